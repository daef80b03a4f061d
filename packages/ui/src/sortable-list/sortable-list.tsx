import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import * as React from 'react';
import { cn } from '../lib/cn';
import { useComposedRefs } from '../lib/compose-refs';
import { type AnnouncerMemory, REORDER_INSTRUCTIONS, reorderAnnouncements } from './announcements';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** The item's name in announcements and on its handle ("Mover Aula 1"). */
  getLabel: (item: T) => string;
  renderItem: (item: T, index: number) => React.ReactNode;
  /** The new order, and which position moved where. */
  onReorder: (items: T[], move: { from: number; to: number }) => void;
  /** The list's accessible name ("Ordem das aulas"). */
  label: string;
  disabled?: boolean;
  className?: string;
  /** The list element (`<ul>`). */
  ref?: React.Ref<HTMLUListElement> | undefined;
}

export interface SortableHandleProps {
  /** The item's name: the handle reads "Mover {label}". */
  label: string;
  disabled?: boolean;
  /** dnd-kit's `useSortable` parts for the handle: its attributes, listeners and activator ref. */
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  ref?: ((element: HTMLElement | null) => void) | undefined;
}

/** The grip that lifts an item (pointer or keyboard), named "Mover …" for screen readers. */
export function SortableHandle({
  label,
  disabled = false,
  attributes,
  listeners,
  ref,
}: SortableHandleProps) {
  return (
    <button
      ref={ref}
      type="button"
      data-slot="sortable-handle"
      className="aula-sortable-handle aula-focus-ring"
      {...attributes}
      {...listeners}
      aria-roledescription="item ordenável"
      aria-label={`Mover ${label}`}
      disabled={disabled}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor">
        <circle cx="5.5" cy="3.5" r="1.25" />
        <circle cx="10.5" cy="3.5" r="1.25" />
        <circle cx="5.5" cy="8" r="1.25" />
        <circle cx="10.5" cy="8" r="1.25" />
        <circle cx="5.5" cy="12.5" r="1.25" />
        <circle cx="10.5" cy="12.5" r="1.25" />
      </svg>
    </button>
  );
}

export interface SortableItemProps {
  /** The item's id in the surrounding `SortableContext`. */
  id: string;
  /** The item's name on its handle ("Mover Aula 1"). */
  label: string;
  disabled?: boolean;
  className?: string;
  children: React.ReactNode;
  ref?: React.Ref<HTMLLIElement> | undefined;
}

/**
 * One row of a sortable list: its handle, then its content. For lists that build their own dnd-kit
 * context (several lists sharing one, as the curriculum editor's sections and lectures do): an item
 * dragged in from another list hovering this one marks it `data-drop-target`.
 */
export function SortableItem({
  id,
  label,
  disabled = false,
  className,
  children,
  ref,
}: SortableItemProps) {
  const {
    active,
    attributes,
    isDragging,
    isOver,
    items,
    listeners,
    setActivatorNodeRef,
    setNodeRef,
    transform,
    transition,
  } = useSortable({ id, disabled });
  const fromElsewhere = isOver && active && !items.includes(active.id);
  const itemRef = useComposedRefs<HTMLLIElement>(setNodeRef, ref);
  return (
    <li
      ref={itemRef}
      data-slot="sortable-item"
      data-state={isDragging ? 'dragging' : 'idle'}
      data-drop-target={fromElsewhere ? '' : undefined}
      className={cn('aula-sortable-item', className)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <SortableHandle
        label={label}
        disabled={disabled}
        attributes={attributes}
        listeners={listeners}
        ref={setActivatorNodeRef}
      />
      <div className="aula-sortable-content">{children}</div>
    </li>
  );
}

/**
 * A list reordered by dragging its handles or from the keyboard (space to lift, arrows to move,
 * space to drop, Escape to cancel), each step announced in pt-BR (dnd-kit). For admin ranking.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  label,
  disabled = false,
  className,
  ref,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // What the announcements remember between a drag's events (written by them, never in render).
  const [memory] = React.useState<AnnouncerMemory>(() => ({ over: null, message: '' }));
  const ids = items.map(getId);
  const labels = new Map(items.map((item) => [getId(item), getLabel(item)]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    onReorder(arrayMove([...items], from, to), { from, to });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: reorderAnnouncements(
          (id) => labels.get(id) ?? id,
          (id) => ids.indexOf(id),
          ids.length,
          memory,
        ),
        screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={ref}
          data-slot="sortable-list"
          aria-label={label}
          className={cn('aula-sortable-list', className)}
        >
          {items.map((item, index) => {
            const id = getId(item);
            return (
              <SortableItem key={id} id={id} label={labels.get(id) ?? id} disabled={disabled}>
                {renderItem(item, index)}
              </SortableItem>
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
