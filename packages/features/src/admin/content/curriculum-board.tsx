import type { Lecture, Section } from '@aula/contract';
import { SortableItem } from '@aula/ui';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type ReactNode, useState } from 'react';
import {
  type BoardAnnouncerMemory,
  boardAnnouncements,
  DRAG_INSTRUCTIONS,
} from './board-announcements';
import { contentMessages } from './content-messages';
import {
  collisions,
  dragId,
  keyboardCoordinates,
  lectureDropPlace,
  parseDragId,
} from './drag-rules';
import { isTemp } from './use-curriculum';

/** The row's own ring while a lecture from another section hovers it: where it will land. */
const ROW_CLASS = 'data-[drop-target]:ring-primary items-start data-[drop-target]:ring-2';

export interface CurriculumBoardProps {
  sections: Section[];
  onMoveSection: (from: number, to: number) => void;
  onMoveLecture: (lecture: Lecture, sectionId: number, index: number) => void;
  renderSection: (section: Section, view: Section[]) => ReactNode;
}

/**
 * The sections and their lectures in one dnd-kit context: sections reorder among sections,
 * lectures within and across sections (by drag, or by keyboard). While a lecture is dragged to
 * another section the screen shows it there; the drop sends one request, a cancel sends none.
 */
export function CurriculumBoard({
  sections,
  onMoveSection,
  onMoveLecture,
  renderSection,
}: CurriculumBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  // One object for the board's life: the announcements of one drag remember what they said.
  const [memory] = useState<BoardAnnouncerMemory>(() => ({ over: '', message: '' }));

  // Nothing moves in the data while an item is dragged (the lists only shift on screen); the drop
  // sends one request, a cancel none.
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const moving = parseDragId(active.id);
    if (!over) return;
    if (moving.kind === 's') {
      const from = sections.findIndex((s) => s.id === moving.id);
      const to = sections.findIndex((s) => s.id === parseDragId(over.id).id);
      if (from >= 0 && to >= 0 && from !== to) onMoveSection(from, to);
      return;
    }
    const lecture = sections.flatMap((s) => s.lectures).find((l) => l.id === moving.id);
    const place = lectureDropPlace(sections, moving.id, over.id);
    if (!lecture || !place) return;
    onMoveLecture(lecture, place.section.id, place.index);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: boardAnnouncements(sections, memory),
        screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
      }}
    >
      <SortableContext
        items={sections.map((s) => dragId('s', s.id))}
        strategy={verticalListSortingStrategy}
      >
        <ul aria-label={contentMessages.sectionsLabel} className="aula-sortable-list gap-4">
          {sections.map((section) => (
            <SortableItem
              key={section.id}
              id={dragId('s', section.id)}
              label={contentMessages.sectionHandle(section.title)}
              disabled={isTemp(section.id)}
              className={ROW_CLASS}
            >
              {renderSection(section, sections)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** An empty section's lecture list: a place a lecture can be dropped on. */
function EmptyDropZone({ sectionId, children }: { sectionId: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: dragId('e', sectionId) });
  return (
    <p
      ref={setNodeRef}
      data-state={isOver ? 'over' : 'idle'}
      className="text-muted-foreground border-border data-[state=over]:border-primary rounded-md border border-dashed p-3 text-sm"
    >
      {children}
    </p>
  );
}

/** A section's lectures: sortable within the board's context, or a drop zone when empty. */
export function LectureList({
  section,
  renderLecture,
}: {
  section: Section;
  renderLecture: (lecture: Lecture) => ReactNode;
}) {
  if (section.lectures.length === 0) {
    return <EmptyDropZone sectionId={section.id}>{contentMessages.noLectures}</EmptyDropZone>;
  }
  return (
    <SortableContext
      items={section.lectures.map((l) => dragId('l', l.id))}
      strategy={verticalListSortingStrategy}
    >
      <ul aria-label={contentMessages.lecturesLabel(section.title)} className="aula-sortable-list">
        {section.lectures.map((lecture) => (
          <SortableItem
            key={lecture.id}
            id={dragId('l', lecture.id)}
            label={lecture.title}
            disabled={isTemp(lecture.id) || isTemp(section.id)}
            className={ROW_CLASS}
          >
            {renderLecture(lecture)}
          </SortableItem>
        ))}
      </ul>
    </SortableContext>
  );
}
