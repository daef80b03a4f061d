import { isApiError } from '@aula/contract';
import { ErrorPage, FeatureLink, PageLoading, useApiQuery } from '@aula/features';
import { buttonVariants, EmptyState } from '@aula/ui';
import { useLocation, useParams } from 'react-router';
import { pathTo } from '../routes/route-table';

/**
 * The course routes, until the player arrives (issue 7): an unknown course is the 404 page; a
 * known one says the player is on its way.
 */
export default function CoursePage() {
  const { course = '' } = useParams();
  const { pathname } = useLocation();
  const valid = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(course);
  const { data, error, isLoading, mutate } = useApiQuery(
    'courseBySlug',
    valid ? { params: { slug: course } } : null,
  );
  if (!valid || (isApiError(error) && error.status === 404))
    return <ErrorPage status={404} path={pathname} />;
  if (isLoading) return <PageLoading />;
  if (error || !data)
    return (
      <ErrorPage
        status={isApiError(error) ? error.status || 500 : 500}
        onRetry={() => void mutate()}
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{data.data.title}</h1>
      <EmptyState
        level={2}
        title="O player deste curso está chegando"
        description="Em breve você assiste às aulas aqui."
        action={
          <FeatureLink href={pathTo('index')} className={buttonVariants({ variant: 'outline' })}>
            Voltar para os cursos
          </FeatureLink>
        }
      />
    </div>
  );
}
