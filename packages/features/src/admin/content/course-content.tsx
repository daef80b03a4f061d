import { Button } from '@aula/ui';
import { lazy, Suspense, useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { DrawerListFrame } from '../list/drawer-list';
import { contentMessages } from './content-messages';
import { CurriculumBoard } from './curriculum-board';
import { InlineTitle } from './inline-title';
import { SectionCard } from './section-card';
import { useCurriculum } from './use-curriculum';

export { contentMessages } from './content-messages';

/**
 * The drawer (its form, the date picker, the description's sanitising preview: a third of the
 * page's code) loads when a lecture is first opened, not with the page (issue 18's 180 kB budget).
 */
const LectureDrawer = lazy(() =>
  import('./lecture-drawer').then((module) => ({ default: module.LectureDrawer })),
);

export interface CourseContentProps {
  courseId: number;
  /** How the page shows a toast (the app's Toaster). */
  notify: AccountNotify;
}

/**
 * "Conteúdo": the course's sections and lectures. Every change shows at once and is sent in one
 * request; when the server refuses, the list returns to what it was, a toast says what failed,
 * and the list is read again (ADR 020, "The editor"; the changes are `useCurriculum`'s).
 */
export function CourseContent({ courseId, notify }: CourseContentProps) {
  const curriculum = useCurriculum(courseId, notify);
  const [editing, setEditing] = useState<number | null>(null);
  // Once loaded, the drawer stays mounted so that it can animate closed.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [adding, setAdding] = useState(false);

  const { sections } = curriculum;
  const editingLecture = sections.flatMap((s) => s.lectures).find((l) => l.id === editing) ?? null;
  if (editingLecture && !drawerWanted) setDrawerWanted(true);
  const addSectionControl = adding ? (
    <InlineTitle
      label={contentMessages.newSectionName}
      initial=""
      onSave={(title) => {
        setAdding(false);
        void curriculum.addSection(title);
      }}
      onCancel={() => setAdding(false)}
    />
  ) : (
    <Button variant="outline" className="self-start" onClick={() => setAdding(true)}>
      {contentMessages.addSection}
    </Button>
  );

  return (
    <DrawerListFrame
      messages={contentMessages}
      list={curriculum.list}
      placeholder={{ testId: 'content-loading', count: 3, className: 'h-28' }}
      empty={
        adding
          ? undefined
          : {
              title: contentMessages.emptyTitle,
              description: contentMessages.emptyDescription,
              action: <Button onClick={() => setAdding(true)}>{contentMessages.addSection}</Button>,
            }
      }
      drawer={
        drawerWanted ? (
          <Suspense fallback={null}>
            <LectureDrawer
              lecture={editingLecture}
              onOpenChange={(open) => (open ? null : setEditing(null))}
              onSave={async (body) => {
                if (!editingLecture) return;
                if (Object.keys(body).length === 0) {
                  setEditing(null);
                  return;
                }
                await curriculum.saveLecture(editingLecture, body, { rethrow: true });
                setEditing(null);
                notify('success', contentMessages.saved);
              }}
            />
          </Suspense>
        ) : null
      }
    >
      {() => (
        <>
          <CurriculumBoard
            sections={sections}
            onMoveSection={(from, to) => void curriculum.reorderSections(from, to)}
            onMoveLecture={(lecture, sectionId, index) =>
              void curriculum.placeLecture(lecture, sectionId, index)
            }
            renderSection={(section, view) => (
              <SectionCard
                section={section}
                sections={view}
                onRename={(title) => void curriculum.renameSection(section, title)}
                onDelete={() => curriculum.removeSection(section)}
                onAddLecture={(title) => void curriculum.addLecture(section, title)}
                onPlace={(lecture, sectionId, index) =>
                  void curriculum.placeLecture(lecture, sectionId, index)
                }
                onEdit={(lecture) => setEditing(lecture.id)}
                onToggle={(lecture, body) => void curriculum.saveLecture(lecture, body)}
                onDeleteLecture={curriculum.removeLecture}
              />
            )}
          />
          {addSectionControl}
        </>
      )}
    </DrawerListFrame>
  );
}
