import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXTURE_NOW, makeScheduledLecture, mockEndpoint, mockState } from '../testing';
import { ScheduledLectures } from './scheduled-lectures';

const at = (days: number, hours: number) =>
  new Date(FIXTURE_NOW.getTime() + (days * 24 + hours) * 3_600_000).toISOString();
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
];

const meta = {
  title: 'features/lectures/ScheduledLectures',
  component: ScheduledLectures,
  args: { now: FIXTURE_NOW, lectureHref: (l) => `/${l.course.slug}/aula/${l.position}` },
  parameters: { msw: { handlers: [mockEndpoint('scheduledLectures', { data: lectures })] } },
} satisfies Meta<typeof ScheduledLectures>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by day, soonest first, each with its time and "em N dias". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const days = await canvas.findAllByRole('heading', { level: 2 });
    await expect(days).toHaveLength(2);
    const first = within(days[0]?.closest('section') as HTMLElement);
    const titles = first.getAllByRole('link').map((link) => link.textContent);
    await expect(titles).toEqual(['Suspense na prática', 'Transições']);
    await expect(first.getByRole('link', { name: 'Suspense na prática' })).toHaveAttribute(
      'href',
      '/react-do-zero/aula/7',
    );
    await expect(canvas.getByText(/em 3 dias/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockState.loading('scheduledLectures')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando aulas agendadas…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockState.empty('scheduledLectures')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma aula agendada')).toBeVisible();
  },
};

export const MalformedResponse: Story = {
  parameters: { msw: { handlers: [mockState.malformed('scheduledLectures')] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível carregar as aulas agendadas.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
  },
};
