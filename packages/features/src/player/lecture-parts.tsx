import type { Lecture, Preferences } from '@aula/contract';
import { Button, buttonVariants, EmptyState, Skeleton } from '@aula/ui';
import type { RefObject } from 'react';
import { PreferenceSwitchList } from '../account/preferences/preference-switches';
import { FeatureLink } from '../navigation/link';
import { LoadingBlock } from '../shared/query-state';

/**
 * A toggle with one label: its state is `aria-pressed`, the fill and a mark for the eye. The fill
 * changes at once, without the button's colour transition: that transition ran on the main thread
 * for 150 ms after every toggle, 1.3 ms of each toggle's frame on a long course (ADR 029,
 * section 18).
 */
function ToggleButton({
  label,
  pressed,
  marks: [off, on],
  onClick,
}: {
  label: string;
  pressed: boolean;
  marks: [off: string, on: string];
  onClick: () => void;
}) {
  return (
    <Button
      variant={pressed ? 'solid' : 'outline'}
      aria-pressed={pressed}
      onClick={onClick}
      className="transition-none"
    >
      <span aria-hidden="true">{pressed ? on : off}</span>
      {label}
    </Button>
  );
}

/**
 * The lecture's toggles. Each keeps one label and says its state with `aria-pressed` (and a mark
 * for the eye), so a screen reader hears "Assistida, pressionado" instead of a new button.
 */
export function LectureActions({
  lecture,
  tracks,
  showShortcuts,
  onToggleWatched,
  onToggleBookmark,
  onShowShortcuts,
}: {
  lecture: Lecture;
  tracks: boolean;
  showShortcuts: boolean;
  onToggleWatched: () => void;
  onToggleBookmark: () => void;
  onShowShortcuts: () => void;
}) {
  if (!tracks && !showShortcuts) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {tracks ? (
        <>
          <ToggleButton
            label="Assistida"
            pressed={lecture.has_watched}
            marks={['○', '✓']}
            onClick={onToggleWatched}
          />
          <ToggleButton
            label="Favorita"
            pressed={lecture.is_bookmarked}
            marks={['☆', '★']}
            onClick={onToggleBookmark}
          />
        </>
      ) : null}
      {showShortcuts ? (
        <Button variant="ghost" onClick={onShowShortcuts}>
          Atalhos de teclado
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Auto-play and auto-jump. Signed in, they show the stored value from their first frame (a
 * placeholder while it loads); a guest is told they last for the visit.
 */
export function PreferenceSwitches({
  preferences,
  guest,
  onChange,
}: {
  preferences: Preferences | null;
  guest: boolean;
  onChange: (change: Partial<Preferences>) => void;
}) {
  if (!preferences) {
    return (
      <LoadingBlock
        label="Carregando suas preferências…"
        className="flex flex-wrap gap-6"
        data-testid="preferencias-carregando"
      >
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-6 w-64" />
      </LoadingBlock>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-6">
        <PreferenceSwitchList preferences={preferences} onChange={onChange} />
      </div>
      {guest ? (
        <p className="text-muted-foreground text-xs">
          Sem entrar na conta, essas escolhas valem só para esta visita.
        </p>
      ) : null}
    </div>
  );
}

/** "Nesta aula": the description's headings as links. */
export function LectureContents({
  entries,
}: {
  entries: { id: string; text: string; level: number }[];
}) {
  if (entries.length === 0) return null;
  return (
    <nav aria-label="Nesta aula" className="border-border rounded-lg border p-4">
      <h2 className="mb-2 text-sm font-semibold">Nesta aula</h2>
      <ol className="flex flex-col gap-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level > 2 ? 'pl-4' : undefined}>
            <a href={`#${entry.id}`} className="hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Previous and next lecture, or where the course starts and ends. */
export function LectureNavigation({
  previous,
  next,
  hrefOf,
}: {
  previous: Lecture | null;
  next: Lecture | null;
  hrefOf: (lecture: Lecture) => string;
}) {
  return (
    <nav aria-label="Navegação entre aulas" className="flex justify-between gap-2">
      {previous ? (
        <FeatureLink
          href={hrefOf(previous)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          ← Aula anterior
        </FeatureLink>
      ) : (
        <span className="text-muted-foreground text-sm">Esta é a primeira aula</span>
      )}
      {next ? (
        <FeatureLink href={hrefOf(next)} className={buttonVariants({ size: 'sm' })}>
          Próxima aula →
        </FeatureLink>
      ) : (
        <span className="text-muted-foreground text-sm">Esta é a última aula</span>
      )}
    </nav>
  );
}

/** The lecture's heading: the course, the lecture's position in it (or "draft"), and the title (focused between lectures). */
export function LectureHeader({
  courseTitle,
  lecture,
  total,
  headingRef,
}: {
  courseTitle: string;
  lecture: Lecture;
  /** The published lectures (drafts are numbered after them: ADR 009). */
  total: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <header className="flex flex-col gap-1">
      <p className="text-muted-foreground text-sm">
        {courseTitle} ·{' '}
        {lecture.is_published
          ? `Aula ${lecture.position} de ${total}`
          : 'Rascunho (só a equipe vê esta aula)'}
      </p>
      <LectureHeading headingRef={headingRef}>{lecture.title}</LectureHeading>
    </header>
  );
}

/** The page's `<h1>`, focusable so that moving between lectures can put focus on it. */
function LectureHeading({
  headingRef,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: string;
}) {
  return (
    <h1
      id="titulo-da-aula"
      ref={headingRef}
      tabIndex={-1}
      className="text-2xl font-bold outline-none sm:text-3xl"
    >
      {children}
    </h1>
  );
}

/** A position no lecture has: the course's name, and the way to its first lecture. */
export function LectureNotFound({
  courseTitle,
  position,
  firstHref,
  headingRef,
}: {
  courseTitle: string;
  position: number;
  firstHref: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div className="flex flex-col gap-4">
      <LectureHeading headingRef={headingRef}>{courseTitle}</LectureHeading>
      <EmptyState
        level={2}
        title="Aula não encontrada"
        description={`O curso ${courseTitle} não tem uma aula ${position}.`}
        action={
          firstHref ? (
            <FeatureLink href={firstHref} className={buttonVariants({})}>
              Ir para a primeira aula
            </FeatureLink>
          ) : null
        }
      />
    </div>
  );
}
