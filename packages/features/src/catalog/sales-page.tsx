import { type Course, type Lecture, offerLinkFor } from '@aula/contract';
import { Badge, buttonVariants } from '@aula/ui';
import type { ReactNode } from 'react';
import { useApiQuery } from '../api/hooks';
import { formatDuration } from '../lectures/free-lectures';
import { FeatureLink } from '../navigation/link';
import { LoadingBlock, Skeletons } from '../shared/query-state';

/** The texts of a course's sales page (pt-BR). */
export const salesPageMessages = {
  buy: 'Comprar',
  bought: 'Já comprei',
  boughtSignIn: 'Já comprei: entrar',
  boughtCode: 'Já comprei: usar o código do pedido',
  noOffer: 'As vendas deste curso estão fechadas no momento.',
  inside: 'O que tem dentro',
  free: 'Gratuita',
  watchFree: (title: string) => `Assistir à aula gratuita ${title}`,
  lectures: (count: number) => (count === 1 ? '1 aula' : `${count} aulas`),
  product: (title: string) => `Parte de ${title}`,
} as const;

export interface SalesPageProps {
  course: Course;
  /** The signed-in person's e-mail, passed to the checkout where the platform takes it. */
  email?: string | null | undefined;
  /** Where "Já comprei" leads: sign-in for a guest, the order code for a signed-in person. */
  boughtHref: string;
  /** Where a free lecture plays. */
  lectureHref: (lecture: Lecture) => string;
}

/**
 * A course as a guest or a person without access meets it (issue 37 §3, ADR 041): its cover and
 * description, what is inside (sections, lectures and durations; free lectures playable), the
 * price text the seller wrote and "Comprar" to the product's checkout page with the person's
 * e-mail where the platform takes it, and "Já comprei" to sign-in or to the order code.
 */
export function SalesPage({ course, email, boughtHref, lectureHref }: SalesPageProps) {
  const offer = course.offer;
  const total = course.sections.reduce((sum, section) => sum + section.lectures.length, 0);
  const seconds = course.sections
    .flatMap((section) => section.lectures)
    .reduce((sum, lecture) => sum + (lecture.duration_seconds ?? 0), 0);
  return (
    <article
      className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8"
      data-testid="sales-page"
    >
      <header className="grid gap-6 md:grid-cols-[1fr_18rem] md:items-start">
        <div className="flex flex-col gap-3">
          {course.product ? (
            <p className="text-muted-foreground text-sm">
              {salesPageMessages.product(course.product.title)}
            </p>
          ) : null}
          <h1 className="text-3xl font-bold text-balance">{course.title}</h1>
          {course.description ? (
            <p className="text-muted-foreground whitespace-pre-line">{course.description}</p>
          ) : null}
          <p className="text-sm">
            {salesPageMessages.lectures(total)}
            {seconds > 0 ? ` · ${formatDuration(seconds)}` : ''}
          </p>
        </div>
        <div className="bg-card flex flex-col gap-3 rounded-lg border p-4">
          {course.cover_url ? (
            <img
              src={course.cover_url}
              alt=""
              width={288}
              height={162}
              className="aspect-video w-full rounded object-cover"
            />
          ) : null}
          {offer?.price_text ? (
            <p className="text-2xl font-bold" data-testid="sales-price">
              {offer.price_text}
            </p>
          ) : null}
          {offer?.offer_url ? (
            <a
              href={offerLinkFor(offer.offer_url, email)}
              rel="noopener"
              className={buttonVariants({ size: 'lg' })}
            >
              {salesPageMessages.buy}
            </a>
          ) : (
            <p className="text-muted-foreground text-sm">{salesPageMessages.noOffer}</p>
          )}
          <FeatureLink href={boughtHref} className={buttonVariants({ variant: 'outline' })}>
            {salesPageMessages.bought}
          </FeatureLink>
        </div>
      </header>
      <section aria-labelledby="sales-inside" className="flex flex-col gap-4">
        <h2 id="sales-inside" className="text-2xl font-bold">
          {salesPageMessages.inside}
        </h2>
        {course.sections.map((section) => (
          <section key={section.id} aria-label={section.title} className="rounded-lg border">
            <h3 className="border-b px-4 py-2 font-medium">{section.title}</h3>
            <ul className="divide-y">
              {section.lectures.map((lecture) => (
                <li key={lecture.id} className="flex items-center gap-3 px-4 py-2 text-sm">
                  <span className="flex-1">
                    {lecture.is_free ? (
                      <FeatureLink
                        href={lectureHref(lecture)}
                        aria-label={salesPageMessages.watchFree(lecture.title)}
                        className="text-primary underline underline-offset-2"
                      >
                        {lecture.title}
                      </FeatureLink>
                    ) : (
                      lecture.title
                    )}
                  </span>
                  {lecture.is_free ? <Badge color="success">{salesPageMessages.free}</Badge> : null}
                  {lecture.duration_seconds !== null ? (
                    <span className="text-muted-foreground tabular-nums">
                      {formatDuration(lecture.duration_seconds)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </article>
  );
}

export interface CourseEntryProps extends Omit<SalesPageProps, 'course'> {
  slug: string;
  /** The signed-in person is an admin (who always gets the player). */
  isAdmin: boolean;
  /** The player, for whoever may watch the course (and for a course that fails to load). */
  children: ReactNode;
  /**
   * The address is a lecture's own (`/{course}/aula/{n}`): always the player, read by the player.
   * The page keeps this wrapper on both addresses, so moving from `/{course}` to the lecture it
   * resumes keeps the same player mounted (a remount dropped the course it had just read).
   */
  atLecture?: boolean;
}

/**
 * `/{course}`: the sales page for a guest or a person without access, the player for its students
 * and admins. The course read is the player's own (one SWR key), so the player opens at once.
 */
export function CourseEntry({
  slug,
  isAdmin,
  children,
  atLecture = false,
  ...sales
}: CourseEntryProps) {
  const query = useApiQuery('courseBySlug', atLecture ? null : { params: { slug } }, {
    revalidateOnFocus: true,
  });
  if (atLecture) return children;
  const course = query.data?.data;
  if (!course) {
    return query.isLoading ? (
      <LoadingBlock label="Carregando o curso…" className="mx-auto w-full max-w-4xl p-4">
        <Skeletons count={3} className="h-16" />
      </LoadingBlock>
    ) : (
      children
    );
  }
  if (course.is_enrolled || isAdmin) return children;
  return <SalesPage course={course} {...sales} />;
}
