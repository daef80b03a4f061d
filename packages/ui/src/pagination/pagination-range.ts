export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages a pager shows: always the first and last, `siblings` on each side of the current
 * one, and an ellipsis where a gap of two or more pages is hidden (a single hidden page is shown
 * instead, since "…" would take the same room). The list keeps a constant length while it can.
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = siblings * 2 + 5; // first, last, current, two ellipses, the siblings
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const leftEdge = current - siblings <= 3;
  const rightEdge = current + siblings >= count - 2;
  if (leftEdge) return [...range(1, slots - 2), 'ellipsis-end', count];
  if (rightEdge) return [1, 'ellipsis-start', ...range(count - (slots - 3), count)];
  return [
    1,
    'ellipsis-start',
    ...range(current - siblings, current + siblings),
    'ellipsis-end',
    count,
  ];
}
