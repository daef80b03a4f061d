import type { CourseSummary, Product } from '@aula/contract';
import { FIXTURE_NOW, makeProduct } from './fixtures';

/** Products of the admin stories. */
export const adminProducts: Product[] = [
  makeProduct({ id: 1, slug: 'formacao-front-end', title: 'Formação Front-end' }),
  makeProduct({ id: 2, slug: 'dados-com-python', title: 'Dados com Python' }),
];

let nextId = 500;

/** A course as the admin list sends it (ADR 016). */
export function makeAdminCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `curso-${id}`,
    title: `Curso ${id}`,
    description: null,
    cover_url: null,
    lectures_count: 8,
    lectures_watched_count: 0,
    lectures_watched_percentage: 0,
    last_lecture_id: null,
    product: { id: 1, slug: 'formacao-front-end', title: 'Formação Front-end' },
    students_count: 12,
    is_published: true,
    updated_at: FIXTURE_NOW.toISOString(),
    ...overrides,
  };
}

/** The admin list's demo rows. */
export function makeAdminCourses(): CourseSummary[] {
  return [
    makeAdminCourse({
      id: 7,
      slug: 'react-do-zero',
      title: 'React do zero',
      drafts_count: 1,
      students_count: 42,
    }),
    makeAdminCourse({
      id: 8,
      slug: 'typescript-na-pratica',
      title: 'TypeScript na prática',
      students_count: 30,
      updated_at: '2026-10-02T15:00:00.000Z',
    }),
    makeAdminCourse({
      id: 9,
      slug: 'sql-essencial',
      title: 'SQL essencial',
      product: { id: 2, slug: 'dados-com-python', title: 'Dados com Python' },
      lectures_count: 0,
      is_published: false,
      students_count: 5,
    }),
  ];
}
