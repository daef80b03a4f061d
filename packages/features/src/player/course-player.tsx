import type { Course, Lecture } from '@aula/contract';
import { isApiError, lecturePageTitle } from '@aula/contract/site';
import { Button, buttonVariants, EmptyState } from '@aula/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../auth/use-session';
import {
  CourseCertificateBanner,
  type CourseCertificateLinks,
} from '../certificates/course-certificate-banner';
import { LoadError } from '../forms/load-error';
import { FeatureLink } from '../navigation/link';
import { useHydrated } from '../shared/use-hydrated';
import { prefetch, WhenOpen } from '../shared/when-open';
import { ErrorPage } from '../shell/error-page';
import { useAfterFirstPaint } from './after-paint';
import { CommentsLoading } from './comments-loading';
import { CourseRepositories } from './course-repositories';
import { CourseSidebar } from './course-sidebar';
import {
  useAutoJump,
  useHasFinePointer,
  useHeadingFocus,
  useOpenSections,
  usePlayerPreferences,
  useRecordOpen,
  useReleaseClock,
  useWideViewport,
} from './lecture-hooks';
import {
  LectureActions,
  LectureContents,
  LectureHeader,
  LectureNavigation,
  LectureNotFound,
  PreferenceSwitches,
} from './lecture-parts';
import { LectureVideo } from './lecture-video';
import { loadDialogs } from './load-dialogs';
import { AutoJumpCard, EnrollCallToAction, PlayerSkeleton, ScheduledNotice } from './player-parts';
import { RichText, tableOfContents } from './rich-text';
import {
  canonicalPosition,
  lectureView,
  locateLecture,
  parsePosition,
  resumeLecture,
  showsProgress,
} from './rules';
import { toggleCaptions } from './use-captions';
import { type FailureReporter, useCoursePlayer } from './use-course-player';
import { usePlayerShortcuts } from './use-shortcuts';

/**
 * The comments, below the lecture, come in a chunk of their own, asked for once the player has
 * painted (issue 21, ADR 029): the course page's first download and first paint leave them out.
 */
const loadComments = () => import('./lecture-comments');
const LectureComments = lazy(() =>
  loadComments().then((module) => ({ default: module.LectureComments })),
);

const CourseDrawer = lazy(() => loadDialogs().then((module) => ({ default: module.CourseDrawer })));
const ShortcutSheet = lazy(() =>
  loadDialogs().then((module) => ({ default: module.ShortcutSheet })),
);

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
  /**
   * Where the enroll call-to-action leads: an address, or one built from the course's product
   * (the app's subscriptions page with `?produto=<slug>`, ADR 012).
   */
  enrollHref: string | ((product: Course['product']) => string);
  loginHref: string;
  homeHref?: string;
  /** Where failed watch/bookmark/progress calls are reported (they change nothing on screen). */
  onFailure?: FailureReporter | undefined;
  /** The clock (stories and tests pass a fixed one). */
  now?: () => Date;
  /** The certificate's links (ADR 043); absent: the player shows no congratulation. */
  certificateLinks?: CourseCertificateLinks | undefined;
}

const systemNow = () => new Date();

/** The course player: sidebar, the lecture (video, actions, description) and its comments. */
export function CoursePlayer(props: CoursePlayerProps) {
  const { slug, lectureParam, path, lectureHref, onNavigate, homeHref = '/' } = props;
  const player = useCoursePlayer(slug, props.onFailure, lectureParam);
  const { course } = player;
  // What a lecture shows depends on who is looking: until the session is known, nothing is
  // guessed (no guest switches or sign-in link flashing for a signed-in student).
  const session = useSession();

  // `/{course}` alone opens where the student left off (else the first lecture).
  const resume = course && lectureParam === undefined ? resumeLecture(course) : null;
  useEffect(() => {
    if (course && resume) onNavigate(lectureHref(course, resume), { replace: true });
  }, [course, resume, onNavigate, lectureHref]);
  // `/aula/abc` and `/aula/0` open lecture 1 (the spec's fallback) under lecture 1's own URL.
  const canonical = canonicalPosition(lectureParam);
  useEffect(() => {
    if (course && canonical) {
      onNavigate(lectureHref(course, { position: Number(canonical) }), { replace: true });
    }
  }, [course, canonical, onNavigate, lectureHref]);

  if (player.isLoading || session.status === 'unknown') return <PlayerSkeleton />;
  if (isApiError(player.error) && player.error.status === 404) {
    return <ErrorPage status={404} path={path} homeHref={homeHref} />;
  }
  // A background read that fails (focus, another lecture) leaves the course on screen: SWR keeps
  // the data and retries. Only a course that is gone (404 above) or never came is an error.
  if (!course) {
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

/** One lecture of a loaded course: the composition of the player's hooks and parts. */
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
  certificateLinks,
}: CoursePlayerProps & { course: Course; position: number; player: Player }) {
  const { user } = useSession();
  const painted = useAfterFirstPaint();
  const enroll = typeof enrollHref === 'function' ? enrollHref(course.product) : enrollHref;
  const place = useMemo(() => locateLecture(course, position), [course, position]);
  const { lecture } = place;
  const lectureId = lecture?.id ?? null;
  const [clock, onReleased] = useReleaseClock(now, lectureId);
  const view = lecture
    ? lectureView(lecture, user, {
        enrolled: course.is_enrolled,
        canComment: player.product?.can_comment,
        now: clock,
      })
    : null;
  const tracks = view?.tracks ?? false;
  // Stable while the course's slug is: the sidebar's hundred sections do not re-render on a toggle.
  const courseSlug = course.slug;
  const hrefOf = useCallback(
    (l: Lecture) => lectureHref({ slug: courseSlug }, l),
    [lectureHref, courseSlug],
  );
  const go = useCallback(
    (target: Lecture | null) => target && onNavigate(hrefOf(target)),
    [onNavigate, hrefOf],
  );

  const [openSections, setOpenSections] = useOpenSections(place.openSectionId);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const { preferences, setPreference } = usePlayerPreferences(user, onFailure);
  const heading = useHeadingFocus(lectureId);
  useRecordOpen(tracks, course.id, lectureId, player.recordProgress);
  const { toggleWatched, toggleBookmark, retry } = player;
  const jump = useAutoJump({
    lecture,
    next: place.next,
    enabled: preferences?.auto_jump ?? false,
    tracks,
    toggleWatched,
  });
  const jumpNow = useCallback(() => go(jump.target), [go, jump.target]);
  const finePointer = useHasFinePointer();
  const wide = useWideViewport();

  const video = useRef<HTMLVideoElement>(null);
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
        if (tracks && lectureId !== null) void toggleWatched(lectureId);
        break;
      case 'toggle-captions':
        if (v) toggleCaptions(v);
        break;
      case 'quality':
        // The quality menu, focused: the arrow keys then choose (only an HLS video with rungs).
        document.querySelector<HTMLSelectElement>('select[data-slot="video-quality"]')?.focus();
        break;
      case 'help':
        setShortcutsOpen(true);
        break;
    }
  });

  const sidebar = (
    <CourseSidebar
      course={course}
      currentLectureId={lectureId}
      openSections={openSections}
      onOpenSectionsChange={setOpenSections}
      lectureHref={hrefOf}
      now={clock}
      showProgress={showsProgress(user)}
    />
  );
  // The course's code, for whoever may watch it (issue 33, item 16): under the contents.
  const withRepositories = (
    <div className="flex flex-col gap-6">
      {sidebar}
      <CourseRepositories repositories={course.repositories} />
    </div>
  );
  const description = lecture?.description ?? null;
  // The description's headings, as RichText shows it (not on the server: ADR 051).
  const hydrated = useHydrated();
  const toc = useMemo(
    () => (hydrated ? tableOfContents(description) : []),
    [hydrated, description],
  );
  const first = course.sections.find((section) => section.lectures.length > 0)?.lectures[0];
  const title = lecturePageTitle(lecture?.title, course.title);

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <title>{title}</title>
      <aside className="hidden lg:block">
        {/* Rendered only where it shows: a phone's first paint does without it (ADR 029). */}
        {wide ? (
          <div className="sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto pr-1">
            {withRepositories}
          </div>
        ) : null}
      </aside>
      <div className="flex min-w-0 flex-col gap-6">
        <div className="lg:hidden">
          <Button
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            onPointerEnter={() => prefetch(loadDialogs)}
            onFocus={() => prefetch(loadDialogs)}
            onClick={() => setDrawerOpen(true)}
          >
            Conteúdo do curso
            {showsProgress(user) ? ` (${course.lectures_watched_percentage}%)` : null}
          </Button>
          <WhenOpen open={drawerOpen}>
            <CourseDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
              {withRepositories}
            </CourseDrawer>
          </WhenOpen>
        </div>

        {certificateLinks && user?.is_student ? (
          <CourseCertificateBanner
            courseId={course.id}
            courseTitle={course.title}
            completed={course.lectures_watched_percentage === 100}
            links={certificateLinks}
          />
        ) : null}

        {lecture && view ? (
          <article aria-labelledby="titulo-da-aula" className="flex flex-col gap-6">
            <LectureHeader
              courseTitle={course.title}
              lecture={lecture}
              total={course.lectures_count}
              headingRef={heading}
            />

            {view.stage === 'enroll' ? (
              <EnrollCallToAction enrollHref={enroll} loginHref={user ? null : loginHref} />
            ) : view.stage === 'scheduled' && lecture.scheduled_for ? (
              <ScheduledNotice
                scheduledFor={lecture.scheduled_for}
                now={now}
                onReleased={onReleased}
              />
            ) : view.stage === 'video' && lecture.video_url ? (
              <LectureVideo
                lectureId={lecture.id}
                title={lecture.title}
                src={lecture.video_url}
                autoPlay={preferences?.auto_play ?? false}
                onEnded={jump.onEnded}
                videoRef={video}
                onSourceFailed={retry}
                savedPosition={lecture.saved_position}
                onSavePosition={user?.is_student ? player.savePosition : undefined}
                poster={lecture.poster_url}
                storyboardUrl={lecture.storyboard_url}
                captions={lecture.captions}
                captionsOn={preferences?.captions_on ?? false}
                overlay={
                  jump.target ? (
                    <AutoJumpCard next={jump.target} onGo={jumpNow} onCancel={jump.cancel} />
                  ) : null
                }
              />
            ) : (
              <p className="text-muted-foreground">O vídeo desta aula ainda não está disponível.</p>
            )}

            {view.stage === 'enroll' ? null : (
              <LectureActions
                lecture={lecture}
                tracks={tracks}
                showShortcuts={finePointer}
                onToggleWatched={() => void toggleWatched(lecture.id)}
                onToggleBookmark={() => void toggleBookmark(lecture.id)}
                onShowShortcuts={() => setShortcutsOpen(true)}
              />
            )}
            <LectureNavigation previous={place.previous} next={place.next} hrefOf={hrefOf} />
            {view.stage === 'enroll' ? null : (
              <PreferenceSwitches
                preferences={preferences}
                guest={!user}
                onChange={(change) => void setPreference(change)}
              />
            )}
            <LectureContents entries={toc} />
            <RichText html={lecture.description} className="flex flex-col gap-3" />

            {view.comments === 'hidden' ? null : !painted ? (
              <CommentsLoading />
            ) : (
              <Suspense fallback={<CommentsLoading />}>
                <LectureComments
                  lectureId={lecture.id}
                  mode={view.comments}
                  asTeam={view.asTeam}
                  enrollHref={enroll}
                  onFailure={onFailure}
                  now={now}
                />
              </Suspense>
            )}
          </article>
        ) : (
          <LectureNotFound
            courseTitle={course.title}
            position={position}
            firstHref={first ? hrefOf(first) : null}
            headingRef={heading}
          />
        )}
      </div>
      <WhenOpen open={shortcutsOpen}>
        <ShortcutSheet open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      </WhenOpen>
    </div>
  );
}
