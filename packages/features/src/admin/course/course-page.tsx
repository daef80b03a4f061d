import { isApiError } from '@aula/contract';
import { Badge, buttonVariants } from '@aula/ui';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../api/hooks';
import { FeatureLink } from '../../navigation/link';
import { RecordPage } from '../layout/record-page';

/** The course page's tabs, each a child route of `/admin/cursos/{id}`, in the order shown. */
export const COURSE_TABS = [
  { name: 'overview', label: 'Visão geral' },
  { name: 'content', label: 'Conteúdo' },
  { name: 'students', label: 'Alunos' },
  { name: 'repositories', label: 'Repositórios' },
  { name: 'basics', label: 'Informações básicas' },
] as const;

export type CourseTabName = (typeof COURSE_TABS)[number]['name'];
/** Where each tab lives; the app owns its routes and passes their paths. */
export type CourseTabHrefs = Record<CourseTabName, string>;

export const coursePageMessages = {
  published: 'Publicado',
  draft: 'Rascunho',
  viewAsStudent: 'Ver como aluno',
  tabs: 'Seções do curso',
  trail: 'Trilha',
  courses: 'Cursos',
  notFoundTitle: 'Curso não encontrado',
  notFoundDescription: 'Este curso não existe ou foi excluído.',
  backToCourses: 'Voltar para os cursos',
  loadError: 'Não foi possível carregar o curso.',
} as const;

/** The read the header and the "Visão geral" tab share (one request, SWR dedupes it). */
export const courseOverviewInput = (courseId: number) => ({ params: { id: courseId } });

export interface CoursePageProps {
  courseId: number;
  /** The tab being shown (marked `aria-current="page"`). */
  current: CourseTabName;
  hrefs: CourseTabHrefs;
  /** The course list (`/admin/cursos`), for the trail and the "not found" state. */
  coursesHref: string;
  /** The player's first lecture of the course (`/{slug}/aula/1`). */
  playerHref: (slug: string) => string;
  /**
   * The trail above the title; by default a plain `nav` "Cursos › {title} › {tab}" (the admin
   * frame's breadcrumbs replace it).
   */
  trail?: (title: string) => ReactNode;
  children: ReactNode;
}

/**
 * The admin course page (ADR 017): its header (title, publicado/rascunho, "Ver como aluno") and
 * the tabs, which are links to child routes, so that the URL, back and forward follow them.
 */
export function CoursePage({
  courseId,
  current,
  hrefs,
  coursesHref,
  playerHref,
  trail,
  children,
}: CoursePageProps) {
  // An id no course can have (`/admin/cursos/abc`) is not asked for: it is not found.
  const validId = Number.isInteger(courseId) && courseId > 0;
  const read = useApiQuery('courseOverview', validId ? courseOverviewInput(courseId) : null);
  const tabLabel = COURSE_TABS.find((tab) => tab.name === current)?.label ?? '';
  return (
    <RecordPage
      read={read}
      notFound={!validId || (isApiError(read.error) && read.error.status === 404)}
      messages={{ ...coursePageMessages, back: coursePageMessages.backToCourses }}
      listHref={coursesHref}
      tabs={{ label: coursePageMessages.tabs, tabs: COURSE_TABS, current, hrefs }}
      loadingTestId="course-page-loading"
      trail={({ data: { course } }) =>
        trail ? (
          trail(course.title)
        ) : (
          <nav aria-label={coursePageMessages.trail}>
            <ol className="text-muted-foreground flex flex-wrap items-center gap-1 text-sm">
              <li>
                <FeatureLink href={coursesHref} className="hover:underline">
                  {coursePageMessages.courses}
                </FeatureLink>
              </li>
              <li aria-hidden="true">›</li>
              <li>
                <FeatureLink href={hrefs.overview} className="hover:underline">
                  {course.title}
                </FeatureLink>
              </li>
              <li aria-hidden="true">›</li>
              <li aria-current="page">{tabLabel}</li>
            </ol>
          </nav>
        )
      }
      header={({ data: { course } }) => (
        <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold">{course.title}</h1>
            <Badge color={course.is_published ? 'success' : 'neutral'} size="sm">
              {course.is_published ? coursePageMessages.published : coursePageMessages.draft}
            </Badge>
          </div>
          <FeatureLink
            href={playerHref(course.slug)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {coursePageMessages.viewAsStudent}
          </FeatureLink>
        </header>
      )}
    >
      {children}
    </RecordPage>
  );
}
