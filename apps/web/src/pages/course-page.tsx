import { CourseEntry, CoursePlayer, ErrorPage, useHydrated, useSession } from '@aula/features';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { prefetchAnnouncedWhenIdle } from '../app/prefetch-when-idle';
import { reportError } from '../observability/report';
import { NOT_FOUND_TITLE, PageTitle } from '../routes/page-title';
import { COURSE_SLUG, paths, pathTo } from '../routes/paths';
import { certificateLinks } from './certificates/links';

const lectureHref = (course: { slug: string }, lecture: { position: number }) =>
  pathTo('course-aula-lecture', { course: course.slug, lecture: lecture.position });

export interface CourseViewProps {
  /** The path's course slug, already checked against `COURSE_SLUG`. */
  course: string;
  /** The path's lecture position, on a lecture's address. */
  lecture: string | undefined;
  pathname: string;
  /** The address with its query (and fragment), where login brings the person back. */
  here: string;
  user: { is_admin: boolean; email: string } | null | undefined;
  onNavigate: (href: string, options?: { replace?: boolean }) => void;
}

/**
 * The course's page for a viewer: what the app renders at `/{course}` and `/{course}/aula/{n}`, and
 * what the server renders for a guest's lecture (guest-pages.tsx), so both make the same markup.
 */
export function CourseView({ course, lecture, pathname, here, user, onNavigate }: CourseViewProps) {
  const player = (
    <CoursePlayer
      slug={course}
      lectureParam={lecture}
      path={pathname}
      lectureHref={lectureHref}
      onNavigate={onNavigate}
      // The locked lecture's call to enroll leads to the course's sales page (issue 37 §3).
      enrollHref={pathTo('course', { course })}
      loginHref={pathTo('login', undefined, { redirect: here })}
      homeHref={pathTo('index')}
      onFailure={(error, context) => reportError(error, { feature: 'player', ...context })}
      certificateLinks={certificateLinks}
    />
  );
  // A lecture's own address is the player (a free lecture plays for anyone; a locked one says why).
  return (
    <CourseEntry
      atLecture={lecture !== undefined}
      slug={course}
      isAdmin={user?.is_admin === true}
      email={user?.email}
      boughtHref={
        user ? pathTo('eu-acesso-vitalicio') : pathTo('login', undefined, { redirect: here })
      }
      lectureHref={(free) => pathTo('course-aula-lecture', { course, lecture: free.position })}
    >
      {player}
    </CourseEntry>
  );
}

/**
 * `/{course}`: the sales page for a guest or a person without access, else the player;
 * `/{course}/aula/{lecture}`: the course player.
 */
export default function CoursePage() {
  const { course = '', lecture } = useParams();
  const { pathname, search, hash } = useLocation();
  // The link's `#comentario-7` comes back after login too. Not while a guest's lecture rendered
  // by the server is taken over: the server never sees the fragment (ADR 051's same markup).
  const fragment = useHydrated() ? hash : '';
  const navigate = useNavigate();
  const { user } = useSession();
  const onNavigate = useCallback(
    (href: string, options?: { replace?: boolean }) => navigate(href, options),
    [navigate],
  );
  const atLecture = lecture !== undefined;
  // A lecture opened by an in-app link (a guest from the home page's free lectures): its intent's
  // code (hls.js), which the first page's HTML named for this pattern, is prefetched as the
  // lecture page's own HTML would have had it (ADR 038), so that a tap plays without it.
  useEffect(
    () => (atLecture ? prefetchAnnouncedWhenIdle(paths['course-aula-lecture']) : undefined),
    [atLecture],
  );
  // A slug the API could never have is the 404 page without asking it.
  if (!COURSE_SLUG.test(course)) {
    return (
      <>
        <PageTitle name={NOT_FOUND_TITLE} />
        <ErrorPage status={404} path={pathname} homeHref={pathTo('index')} />
      </>
    );
  }
  return (
    <CourseView
      course={course}
      lecture={lecture}
      pathname={pathname}
      here={`${pathname}${search}${fragment}`}
      user={user}
      onNavigate={onNavigate}
    />
  );
}
