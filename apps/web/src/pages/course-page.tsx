import { CoursePlayer, ErrorPage, useSession } from '@aula/features';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { reportError } from '../observability/report';
import { NOT_FOUND_TITLE, PageTitle } from '../routes/page-title';
import { COURSE_SLUG, pathTo } from '../routes/paths';
import { certificateLinks } from './certificates/links';

const lectureHref = (course: { slug: string }, lecture: { position: number }) =>
  pathTo('course-aula-lecture', { course: course.slug, lecture: lecture.position });

/** `/{course}` and `/{course}/aula/{lecture}`: the course player. */
export default function CoursePage() {
  const { course = '', lecture } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const onNavigate = useCallback(
    (href: string, options?: { replace?: boolean }) => navigate(href, options),
    [navigate],
  );
  const here = `${pathname}${search}`;
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
    <CoursePlayer
      slug={course}
      lectureParam={lecture}
      path={pathname}
      lectureHref={lectureHref}
      onNavigate={onNavigate}
      enrollHref={
        user
          ? (product) => pathTo('eu-assinaturas', undefined, { produto: product.slug })
          : pathTo('cadastrar', undefined, { redirect: here })
      }
      loginHref={pathTo('login', undefined, { redirect: here })}
      homeHref={pathTo('index')}
      onFailure={(error, context) => reportError(error, { feature: 'player', ...context })}
      certificateLinks={certificateLinks}
    />
  );
}
