import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadErrorStory } from '../../shared/query-state.story-helpers';
import { mockEndpoint, mockState, mswParameters } from '../../testing';
import { FIXTURE_NOW } from '../../testing/fixtures';
import { expectLinkTo } from '../../testing/story-expect';
import { AdminHome, homeMessages } from './admin-home';
import { makeAdminSummary } from './fixtures';

const hrefs = {
  students: '/admin/estudantes',
  newStudents: '/admin/estudantes?joined_from=2026-11-14',
  subscriptions: '/admin/estudantes?status=active',
  unanswered: '/admin/comentarios',
  releasing: '/aulas-agendadas',
  trials: '/admin/periodo-de-teste',
};

const meta = {
  title: 'features/admin/AdminHome',
  component: AdminHome,
  args: {
    hrefs,
    now: FIXTURE_NOW,
    lectureHref: (comment) => `/${comment.course.slug}/aula/${comment.lecture.position}`,
  },
  parameters: mswParameters(mockEndpoint('adminSummary', { data: makeAdminSummary() })),
} satisfies Meta<typeof AdminHome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure, formatted in pt-BR, links to its filtered list; the latest unanswered comments. */
export const Numbers: Story = {
  play: async ({ canvas }) => {
    const figures = within(await canvas.findByRole('list', { name: homeMessages.figures }));
    const expected: [string, string, string][] = [
      [homeMessages.students, '1.284', hrefs.students],
      [homeMessages.newStudents, '37', hrefs.newStudents],
      [homeMessages.subscriptions, '1.012', hrefs.subscriptions],
      [homeMessages.unanswered, '9', hrefs.unanswered],
      [homeMessages.releasing, '3', hrefs.releasing],
      [homeMessages.trials, '1', hrefs.trials],
    ];
    for (const [label, value, href] of expected) {
      const link = figures.getByRole('link', { name: new RegExp(`^${label} ${value}`) });
      await expect(link).toHaveAttribute('href', href);
    }
    const comments = canvas.getAllByTestId('unanswered-comment');
    await expect(comments).toHaveLength(2);
    const first = within(comments[0] as HTMLElement);
    await expect(first.getByText('Ana Beatriz Costa')).toBeVisible();
    await expect(first.getByText('há 2 horas')).toBeVisible();
    await expectLinkTo(first, 'React do zero › Listas e chaves', '/react-do-zero/aula/3');
    // The body is text: markup in it is shown, never run.
    const second = within(comments[1] as HTMLElement);
    await expect(
      second.getByText('O <script> do exemplo não roda no meu navegador.'),
    ).toBeVisible();
    await expect(second.getByText('há um dia')).toBeVisible();
    await expectLinkTo(canvas, homeMessages.seeAll, hrefs.unanswered);
  },
};

/** Nothing waits for an answer: zero, and a calm empty state. */
export const NoneUnanswered: Story = {
  parameters: mswParameters(
    mockEndpoint('adminSummary', {
      data: makeAdminSummary({ unanswered_comments_count: 0, latest_unanswered_comments: [] }),
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(homeMessages.emptyTitle)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: homeMessages.seeAll })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: mswParameters(mockState.loading('adminSummary')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('home-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = loadErrorStory(
  [mockState.error('adminSummary', 500, 'ServerErrorException')],
  homeMessages.loadError,
);
