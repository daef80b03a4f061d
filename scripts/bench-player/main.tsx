// The bench:player page: the real CoursePlayer (production build) on a course of 100 sections of
// 20 lectures, over an in-memory adapter that answers at once. What it measures is the interface's
// own cost (state update, render, paint), not the network.
import type { ApiAdapter } from '@aula/features';
import { ApiProvider, CoursePlayer } from '@aula/features';
import { makeCourse, makeProduct, makeUser, toSummary } from '@aula/features/testing';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { timeMount, timeToggle } from './timing';
import './styles.css';

// The course's shape from the address (`?sections=200&lectures=50`); 100 × 20 by default, a
// quarter of it watched.
const shape = new URLSearchParams(location.search);
const sectionCount = Number(shape.get('sections') ?? 100);
const lecturesPerSection = Number(shape.get('lectures') ?? 20);
const course = makeCourse(
  {
    id: 1,
    slug: 'curso-gigante',
    title: `Curso com ${sectionCount * lecturesPerSection} aulas`,
    last_lecture_id: null,
  },
  {
    sectionCount,
    lecturesPerSection,
    watched: Math.floor((sectionCount * lecturesPerSection) / 4),
  },
);
const product = makeProduct({ id: 1, slug: course.product.slug, courses: [toSummary(course)] });
const watched = new Set(
  course.sections
    .flatMap((s) => s.lectures)
    .filter((l) => l.has_watched)
    .map((l) => l.id),
);
const total =
  watched.size + course.sections.flatMap((s) => s.lectures).filter((l) => !l.has_watched).length;

/**
 * The course as the server would answer it now: a watch toggle changes it, so a revalidation
 * after a toggle answers what the toggle did (a stale answer made the count go back and forth,
 * and a toggle could then wait forever for its change).
 */
let current = course;
function withWatched(id: number, hasWatched: boolean) {
  const count = watched.size;
  current = {
    ...current,
    lectures_watched_count: count,
    lectures_watched_percentage: Math.round((count / total) * 100),
    sections: current.sections.map((section) =>
      section.lectures.some((l) => l.id === id)
        ? {
            ...section,
            lectures: section.lectures.map((l) =>
              l.id === id ? { ...l, has_watched: hasWatched } : l,
            ),
          }
        : section,
    ),
  };
}

const adapter = {
  me: async () => ({ data: makeUser({ id: 1, is_student: true }) }),
  courseBySlug: async () => ({ data: current }),
  productBySlug: async () => ({ data: product }),
  getPreferences: async () => ({ data: { auto_play: false, auto_jump: false } }),
  updateProgress: async () => undefined,
  lectureComments: async () => ({
    data: [],
    meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
  }),
  watchLecture: async ({ params }: { params: { id: number } }) => {
    if (watched.has(params.id)) watched.delete(params.id);
    else watched.add(params.id);
    withWatched(params.id, watched.has(params.id));
    return {
      data: {
        has_watched: watched.has(params.id),
        course_id: 1,
        lectures_watched_count: watched.size,
        lectures_watched_percentage: Math.round((watched.size / total) * 100),
      },
    };
  },
} as Partial<ApiAdapter> as ApiAdapter;

const PROGRESS = '[data-testid="progresso-do-curso"]';
/** The lecture opened: half-way through the course (1010 of 100 × 20's 2,000). */
const opened = Math.round(sectionCount * lecturesPerSection * 0.505);
window.bench = {
  /** Mount to the first paint of the lecture (heading and sidebar present). */
  mount: () =>
    timeMount(() =>
      createRoot(document.getElementById('root') as HTMLElement).render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <ApiProvider adapter={adapter}>
            <CoursePlayer
              slug="curso-gigante"
              lectureParam={String(opened)}
              path={`/curso-gigante/aula/${opened}`}
              lectureHref={(c, l) => `#/${c.slug}/aula/${l.position}`}
              onNavigate={() => {}}
              enrollHref="#"
              loginHref="#"
            />
          </ApiProvider>
        </SWRConfig>,
      ),
    ),
  /** One click on the watch button, timed as timing.ts says. */
  toggle: () => timeToggle(PROGRESS),
};
