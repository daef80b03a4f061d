import { type Course, isApiError, type Lecture, type Preferences } from '@aula/contract';
import {
  Button,
  buttonVariants,
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerHeader,
  DrawerTitle,
  EmptyState,
  Switch,
} from '@aula/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../api/api-provider';
import { apiKey, useApiQuery } from '../api/hooks';
import { useSession } from '../auth/use-session';
import { LoadError } from '../forms/load-error';
import { FeatureLink } from '../navigation/link';
import { ErrorPage } from '../shell/error-page';
import { CourseSidebar, sectionValue } from './course-sidebar';
import { LectureComments } from './lecture-comments';
import { LectureVideo } from './lecture-video';
import {
  AutoJumpCard,
  EnrollCallToAction,
  PlayerSkeleton,
  ScheduledNotice,
  ShortcutSheet,
} from './player-parts';
import { RichText, tableOfContents } from './rich-text';
import { isPlayable, isScheduled, locateLecture, parsePosition, resumeLecture } from './rules';
import { type FailureReporter, useCoursePlayer } from './use-course-player';
import { usePlayerShortcuts } from './use-shortcuts';

export interface CoursePlayerProps {
  /** The route's `{course}`. */
  slug: string;
  /** The route's `{lecture}` (a position); undefined on `/{course}`, which resumes. */
  lectureParam: string | undefined;
  /** The current path, for the 404 page. */
  path: string;
  lectureHref: (course: Pick<Course, 'slug'>, lecture: Pick<Lecture, 'position'>) => string;
  /** Client-side navigation (keyboard N/P, auto-jump, resuming). */
  onNavigate: (href: string, options?: { replace?: boolean }) => void;
  enrollHref: string;
  loginHref: string;
  homeHref?: string;
  /** Where failed watch/bookmark/progress calls are reported (they change nothing on screen). */
  onFailure?: FailureReporter | undefined;
  /** The clock (stories and tests pass a fixed one). */
  now?: () => Date;
}

const GUEST_PREFERENCES: Preferences = { auto_play: false, auto_jump: true };
const systemNow = () => new Date();

/** The course player: sidebar, the lecture (video, actions, description) and its comments. */
export function CoursePlayer(props: CoursePlayerProps) {
  const { slug, lectureParam, path, lectureHref, onNavigate, homeHref = '/' } = props;
  const player = useCoursePlayer(slug, props.onFailure);
  const { course } = player;

  // `/{course}` alone opens where the student left off (else the first lecture).
  const resume = course && lectureParam === undefined ? resumeLecture(course) : null;
  useEffect(() => {
    if (course && resume) onNavigate(lectureHref(course, resume), { replace: true });
  }, [course, resume, onNavigate, lectureHref]);

  if (player.isLoading) return <PlayerSkeleton />;
  if (isApiError(player.error) && player.error.status === 404) {
    return <ErrorPage status={404} path={path} homeHref={homeHref} />;
  }
  if (player.error || !course) {
    return (
      <LoadError
        title="Não foi possível carregar o curso."
        error={player.error}
        onRetry={player.retry}
      />
    );
  }
  if (course.sections.every((section) => section.lectures.length === 0)) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{course.title}</h1>
        <EmptyState
          level={2}
          title="Este curso ainda não tem aulas"
          description="As aulas deste curso estão sendo preparadas. Volte em breve."
          action={
            <FeatureLink href={homeHref} className={buttonVariants({ variant: 'outline' })}>
              Voltar para os cursos
            </FeatureLink>
          }
        />
      </div>
    );
  }
  if (resume) return <PlayerSkeleton />;
  return (
    <LectureScreen
      {...props}
      course={course}
      position={parsePosition(lectureParam)}
      player={player}
    />
  );
}

type Player = ReturnType<typeof useCoursePlayer>;

function LectureScreen({
  course,
  position,
  player,
  lectureHref,
  onNavigate,
  enrollHref,
  loginHref,
  onFailure,
  now = systemNow,
}: CoursePlayerProps & { course: Course; position: number; player: Player }) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const isStudent = !!user?.is_student;
  const place = useMemo(() => locateLecture(course, position), [course, position]);
  const { lecture } = place;
  const [clock, setClock] = useState(now);
  // Stable while the course's slug is: the sidebar's hundred sections do not re-render on a toggle.
  const courseSlug = course.slug;
  const hrefOf = useCallback(
    (l: Lecture) => lectureHref({ slug: courseSlug }, l),
    [lectureHref, courseSlug],
  );

  // The current lecture's section opens and the others close, each time the lecture changes.
  const [openSections, setOpenSections] = useState<string[]>([]);
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  if (openedFor !== place.openSectionId) {
    setOpenedFor(place.openSectionId);
    setOpenSections(
      place.openSectionId === null ? [] : [sectionValue({ id: place.openSectionId })],
    );
  }
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [jumpTo, setJumpTo] = useState<Lecture | null>(null);

  const preferencesQuery = useApiQuery('getPreferences', user ? {} : null, {
    revalidateOnFocus: false,
  });
  const [guestPreferences, setGuestPreferences] = useState(GUEST_PREFERENCES);
  const preferences = user ? (preferencesQuery.data?.data ?? GUEST_PREFERENCES) : guestPreferences;
  const setPreference = async (change: Partial<Preferences>) => {
    const next = { ...preferences, ...change };
    if (!user) return setGuestPreferences(next);
    try {
      const saved = await api.updatePreferences({ body: next });
      await mutate(apiKey('getPreferences', {}), saved, { revalidate: false });
    } catch (error) {
      onFailure?.(error, { action: 'preferences' });
    }
  };

  // Opening a lecture records it as the last one opened, once per lecture.
  const { recordProgress } = player;
  const lectureId = lecture?.id ?? null;
  useEffect(() => {
    if (isStudent && lectureId !== null) void recordProgress(course.id, lectureId);
  }, [isStudent, lectureId, course.id, recordProgress]);

  // The page is named after the lecture; after moving between lectures, focus goes to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownLecture = useRef<number | null | undefined>(undefined);
  const lectureTitle = lecture?.title ?? 'Aula não encontrada';
  useEffect(() => {
    document.title = `${lectureTitle} · ${course.title} · Aula`;
  }, [lectureTitle, course.title]);
  useEffect(() => {
    if (shownLecture.current !== undefined && shownLecture.current !== lectureId) {
      heading.current?.focus();
    }
    shownLecture.current = lectureId;
    setJumpTo(null);
    setClock(now());
  }, [lectureId, now]);

  const video = useRef<HTMLVideoElement>(null);
  const go = useCallback(
    (target: Lecture | null) => target && onNavigate(hrefOf(target)),
    [onNavigate, hrefOf],
  );
  const playable = lecture ? isPlayable(lecture, clock) : false;
  const canWatch = isStudent && !!lecture && !lecture.is_locked;

  usePlayerShortcuts((action) => {
    const v = video.current;
    switch (action) {
      case 'toggle-play':
        if (v) void (v.paused ? v.play().catch(() => {}) : v.pause());
        break;
      case 'back':
        if (v) v.currentTime = Math.max(0, v.currentTime - 10);
        break;
      case 'forward':
        if (v) v.currentTime = Math.min(v.duration || Number.POSITIVE_INFINITY, v.currentTime + 10);
        break;
      case 'next':
        go(place.next);
        break;
      case 'previous':
        go(place.previous);
        break;
      case 'toggle-watched':
        if (canWatch && lecture) void player.toggleWatched(lecture.id);
        break;
      case 'help':
        setShortcutsOpen(true);
        break;
    }
  });

  const { toggleWatched } = player;
  const hasWatched = lecture?.has_watched ?? false;
  const next = place.next;
  const autoJump = preferences.auto_jump;
  const onEnded = useCallback(() => {
    if (lectureId === null) return;
    if (canWatch && !hasWatched) void toggleWatched(lectureId);
    if (autoJump && next) setJumpTo(next);
  }, [lectureId, canWatch, hasWatched, toggleWatched, autoJump, next]);
  // A stable callback for the memoised video: an expired signed link asks for the course again.
  const retryCourse = useRef(player.retry);
  retryCourse.current = player.retry;
  const refetchCourse = useCallback(() => retryCourse.current(), []);
  const cancelJump = useCallback(() => setJumpTo(null), []);
  const jumpNow = useCallback(() => go(jumpTo), [go, jumpTo]);
  const released = useCallback(() => setClock(now()), [now]);

  const sidebar = (
    <CourseSidebar
      course={course}
      currentLectureId={lectureId}
      openSections={openSections}
      onOpenSectionsChange={setOpenSections}
      lectureHref={hrefOf}
      now={clock}
    />
  );
  const description = lecture?.description ?? null;
  const toc = useMemo(() => tableOfContents(description), [description]);
  const first = course.sections.find((section) => section.lectures.length > 0)?.lectures[0];

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <aside className="hidden lg:block">
        <div className="sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto pr-1">{sidebar}</div>
      </aside>
      <div className="flex min-w-0 flex-col gap-6">
        <div className="lg:hidden">
          <Drawer open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Button variant="outline" size="sm" onClick={() => setDrawerOpen(true)}>
              Conteúdo do curso ({course.lectures_watched_percentage}%)
            </Button>
            <DrawerContent side="left">
              <DrawerHeader>
                <DrawerTitle>Conteúdo do curso</DrawerTitle>
              </DrawerHeader>
              <DrawerBody
                onClick={(event) => {
                  if ((event.target as Element).closest('a')) setDrawerOpen(false);
                }}
              >
                {sidebar}
              </DrawerBody>
            </DrawerContent>
          </Drawer>
        </div>

        {lecture ? (
          <article aria-labelledby="titulo-da-aula" className="flex flex-col gap-6">
            <header className="flex flex-col gap-1">
              <p className="text-muted-foreground text-sm">
                {course.title} · Aula {place.index + 1} de {place.total}
              </p>
              <h1
                id="titulo-da-aula"
                ref={heading}
                tabIndex={-1}
                className="text-2xl font-bold outline-none sm:text-3xl"
              >
                {lecture.title}
              </h1>
            </header>

            {lecture.is_locked ? (
              <EnrollCallToAction enrollHref={enrollHref} loginHref={user ? null : loginHref} />
            ) : isScheduled(lecture, clock) && lecture.scheduled_for ? (
              <ScheduledNotice
                scheduledFor={lecture.scheduled_for}
                now={now}
                onReleased={released}
              />
            ) : playable && lecture.video_url ? (
              <LectureVideo
                lectureId={lecture.id}
                title={lecture.title}
                src={lecture.video_url}
                autoPlay={preferences.auto_play}
                onEnded={onEnded}
                videoRef={video}
                onSourceFailed={refetchCourse}
              />
            ) : (
              <p className="text-muted-foreground">O vídeo desta aula ainda não está disponível.</p>
            )}

            {jumpTo ? <AutoJumpCard next={jumpTo} onGo={jumpNow} onCancel={cancelJump} /> : null}

            <div className="flex flex-wrap items-center gap-2">
              {canWatch ? (
                <Button
                  variant={lecture.has_watched ? 'solid' : 'outline'}
                  aria-pressed={lecture.has_watched}
                  onClick={() => void player.toggleWatched(lecture.id)}
                >
                  {lecture.has_watched ? 'Assistida' : 'Marcar como assistida'}
                </Button>
              ) : null}
              {isStudent ? (
                <Button
                  variant="outline"
                  aria-pressed={lecture.is_bookmarked}
                  onClick={() => void player.toggleBookmark(lecture.id)}
                >
                  {lecture.is_bookmarked ? 'Nos favoritos' : 'Salvar nos favoritos'}
                </Button>
              ) : null}
              <Button variant="ghost" onClick={() => setShortcutsOpen(true)}>
                Atalhos de teclado
              </Button>
            </div>

            <nav aria-label="Navegação entre aulas" className="flex justify-between gap-2">
              {place.previous ? (
                <FeatureLink
                  href={hrefOf(place.previous)}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  ← Aula anterior
                </FeatureLink>
              ) : (
                <span className="text-muted-foreground text-sm">Esta é a primeira aula</span>
              )}
              {place.next ? (
                <FeatureLink href={hrefOf(place.next)} className={buttonVariants({ size: 'sm' })}>
                  Próxima aula →
                </FeatureLink>
              ) : (
                <span className="text-muted-foreground text-sm">Esta é a última aula</span>
              )}
            </nav>

            <div className="flex flex-wrap gap-6">
              <Switch
                label="Reprodução automática"
                checked={preferences.auto_play}
                onCheckedChange={(checked) => void setPreference({ auto_play: checked })}
              />
              <Switch
                label="Ir para a próxima aula ao terminar"
                checked={preferences.auto_jump}
                onCheckedChange={(checked) => void setPreference({ auto_jump: checked })}
              />
            </div>

            {toc.length > 0 ? (
              <nav aria-label="Nesta aula" className="border-border rounded-lg border p-4">
                <h2 className="mb-2 text-sm font-semibold">Nesta aula</h2>
                <ol className="flex flex-col gap-1 text-sm">
                  {toc.map((entry) => (
                    <li key={entry.id} className={entry.level > 2 ? 'pl-4' : undefined}>
                      <a href={`#${entry.id}`} className="hover:underline">
                        {entry.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <RichText html={lecture.description} className="aula-prose flex flex-col gap-3" />

            <LectureComments
              lectureId={lecture.id}
              canComment={!!player.product?.can_comment && isStudent}
              signedIn={!!user}
              onFailure={onFailure}
              now={now}
            />
          </article>
        ) : (
          <div className="flex flex-col gap-4">
            <h1
              id="titulo-da-aula"
              ref={heading}
              tabIndex={-1}
              className="text-2xl font-bold outline-none"
            >
              {course.title}
            </h1>
            <EmptyState
              level={2}
              title="Aula não encontrada"
              description={`O curso ${course.title} não tem uma aula ${position}.`}
              action={
                first ? (
                  <FeatureLink href={hrefOf(first)} className={buttonVariants({})}>
                    Ir para a primeira aula
                  </FeatureLink>
                ) : null
              }
            />
          </div>
        )}
      </div>
      <ShortcutSheet open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </div>
  );
}
