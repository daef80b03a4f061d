import type { CourseSummary, Product } from '@aula/contract';
import { offerLinkFor } from '@aula/contract/site';
import {
  buttonVariants,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  Progress,
  Skeleton,
} from '@aula/ui';
import type { ReactNode } from 'react';
import { useApiQuery } from '../api/hooks';
import { countLabel } from '../i18n/plural';
import { CoverImage } from '../shared/cover-image';
import { LoadingBlock, QueryState, Skeletons } from '../shared/query-state';
import { catalogueQuery } from './queries';

export interface CourseLinkProps {
  href: string;
  className?: string;
  /** The full name ("Continuar React do zero"), as the visible text alone is ambiguous. */
  'aria-label'?: string;
  children: ReactNode;
}

export interface ProductCatalogueProps {
  /** Where a course card leads (the app owns its routes). */
  courseHref: (course: CourseSummary, product: Product) => string;
  /** Renders the card's link; the app passes its router's link. A plain anchor by default. */
  renderLink?: (props: CourseLinkProps) => ReactNode;
  /** The signed-in person's e-mail, passed to the checkout where the platform takes it. */
  email?: string | null | undefined;
  /** The viewer is an admin: every course opens in the player, nothing is offered to buy. */
  isAdmin?: boolean | undefined;
  /**
   * Every product, those without a course yet too (the "Cursos" catalogue); the home lists only
   * the products that have courses.
   */
  every?: boolean | undefined;
}

/** The catalogue's texts about buying (pt-BR). */
export const catalogueMessages = {
  buy: 'Comprar',
  buyLabel: (title: string) => `Comprar ${title}`,
  continue: 'Continuar',
  view: 'Ver curso',
  noCoursesYet: 'Os cursos deste produto estão a caminho.',
} as const;

const defaultLink = ({ children, ...props }: CourseLinkProps) => <a {...props}>{children}</a>;

const lecturesLabel = (n: number) => countLabel(n, 'aula', 'aulas');
const draftsLabel = (n: number) => countLabel(n, 'rascunho', 'rascunhos');
const coursesLabel = (n: number) => countLabel(n, 'curso', 'cursos');

/** A cover image: decorative (the title beside it names the thing), its box reserved (no shift). */
function CourseCard({
  course,
  href,
  renderLink,
  hasAccess,
}: {
  course: CourseSummary;
  href: string;
  renderLink: (props: CourseLinkProps) => ReactNode;
  /** The viewer may watch the course (its student, an admin): "Continuar" to the player. */
  hasAccess: boolean;
}) {
  const started = course.lectures_watched_count > 0;
  const action = hasAccess || started ? catalogueMessages.continue : catalogueMessages.view;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {course.cover_url ? <CoverImage src={course.cover_url} className="aspect-video" /> : null}
      <CardHeader>
        <CardTitle>{course.title}</CardTitle>
        {course.description ? <CardDescription>{course.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-2 text-sm">
        <span>
          {lecturesLabel(course.lectures_count)}
          {/* Admins only: drafts never count, so everyone reads the same total (ADR 009). */}
          {course.drafts_count ? ` · +${draftsLabel(course.drafts_count)}` : null}
        </span>
        {started ? (
          <Progress
            value={course.lectures_watched_percentage}
            size="sm"
            showValue
            label={`Progresso em ${course.title}`}
          />
        ) : null}
      </CardContent>
      <CardFooter>
        {renderLink({
          href,
          className: buttonVariants({
            variant: action === catalogueMessages.continue ? 'solid' : 'outline',
            size: 'sm',
          }),
          'aria-label': `${action} ${course.title}`,
          children: action,
        })}
      </CardFooter>
    </Card>
  );
}

function LoadingCatalogue() {
  return (
    <LoadingBlock label="Carregando cursos…" aria-live="polite" className="flex flex-col gap-4">
      <Skeleton shape="text" className="h-7 w-64" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeletons count={3} className="h-44" />
      </div>
    </LoadingBlock>
  );
}

/** The catalogue: each product with its courses, and the viewer's progress where there is some. */
export function ProductCatalogue({
  courseHref,
  renderLink = defaultLink,
  email = null,
  isAdmin = false,
  every = false,
}: ProductCatalogueProps) {
  const query = useApiQuery('listProducts', catalogueQuery);
  return (
    <QueryState
      query={query}
      loading={<LoadingCatalogue />}
      errorTitle="Não foi possível carregar os cursos."
    >
      {(data) => (
        <Catalogue
          products={data.data}
          courseHref={courseHref}
          renderLink={renderLink}
          email={email}
          isAdmin={isAdmin}
          every={every}
        />
      )}
    </QueryState>
  );
}

/**
 * A product's price text and "Comprar" to its checkout page (issue 37 §3, ADR 046), for a viewer
 * who is not its student; its student is offered nothing (their cards say "Continuar").
 */
function ProductOffer({
  product,
  email,
  hasAccess,
}: {
  product: Product;
  email: string | null | undefined;
  hasAccess: boolean;
}) {
  const price = product.offer?.price_text;
  const url = hasAccess ? null : product.offer?.offer_url;
  if (!price && !url) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {price ? <p className="text-lg font-bold">{price}</p> : null}
      {url ? (
        <a
          href={offerLinkFor(url, email)}
          rel="noopener"
          className={buttonVariants({ size: 'sm' })}
          aria-label={catalogueMessages.buyLabel(product.title)}
        >
          {catalogueMessages.buy}
        </a>
      ) : null}
    </div>
  );
}

function Catalogue({
  products: all,
  courseHref,
  renderLink,
  email,
  isAdmin,
  every,
}: Required<ProductCatalogueProps> & { products: Product[] }) {
  const products = every ? all : all.filter((p) => (p.courses ?? []).length > 0);
  if (products.length === 0) {
    return (
      <EmptyState
        level={2}
        title="Nenhum curso disponível ainda"
        description="Volte em breve: novos cursos estão a caminho."
      />
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {products.map((product) => (
        <section
          key={product.id}
          aria-labelledby={`produto-${product.id}`}
          className="flex flex-col gap-4"
        >
          <div className="flex items-start gap-4">
            {product.cover_url ? (
              <CoverImage
                src={product.cover_url}
                className="aspect-square w-20 shrink-0 rounded-lg"
              />
            ) : null}
            <div className="flex flex-col gap-1">
              <h2 id={`produto-${product.id}`} className="text-2xl font-bold">
                {product.title}
              </h2>
              <p className="text-muted-foreground text-sm">{coursesLabel(product.courses_count)}</p>
              {product.description ? (
                <p className="text-muted-foreground">{product.description}</p>
              ) : null}
              <ProductOffer
                product={product}
                email={email}
                hasAccess={isAdmin || product.is_enrolled === true}
              />
            </div>
          </div>
          {(product.courses ?? []).length === 0 ? (
            <p className="text-muted-foreground text-sm">{catalogueMessages.noCoursesYet}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {(product.courses ?? []).map((course) => (
                <li key={course.id}>
                  <CourseCard
                    course={course}
                    href={courseHref(course, product)}
                    renderLink={renderLink}
                    hasAccess={isAdmin || product.is_enrolled === true}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
