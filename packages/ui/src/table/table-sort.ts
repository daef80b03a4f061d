export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  columnId: string;
  direction: SortDirection;
}
export type SortValue = string | number | Date | boolean | null | undefined;

const collator = /* @__PURE__ */ new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Compares two cell values: text the pt-BR way (accents, numbers inside), empty values last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const empty = (value: SortValue) => value === null || value === undefined || value === '';
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  return x - y;
}

/** A sorted copy (stable); empty values stay last in both directions. */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((p, q) => {
      const emptyP = p.key === null || p.key === undefined || p.key === '';
      const emptyQ = q.key === null || q.key === undefined || q.key === '';
      if (emptyP || emptyQ) return emptyP === emptyQ ? p.index - q.index : emptyP ? 1 : -1;
      return sign * compareValues(p.key, q.key) || p.index - q.index;
    })
    .map(({ row }) => row);
}

/** The next sort when a header is clicked: a new column starts ascending, the same one flips. */
export function nextSort(current: TableSort | null | undefined, columnId: string): TableSort {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { columnId, direction: 'asc' };
}
