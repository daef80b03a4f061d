import type { CourseOverview, CourseRepository } from '@aula/contract';

/** The overview of "React do zero" as the stories and the msw default show it. */
export function makeCourseOverview(overrides: Partial<CourseOverview> = {}): CourseOverview {
  return {
    course: { id: 1, slug: 'react-do-zero', title: 'React do zero', is_published: true },
    sections_count: 3,
    lectures_published_count: 8,
    lectures_draft_count: 1,
    lectures_scheduled_count: 1,
    students_count: 2,
    average_progress_percentage: 50,
    comments_this_week_count: 6,
    ...overrides,
  };
}

export const repositoryFixtures: CourseRepository[] = [
  {
    id: 1,
    course_id: 1,
    name: 'Projeto final',
    url: 'https://github.com/aula-dev/react-do-zero',
    description: 'O projeto que construímos ao longo do curso.',
    created_at: '2026-01-10T12:00:00.000Z',
  },
  {
    id: 2,
    course_id: 1,
    name: 'Exercícios',
    url: 'https://github.com/aula-dev/react-do-zero-exercicios',
    description: null,
    created_at: '2026-01-11T12:00:00.000Z',
  },
];
