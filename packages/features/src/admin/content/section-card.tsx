import type { Lecture, LectureInput, Section } from '@aula/contract';
import { Button } from '@aula/ui';
import { useState } from 'react';
import { DeleteRowButton } from '../list/row-actions';
import { contentMessages } from './content-messages';
import { LectureList } from './curriculum-board';
import { InlineTitle } from './inline-title';
import { LectureRow } from './lecture-row';
import { isTemp } from './use-curriculum';

export interface SectionCardProps {
  section: Section;
  sections: Section[];
  onRename: (title: string) => void;
  onDelete: () => unknown;
  onAddLecture: (title: string) => void;
  onPlace: (lecture: Lecture, sectionId: number, index: number) => void;
  onEdit: (lecture: Lecture) => void;
  onToggle: (lecture: Lecture, body: Partial<LectureInput>) => void;
  onDeleteLecture: (lecture: Lecture) => unknown;
}

/** A section on the board: its title (renamed in place), its lectures, and "Adicionar aula". */
export function SectionCard({
  section,
  sections,
  onRename,
  onDelete,
  onAddLecture,
  onPlace,
  onEdit,
  onToggle,
  onDeleteLecture,
}: SectionCardProps) {
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const pending = isTemp(section.id);
  return (
    <div data-testid="section" className="flex flex-col gap-3 p-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {renaming ? (
          <InlineTitle
            label={contentMessages.sectionName}
            initial={section.title}
            saveOnBlur
            onSave={(title) => {
              setRenaming(false);
              onRename(title);
            }}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <h3 className="min-w-0 font-semibold">
            <button
              type="button"
              data-testid="section-title"
              className="aula-focus-ring rounded text-left hover:underline"
              disabled={pending}
              onClick={() => setRenaming(true)}
            >
              {section.title}
            </button>
            <span className="text-muted-foreground ml-2 text-sm font-normal">
              {pending
                ? contentMessages.saving
                : contentMessages.lecturesCount(section.lectures.length)}
            </span>
          </h3>
        )}
        {pending ? null : (
          <div className="flex shrink-0 gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-label={contentMessages.renameSection(section.title)}
              onClick={() => setRenaming(true)}
            >
              {contentMessages.rename}
            </Button>
            <DeleteRowButton
              variant="ghost"
              label={contentMessages.deleteSection(section.title)}
              title={contentMessages.deleteSectionTitle(section.title)}
              description={contentMessages.deleteSectionDescription(section.lectures.length)}
              onConfirm={onDelete}
            />
          </div>
        )}
      </div>
      <LectureList
        section={section}
        renderLecture={(lecture) => (
          <LectureRow
            lecture={lecture}
            others={sections.filter((s) => s.id !== section.id && !isTemp(s.id))}
            onMove={(target) => onPlace(lecture, target.id, target.lectures.length)}
            onEdit={() => onEdit(lecture)}
            onToggle={(body) => onToggle(lecture, body)}
            onDelete={() => onDeleteLecture(lecture)}
          />
        )}
      />
      {pending ? null : adding ? (
        <InlineTitle
          label={contentMessages.newLectureTitle}
          initial=""
          onSave={(title) => {
            setAdding(false);
            onAddLecture(title);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-label={contentMessages.addLectureIn(section.title)}
          onClick={() => setAdding(true)}
        >
          {contentMessages.addLecture}
        </Button>
      )}
    </div>
  );
}
