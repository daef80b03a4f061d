import type { Section } from '@aula/contract';
import {
  type CollisionDetection,
  closestCenter,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';

/**
 * The curriculum board's drag rules (ADR 020, "The editor"): its dnd-kit ids, what may land on
 * what, where a dropped lecture lands, and where the arrow keys take a lifted item.
 */

/** dnd-kit ids: `s:1` a section, `l:11` a lecture, `e:3` an empty section's drop zone. */
export type DragKind = 's' | 'l' | 'e';
export const dragId = (kind: DragKind, id: number) => `${kind}:${id}`;
export const parseDragId = (value: UniqueIdentifier) => {
  const [kind, id] = String(value).split(':');
  return { kind: kind as DragKind, id: Number(id) };
};

/** What a dragged item may land on: a section on sections; a lecture on lectures and empty sections. */
export const landsOn = (active: UniqueIdentifier, candidate: UniqueIdentifier) =>
  parseDragId(active).kind === 's'
    ? parseDragId(candidate).kind === 's'
    : parseDragId(candidate).kind !== 's';

export const collisions: CollisionDetection = (args) =>
  closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => landsOn(args.active.id, c.id)),
  });

const sectionOf = (layout: readonly Section[], lectureId: number) =>
  layout.find((s) => s.lectures.some((l) => l.id === lectureId));

/**
 * Where `over` puts the lecture: its section, its final index there and the section's count then.
 * Sortable's rule, the item takes the place of the one it is over, holds across sections too:
 * coming from a section above it lands before that lecture, from below after it.
 */
export function lectureDropPlace(
  layout: readonly Section[],
  lectureId: number,
  over: UniqueIdentifier,
) {
  const target = parseDragId(over);
  if (target.kind === 'e') {
    const section = layout.find((s) => s.id === target.id);
    return section ? { section, index: 0, total: 1 } : null;
  }
  if (target.kind !== 'l') return null;
  const section = sectionOf(layout, target.id);
  const source = sectionOf(layout, lectureId);
  if (!section || !source) return null;
  const overIndex = section.lectures.findIndex((l) => l.id === target.id);
  if (section.id === source.id) {
    return { section, index: overIndex, total: section.lectures.length };
  }
  const up = layout.indexOf(source) > layout.indexOf(section);
  return { section, index: overIndex + (up ? 1 : 0), total: section.lectures.length + 1 };
}

/**
 * Arrow keys while an item is lifted: the nearest place above or below of its own kind. A lecture
 * passes from the last place of a section to the first of the next one (and into an empty one).
 */
export const keyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, collisionRect, droppableRects, droppableContainers } },
) => {
  const down = event.code === KeyboardCode.Down;
  if (!down && event.code !== KeyboardCode.Up) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  let best: { top: number; left: number; height: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    if (container.id === active.id || !landsOn(active.id, container.id)) continue;
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const ahead = down ? rect.top > collisionRect.top : rect.top < collisionRect.top;
    if (!ahead) continue;
    if (!best || Math.abs(rect.top - collisionRect.top) < Math.abs(best.top - collisionRect.top)) {
      best = rect;
    }
  }
  if (!best) return undefined;
  // Moving down, the item's bottom meets the place's bottom; moving up, the tops meet.
  return {
    x: best.left,
    y: down ? best.top + best.height - collisionRect.height : best.top,
  };
};
