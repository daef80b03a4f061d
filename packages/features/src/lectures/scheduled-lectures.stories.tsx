import type { ScheduledScope } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadErrorStory } from '../shared/query-state.story-helpers';
import {
  FIXTURE_NOW,
  makeScheduledLecture,
  mockEndpoint,
  mockState,
  mswParameters,
} from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { ScheduledLectures } from './scheduled-lectures';

const at = (days: number, hours: number, minutes = 0) =>
  new Date(FIXTURE_NOW.getTime() + ((days * 24 + hours) * 60 + minutes) * 60_000).toISOString();
const course = { id: 21, slug: 'react-do-zero', title: 'React do zero' };
const lectures = [
  makeScheduledLecture({
    id: 3,
    title: 'Server Components',
    position: 9,
    scheduled_for: at(3, 2),
    course,
  }),
  makeScheduledLecture({
    id: 1,
    title: 'Suspense na prática',
    position: 7,
    scheduled_for: at(1, 1),
    course,
  }),
  makeScheduledLecture({
    id: 2,
    title: 'Transições',
    position: 8,
    scheduled_for: at(1, 3),
    course,
  }),
  // The lecture's own countdown reads "Faltam 7 dias 18:27:00": the list must say 7 days too.
  makeScheduledLecture({
    id: 4,
    title: 'Ao vivo: revisão do projeto final',
    position: 10,
    scheduled_for: at(7, 18, 27),
    course,
  }),
];
const answer = (scope: ScheduledScope, data = lectures) => ({ data, meta: { scope } });

const meta = {
  title: 'features/lectures/ScheduledLectures',
  component: ScheduledLectures,
  args: {
    now: FIXTURE_NOW,
    lectureHref: (l) => `/${l.course.slug}/aula/${l.position}`,
    enrollHref: '/eu/assinaturas',
  },
  parameters: mswParameters(mockEndpoint('scheduledLectures', answer('enrolled'))),
} satisfies Meta<typeof ScheduledLectures>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A student's own courses: grouped by day, soonest first, each with its time and how long until
 * it, in whole days as the lecture's countdown counts them.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const days = await canvas.findAllByRole('heading', { level: 2 });
    await expect(days).toHaveLength(3);
    const first = within(days[0]?.closest('section') as HTMLElement);
    const titles = first.getAllByRole('link').map((link) => link.textContent);
    await expect(titles).toEqual(['Suspense na prática', 'Transições']);
    await expectLinkTo(first, 'Suspense na prática', '/react-do-zero/aula/7');
    await expect(canvas.getByText(/em 3 dias/)).toBeVisible();
    await expect(canvas.getByText(/em 7 dias/)).toBeVisible();
    await expect(canvas.queryByText(/em 8 dias/)).not.toBeInTheDocument();
    await expect(
      canvas.getByText('As próximas aulas a serem liberadas nos seus cursos.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Quero me matricular' })).toBeNull();
  },
};

/**
 * A signed-in person enrolled in no product: the catalogue's upcoming lectures, said to be the
 * catalogue's (never "nos seus cursos"), and an invitation to enroll.
 */
export const NotEnrolled: Story = {
  parameters: mswParameters(mockEndpoint('scheduledLectures', answer('catalogue'))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/no catálogo da Aula/)).toBeVisible();
    await expect(canvas.queryByText(/nos seus cursos/)).toBeNull();
    await expectLinkTo(canvas, 'Quero me matricular', '/eu/assinaturas');
    await expect(canvas.getByRole('link', { name: 'Suspense na prática' })).toBeVisible();
  },
};

/** The admin: every course's scheduled lectures, no invitation to enroll. */
export const Admin: Story = {
  parameters: mswParameters(mockEndpoint('scheduledLectures', answer('all'))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/em todos os cursos/)).toBeVisible();
    await expect(canvas.queryByText(/nos seus cursos/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Quero me matricular' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: mswParameters(mockState.loading('scheduledLectures')),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando aulas agendadas…')).toBeInTheDocument();
    await expect(canvas.queryByText(/nos seus cursos/)).toBeNull();
  },
};

export const Empty: Story = {
  parameters: mswParameters(mockEndpoint('scheduledLectures', answer('enrolled', []))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma aula agendada nos seus cursos')).toBeVisible();
  },
};

/** Nothing scheduled in the whole catalogue, for a person enrolled nowhere: still the invitation. */
export const EmptyNotEnrolled: Story = {
  parameters: mswParameters(mockEndpoint('scheduledLectures', answer('catalogue', []))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma aula agendada no catálogo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Quero me matricular' })).toBeVisible();
  },
};

export const MalformedResponse: Story = loadErrorStory(
  [mockState.malformed('scheduledLectures')],
  'Não foi possível carregar as aulas agendadas.',
);
