import type { Lecture, LectureInput, Section } from '@aula/contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  EmptyState,
  Input,
  Skeleton,
  Switch,
} from '@aula/ui';
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { LoadError } from '../../forms/load-error';
import { formatDuration, hasVideo, moveLecture, moveSection, noVideoMessages } from './layout';
import { formatSchoolDateTime } from './school-time';

/**
 * The drawer (its form, the date picker, the description's sanitising preview: a third of the
 * page's code) loads when a lecture is first opened, not with the page (issue 18's 180 kB budget).
 */
const LectureDrawer = lazy(() =>
  import('./lecture-drawer').then((module) => ({ default: module.LectureDrawer })),
);

export const contentMessages = {
  title: 'Conteúdo',
  intro: 'As seções e aulas do curso, na ordem em que os alunos as veem.',
  sectionsLabel: 'Ordem das seções',
  lecturesLabel: (section: string) => `Aulas da seção ${section}`,
  sectionHandle: (section: string) => `seção ${section}`,
  addSection: 'Adicionar seção',
  newSectionName: 'Nome da nova seção',
  sectionName: 'Nome da seção',
  rename: 'Renomear',
  renameSection: (section: string) => `Renomear a seção ${section}`,
  deleteSection: (section: string) => `Excluir a seção ${section}`,
  deleteSectionTitle: (section: string) => `Excluir a seção “${section}”?`,
  deleteSectionDescription: (count: number) =>
    count === 0
      ? 'A seção será excluída.'
      : count === 1
        ? 'A seção e sua aula serão excluídas.'
        : `A seção e suas ${count} aulas serão excluídas.`,
  lecturesCount: (count: number) => (count === 1 ? '1 aula' : `${count} aulas`),
  noLectures: 'Nenhuma aula nesta seção ainda.',
  addLecture: 'Adicionar aula',
  addLectureIn: (section: string) => `Adicionar aula na seção ${section}`,
  newLectureTitle: 'Título da nova aula',
  edit: (lecture: string) => `Editar ${lecture}`,
  deleteLecture: (lecture: string) => `Excluir ${lecture}`,
  deleteLectureTitle: (lecture: string) => `Excluir a aula “${lecture}”?`,
  deleteLectureDescription:
    'Os comentários, marcações e o progresso dos alunos nesta aula também serão excluídos.',
  moveTo: 'Mover para…',
  moveToLabel: 'Mover para a seção',
  free: 'Grátis',
  published: 'Publicada',
  freeSwitch: (lecture: string) => `Grátis: ${lecture}`,
  publishedSwitch: (lecture: string) => `Publicada: ${lecture}`,
  draft: 'Rascunho',
  scheduled: (date: string) => `Agendada para ${date}`,
  saving: 'Salvando…',
  emptyTitle: 'Este curso ainda não tem seções',
  emptyDescription: 'Comece pela primeira seção; depois adicione as aulas dela.',
  loadError: 'Não foi possível carregar o conteúdo do curso.',
  saved: 'Aula salva.',
  failed: {
    addSection: 'Não foi possível adicionar a seção.',
    renameSection: 'Não foi possível renomear a seção. O nome anterior foi restaurado.',
    deleteSection: 'Não foi possível excluir a seção. Ela foi restaurada.',
    rankSections: 'Não foi possível reordenar as seções. A ordem anterior foi restaurada.',
    addLecture: 'Não foi possível adicionar a aula.',
    updateLecture: 'Não foi possível alterar a aula. O valor anterior foi restaurado.',
    deleteLecture: 'Não foi possível excluir a aula. Ela foi restaurada.',
    rankLectures: 'Não foi possível reordenar as aulas. A ordem anterior foi restaurada.',
    moveLecture: 'Não foi possível mover a aula. A ordem anterior foi restaurada.',
  },
} as const;

export interface CourseContentProps {
  courseId: number;
  /** How the page shows a toast (the app's Toaster). */
  notify: AccountNotify;
}

type Layout = { data: Section[] };
type Apply = (sections: Section[]) => Section[];

/** Ids the screen gives rows the server has not answered for yet (never sent to the API). */
let tempId = -1;
const isTemp = (id: number) => id < 0;

const mapLecture = (id: number, change: (lecture: Lecture) => Lecture): Apply => {
  return (sections) =>
    sections.map((section) => ({
      ...section,
      lectures: section.lectures.map((lecture) => (lecture.id === id ? change(lecture) : lecture)),
    }));
};

/**
 * "Conteúdo": the course's sections and lectures. Every change shows at once and is sent in one
 * request; when the server refuses, the list returns to what it was, a toast says what failed,
 * and the list is read again (ADR 020, "The editor").
 */
export function CourseContent({ courseId, notify }: CourseContentProps) {
  const params = { id: courseId };
  const { data, error, isLoading, mutate } = useApiQuery('listSections', { params });
  const createSection = useApiMutation('createSection');
  const updateSection = useApiMutation('updateSection');
  const deleteSection = useApiMutation('deleteSection');
  const rankSections = useApiMutation('rankSections');
  const createLecture = useApiMutation('createLecture');
  const updateLecture = useApiMutation('updateLecture');
  const deleteLecture = useApiMutation('deleteLecture');
  const rankLectures = useApiMutation('rankLectures');
  const [editing, setEditing] = useState<number | null>(null);
  // Once loaded, the drawer stays mounted so that it can animate closed.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [adding, setAdding] = useState(false);

  const heading = (
    <div className="flex flex-col gap-1">
      <h2 className="text-xl font-semibold">{contentMessages.title}</h2>
      <p className="text-muted-foreground text-sm">{contentMessages.intro}</p>
    </div>
  );
  if (isLoading) {
    return (
      <section className="flex flex-col gap-4" aria-busy="true" data-testid="content-loading">
        {heading}
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </section>
    );
  }
  if (error || !data) {
    return (
      <section className="flex flex-col gap-4">
        {heading}
        <LoadError title={contentMessages.loadError} error={error} onRetry={() => void mutate()} />
      </section>
    );
  }

  const sections = data.data;

  /**
   * One change: `apply` shows it at once (on whatever the list holds then), `send` is its one
   * request. A refusal rolls the list back, says `failure`, and reads the list again. With
   * `rethrow` the caller (the drawer's form) also gets the error, to show it on its fields.
   */
  const change = async (
    apply: Apply,
    send: () => Promise<unknown>,
    failure: string,
    options: { rethrow?: boolean } = {},
  ) => {
    try {
      await mutate(
        async () => {
          await send();
          return undefined;
        },
        {
          optimisticData: (current?: Layout) => ({ data: apply(current?.data ?? sections) }),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
      return true;
    } catch (err) {
      if (!options.rethrow) notify('error', failure);
      void mutate();
      if (options.rethrow) throw err;
      return false;
    }
  };

  const addSection = (title: string) => {
    const section: Section = {
      id: tempId--,
      course_id: courseId,
      title,
      position: sections.length + 1,
      lectures: [],
    };
    void change(
      (current) => [...current, section],
      () => createSection.trigger({ params, body: { title } }),
      contentMessages.failed.addSection,
    );
  };

  const renameSection = (section: Section, title: string) => {
    if (title === section.title) return;
    void change(
      (current) => current.map((s) => (s.id === section.id ? { ...s, title } : s)),
      () =>
        updateSection.trigger({ params: { ...params, sectionId: section.id }, body: { title } }),
      contentMessages.failed.renameSection,
    );
  };

  const removeSection = (section: Section) =>
    change(
      (current) => current.filter((s) => s.id !== section.id),
      () => deleteSection.trigger({ params: { ...params, sectionId: section.id } }),
      contentMessages.failed.deleteSection,
    );

  const reorderSections = (from: number, to: number) => {
    const move = moveSection(sections, from, to);
    if (!move) return;
    void change(
      () => move.sections,
      () => rankSections.trigger({ params, body: move.payload }),
      contentMessages.failed.rankSections,
    );
  };

  const placeLecture = (lecture: Lecture, sectionId: number, index: number) => {
    const move = moveLecture(sections, lecture.id, sectionId, index);
    if (!move) return;
    void change(
      () => move.sections,
      () => rankLectures.trigger({ params, body: move.payload }),
      lecture.section_id === sectionId
        ? contentMessages.failed.rankLectures
        : contentMessages.failed.moveLecture,
    );
  };

  const addLecture = (section: Section, title: string) => {
    const lecture: Lecture = {
      id: tempId--,
      section_id: section.id,
      title,
      position: 1,
      has_watched: false,
      is_bookmarked: false,
      is_free: false,
      is_published: false,
      is_locked: false,
      scheduled_for: null,
      video_url: null,
      duration_seconds: null,
      description: null,
    };
    void change(
      (current) =>
        current.map((s) =>
          s.id === section.id ? { ...s, lectures: [...s.lectures, lecture] } : s,
        ),
      () =>
        createLecture.trigger({
          params,
          body: { section_id: section.id, title, is_published: false },
        }),
      contentMessages.failed.addLecture,
    );
  };

  const saveLecture = (
    lecture: Lecture,
    body: Partial<LectureInput>,
    options: { rethrow?: boolean } = {},
  ) =>
    change(
      mapLecture(lecture.id, (current) => ({
        ...current,
        ...(Object.fromEntries(
          Object.entries(body).filter(([, value]) => value !== undefined),
        ) as Partial<Lecture>),
      })),
      () => updateLecture.trigger({ params: { ...params, lectureId: lecture.id }, body }),
      contentMessages.failed.updateLecture,
      options,
    );

  const removeLecture = (lecture: Lecture) =>
    change(
      (current) =>
        current.map((s) => ({ ...s, lectures: s.lectures.filter((l) => l.id !== lecture.id) })),
      () => deleteLecture.trigger({ params: { ...params, lectureId: lecture.id } }),
      contentMessages.failed.deleteLecture,
    );

  const editingLecture = sections.flatMap((s) => s.lectures).find((l) => l.id === editing) ?? null;
  if (editingLecture && !drawerWanted) setDrawerWanted(true);
  const addSectionControl = adding ? (
    <InlineTitle
      label={contentMessages.newSectionName}
      initial=""
      onSave={(title) => {
        setAdding(false);
        addSection(title);
      }}
      onCancel={() => setAdding(false)}
    />
  ) : (
    <Button variant="outline" className="self-start" onClick={() => setAdding(true)}>
      {contentMessages.addSection}
    </Button>
  );

  return (
    <section className="flex flex-col gap-4">
      {heading}
      {sections.length === 0 && !adding ? (
        <EmptyState
          level={3}
          title={contentMessages.emptyTitle}
          description={contentMessages.emptyDescription}
          action={<Button onClick={() => setAdding(true)}>{contentMessages.addSection}</Button>}
        />
      ) : (
        <>
          <CurriculumBoard
            sections={sections}
            onMoveSection={reorderSections}
            onMoveLecture={placeLecture}
            renderSection={(section, view) => (
              <SectionCard
                section={section}
                sections={view}
                onRename={(title) => renameSection(section, title)}
                onDelete={() => removeSection(section)}
                onAddLecture={(title) => addLecture(section, title)}
                onPlace={placeLecture}
                onEdit={(lecture) => setEditing(lecture.id)}
                onToggle={(lecture, body) => void saveLecture(lecture, body)}
                onDeleteLecture={removeLecture}
              />
            )}
          />
          {addSectionControl}
        </>
      )}
      {drawerWanted ? (
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
              await saveLecture(editingLecture, body, { rethrow: true });
              setEditing(null);
              notify('success', contentMessages.saved);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** A title typed in place: Enter (or leaving the field) saves, Escape cancels. */
function InlineTitle({
  label,
  initial,
  onSave,
  onCancel,
  saveOnBlur = false,
}: {
  label: string;
  initial: string;
  onSave: (title: string) => void;
  onCancel: () => void;
  saveOnBlur?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const [done, setDone] = useState(false);
  const finish = (save: boolean) => {
    if (done) return;
    setDone(true);
    const title = value.trim();
    if (save && title) onSave(title.slice(0, 200));
    else onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  };
  return (
    <Input
      aria-label={label}
      placeholder={label}
      value={value}
      maxLength={200}
      // Opened by the person's own click or key: the field takes the focus it asked for.
      autoFocus
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(saveOnBlur)}
    />
  );
}

interface SectionCardProps {
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

function SectionCard({
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
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  color="error"
                  size="sm"
                  aria-label={contentMessages.deleteSection(section.title)}
                >
                  Excluir
                </Button>
              }
              title={contentMessages.deleteSectionTitle(section.title)}
              description={contentMessages.deleteSectionDescription(section.lectures.length)}
              confirmLabel="Excluir"
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

function LectureRow({
  lecture,
  others,
  onMove,
  onEdit,
  onToggle,
  onDelete,
}: {
  lecture: Lecture;
  others: Section[];
  onMove: (section: Section) => void;
  onEdit: () => void;
  onToggle: (body: Partial<LectureInput>) => void;
  onDelete: () => unknown;
}) {
  const freeId = useId();
  const publishedId = useId();
  const pending = isTemp(lecture.id);
  const noVideo = !hasVideo(lecture);
  // Publishing a lecture with no video asks first (issue 33); unpublishing never does.
  const [confirmPublish, setConfirmPublish] = useState(false);
  return (
    <div
      data-testid="lecture"
      className="flex flex-col gap-2 py-1 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <button
          type="button"
          className="aula-focus-ring min-w-0 rounded text-left font-medium hover:underline"
          disabled={pending}
          onClick={onEdit}
        >
          {lecture.title}
        </button>
        {lecture.duration_seconds !== null ? (
          <span className="text-muted-foreground text-sm tabular-nums">
            {formatDuration(lecture.duration_seconds)}
          </span>
        ) : null}
        {pending ? (
          <span className="text-muted-foreground text-sm">{contentMessages.saving}</span>
        ) : null}
        {lecture.is_published ? null : (
          <Badge variant="soft" color="neutral" size="sm">
            {contentMessages.draft}
          </Badge>
        )}
        {noVideo ? (
          <Badge
            variant="soft"
            color={lecture.is_published ? 'error' : 'warning'}
            size="sm"
            data-testid="sem-video"
          >
            {noVideoMessages.badge}
          </Badge>
        ) : null}
        {lecture.is_free ? (
          <Badge variant="soft" color="success" size="sm">
            {contentMessages.free}
          </Badge>
        ) : null}
        {lecture.scheduled_for ? (
          <Badge variant="soft" color="warning" size="sm">
            {contentMessages.scheduled(formatSchoolDateTime(lecture.scheduled_for))}
          </Badge>
        ) : null}
      </div>
      {pending ? null : (
        <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1">
          <span className="flex items-center gap-1.5 text-sm">
            <Switch
              id={freeId}
              size="sm"
              aria-label={contentMessages.freeSwitch(lecture.title)}
              checked={lecture.is_free}
              onCheckedChange={(checked) => onToggle({ is_free: checked })}
            />
            <label htmlFor={freeId}>{contentMessages.free}</label>
          </span>
          <span className="flex items-center gap-1.5 text-sm">
            <Switch
              id={publishedId}
              size="sm"
              aria-label={contentMessages.publishedSwitch(lecture.title)}
              checked={lecture.is_published}
              onCheckedChange={(checked) => {
                if (checked && noVideo) setConfirmPublish(true);
                else onToggle({ is_published: checked });
              }}
            />
            <label htmlFor={publishedId}>{contentMessages.published}</label>
            <ConfirmDialog
              open={confirmPublish}
              onOpenChange={(open) => {
                setConfirmPublish(open);
                // Opened by the switch, not a trigger: focus goes back to it on close.
                if (!open)
                  requestAnimationFrame(() => document.getElementById(publishedId)?.focus());
              }}
              title={noVideoMessages.confirmTitle(lecture.title)}
              description={noVideoMessages.confirmDescription}
              confirmLabel={noVideoMessages.confirm}
              color="warning"
              onConfirm={() => onToggle({ is_published: true })}
            />
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={contentMessages.edit(lecture.title)}
            onClick={onEdit}
          >
            Editar
          </Button>
          {others.length ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="sm">
                  {contentMessages.moveTo}
                  <span className="sr-only"> ({lecture.title})</span>
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuLabel>{contentMessages.moveToLabel}</DropdownMenuLabel>
                {others.map((section) => (
                  <DropdownMenuItem key={section.id} onSelect={() => onMove(section)}>
                    {section.title}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                color="error"
                size="sm"
                aria-label={contentMessages.deleteLecture(lecture.title)}
              >
                Excluir
              </Button>
            }
            title={contentMessages.deleteLectureTitle(lecture.title)}
            description={contentMessages.deleteLectureDescription}
            confirmLabel="Excluir"
            onConfirm={onDelete}
          />
        </div>
      )}
    </div>
  );
}

/** dnd-kit ids: `s:1` a section, `l:11` a lecture, `e:3` an empty section's drop zone. */
type DragKind = 's' | 'l' | 'e';
const dragId = (kind: DragKind, id: number) => `${kind}:${id}`;
const parseDragId = (value: UniqueIdentifier) => {
  const [kind, id] = String(value).split(':');
  return { kind: kind as DragKind, id: Number(id) };
};
/** What a dragged item may land on: a section on sections; a lecture on lectures and empty sections. */
const landsOn = (active: UniqueIdentifier, candidate: UniqueIdentifier) =>
  parseDragId(active).kind === 's'
    ? parseDragId(candidate).kind === 's'
    : parseDragId(candidate).kind !== 's';

const collisions: CollisionDetection = (args) =>
  closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => landsOn(args.active.id, c.id)),
  });

/**
 * Arrow keys while an item is lifted: the nearest place above or below of its own kind. A lecture
 * passes from the last place of a section to the first of the next one (and into an empty one).
 */
const keyboardCoordinates: KeyboardCoordinateGetter = (
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

const DRAG_INSTRUCTIONS =
  'Para reordenar, pressione espaço ou Enter para levantar o item, use as setas para cima e para baixo para movê-lo e espaço ou Enter para soltar. Uma aula passa de uma seção para a vizinha pelas setas. Esc cancela.';

function DragHandle({
  label,
  disabled,
  attributes,
  listeners,
  setRef,
}: {
  label: string;
  disabled: boolean;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setRef: (element: HTMLElement | null) => void;
}) {
  return (
    <button
      ref={setRef}
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

/** One sortable row (a section or a lecture): its handle, then its content. */
function SortableRow({
  id,
  label,
  disabled,
  testId,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const sortable = useSortable({ id, disabled });
  return (
    <li
      ref={sortable.setNodeRef}
      data-slot="sortable-item"
      data-testid={testId}
      data-state={sortable.isDragging ? 'dragging' : 'idle'}
      // A lecture from another section hovering this one: where it will land.
      data-drop-target={
        sortable.isOver && sortable.active && !sortable.items.includes(sortable.active.id)
          ? ''
          : undefined
      }
      className="aula-sortable-item data-[drop-target]:ring-primary items-start data-[drop-target]:ring-2"
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      <DragHandle
        label={label}
        disabled={disabled}
        attributes={sortable.attributes}
        listeners={sortable.listeners}
        setRef={sortable.setActivatorNodeRef}
      />
      <div className="aula-sortable-content">{children}</div>
    </li>
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

/**
 * The sections and their lectures in one dnd-kit context: sections reorder among sections,
 * lectures within and across sections (by drag, or by keyboard). While a lecture is dragged to
 * another section the screen shows it there; the drop sends one request, a cancel sends none.
 */
function CurriculumBoard({
  sections,
  onMoveSection,
  onMoveLecture,
  renderSection,
}: {
  sections: Section[];
  onMoveSection: (from: number, to: number) => void;
  onMoveLecture: (lecture: Lecture, sectionId: number, index: number) => void;
  renderSection: (section: Section, view: Section[]) => ReactNode;
}) {
  const view = sections;
  const viewRef = useRef(view);
  viewRef.current = view;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const sectionOf = (layout: Section[], lectureId: number) =>
    layout.find((s) => s.lectures.some((l) => l.id === lectureId));
  /**
   * Where `over` puts the lecture: its section, its final index there and the section's count then.
   * Sortable's rule, the item takes the place of the one it is over, holds across sections too:
   * coming from a section above it lands before that lecture, from below after it.
   */
  const placeOf = (layout: Section[], lectureId: number, over: UniqueIdentifier) => {
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
  };
  const sectionPlace = (over: UniqueIdentifier) => {
    const target = parseDragId(over);
    const index = viewRef.current.findIndex((s) => s.id === target.id);
    return `posição ${index + 1} de ${viewRef.current.length}`;
  };
  const titleOf = (active: UniqueIdentifier) => {
    const { kind, id } = parseDragId(active);
    if (kind === 's') return `Seção ${viewRef.current.find((s) => s.id === id)?.title ?? ''}`;
    const lecture = viewRef.current.flatMap((s) => s.lectures).find((l) => l.id === id);
    return `Aula ${lecture?.title ?? ''}`;
  };
  const lecturePlace = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const place = placeOf(viewRef.current, parseDragId(active).id, over);
    return place
      ? `seção ${place.section.title}, posição ${place.index + 1} de ${place.total}`
      : null;
  };
  const where = (active: UniqueIdentifier, over: UniqueIdentifier) =>
    parseDragId(active).kind === 's' ? sectionPlace(over) : lecturePlace(active, over);
  const memory = useRef({ over: '' as string, message: '' });
  const say = (over: string, message: string) => {
    memory.current = { over, message };
    return message;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      say(String(active.id), `${titleOf(active.id)} levantada, na ${where(active.id, active.id)}.`),
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the item's own place right after a lift: repeat, so "levantada" stays.
      if (!over || String(over.id) === memory.current.over) return memory.current.message;
      return say(
        String(over.id),
        `${titleOf(active.id)} movida para a ${where(active.id, over.id)}.`,
      );
    },
    onDragEnd: ({ active, over }) =>
      say(
        '',
        over
          ? `${titleOf(active.id)} solta na ${where(active.id, over.id)}.`
          : `${titleOf(active.id)} solta fora da lista; a ordem não mudou.`,
      ),
    onDragCancel: ({ active }) =>
      say('', `Movimento cancelado. ${titleOf(active.id)} voltou para onde estava.`),
  };

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
    const place = placeOf(sections, moving.id, over.id);
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
        announcements,
        screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
      }}
    >
      <SortableContext
        items={view.map((s) => dragId('s', s.id))}
        strategy={verticalListSortingStrategy}
      >
        <ul aria-label={contentMessages.sectionsLabel} className="aula-sortable-list gap-4">
          {view.map((section) => (
            <SortableRow
              key={section.id}
              id={dragId('s', section.id)}
              label={contentMessages.sectionHandle(section.title)}
              disabled={isTemp(section.id)}
            >
              {renderSection(section, view)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** A section's lectures: sortable within the board's context, or a drop zone when empty. */
function LectureList({
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
          <SortableRow
            key={lecture.id}
            id={dragId('l', lecture.id)}
            label={lecture.title}
            disabled={isTemp(lecture.id) || isTemp(section.id)}
          >
            {renderLecture(lecture)}
          </SortableRow>
        ))}
      </ul>
    </SortableContext>
  );
}
