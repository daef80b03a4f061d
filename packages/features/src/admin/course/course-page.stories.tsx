import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockEndpoint, mockState } from '../../testing';
import { errorResponse } from '../../testing/mock';
import { CourseOverview, overviewMessages } from './course-overview';
import { COURSE_TABS, CoursePage, coursePageMessages } from './course-page';

/** What a tab's page puts inside the frame. */
const tabBody = (name: string) => <p>{`Conteúdo da aba ${name}`}</p>;

import { expectLinkTo } from '../../testing/story-expect';
import { makeCourseOverview } from './fixtures';

const hrefs = {
  overview: '/admin/cursos/1',
  content: '/admin/cursos/1/conteudo',
  students: '/admin/cursos/1/alunos',
  repositories: '/admin/cursos/1/repositorios',
  basics: '/admin/cursos/1/informacoes-basicas',
};
const base = [csrfCookieHandler, meHandlers.user()];
const overview = (o = makeCourseOverview()) => mockEndpoint('courseOverview', { data: o });

const meta = {
  title: 'features/admin/CoursePage',
  component: CoursePage,
  args: {
    courseId: 1,
    current: 'overview',
    hrefs,
    coursesHref: '/admin/cursos',
    playerHref: (slug: string) => `/${slug}/aula/1`,
    children: <CourseOverview courseId={1} />,
  },
  parameters: { msw: { handlers: [...base, overview()] } },
} satisfies Meta<typeof CoursePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabsNav = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: coursePageMessages.tabs }));

/** The header (title, Publicado, "Ver como aluno" to the player), the trail, the tabs and the overview's numbers. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'React do zero' }),
    ).toBeVisible();
    await expect(canvas.getByText(coursePageMessages.published)).toBeVisible();
    const student = canvas.getByRole('link', { name: coursePageMessages.viewAsStudent });
    await expect(student).toHaveAttribute('href', '/react-do-zero/aula/1');
    await expect(student).not.toHaveAttribute('target');
    const trail = within(canvas.getByRole('navigation', { name: coursePageMessages.trail }));
    await expectLinkTo(trail, 'Cursos', '/admin/cursos');
    const tabs = tabsNav(canvas);
    await expect(tabs.getAllByRole('link')).toHaveLength(COURSE_TABS.length);
    await expect(tabs.getByRole('link', { name: 'Visão geral' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectLinkTo(tabs, 'Conteúdo', hrefs.content);
    await expect(tabs.getByRole('link', { name: 'Conteúdo' })).not.toHaveAttribute('aria-current');
    await expect(
      await canvas.findByRole('heading', { name: overviewMessages.title }),
    ).toBeVisible();
    const items = canvas.getAllByTestId('overview-item');
    await expect(items.map((item) => item.textContent)).toEqual([
      `${overviewMessages.sections}3`,
      `${overviewMessages.published}8`,
      `${overviewMessages.drafts}1`,
      `${overviewMessages.scheduled}1${overviewMessages.scheduledHint}`,
      `${overviewMessages.students}2`,
      `${overviewMessages.progress}50%`,
      `${overviewMessages.comments}6${overviewMessages.commentsHint}`,
    ]);
  },
};

/** A course with no published lecture is a draft. */
export const Draft: Story = {
  parameters: {
    msw: {
      handlers: [
        ...base,
        overview(
          makeCourseOverview({
            course: { id: 1, slug: 'react-do-zero', title: 'React do zero', is_published: false },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(coursePageMessages.draft)).toBeVisible();
    await expect(canvas.queryByText(coursePageMessages.published)).toBeNull();
  },
};

/** Another tab is the current one: only it carries `aria-current`, and its page shows inside. */
export const ContentTabCurrent: Story = {
  args: { current: 'content', children: tabBody('Conteúdo') },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'React do zero' });
    const tabs = tabsNav(canvas);
    const current = tabs
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current.map((link) => link.textContent)).toEqual(['Conteúdo']);
    await expect(canvas.getByText('Conteúdo da aba Conteúdo')).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: coursePageMessages.trail })).getByText(
        'Conteúdo',
      ),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The repositories tab is current. */
export const RepositoriesTabCurrent: Story = {
  args: { current: 'repositories', children: tabBody('Repositórios') },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'React do zero' });
    const tabs = tabsNav(canvas);
    await expect(tabs.getByRole('link', { name: 'Repositórios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: 'Visão geral' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Waiting for the course: skeletons, marked busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...base, mockState.loading('courseOverview')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('course-page-loading')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** An unknown id: "Curso não encontrado" and a way back to the list. */
export const NotFound: Story = {
  parameters: {
    msw: { handlers: [...base, mockState.error('courseOverview', 404, undefined)] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: coursePageMessages.notFoundTitle }),
    ).toBeVisible();
    await expectLinkTo(canvas, coursePageMessages.backToCourses, '/admin/cursos');
    await expect(canvas.queryByRole('navigation', { name: coursePageMessages.tabs })).toBeNull();
  },
};

/** An id that is not a number in the URL: not found, without asking the server. */
export const InvalidId: Story = {
  args: { courseId: 0 },
  parameters: { msw: { handlers: [...base, mockState.error('courseOverview', 500)] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: coursePageMessages.notFoundTitle }),
    ).toBeVisible();
  },
};

/** The read fails (GETs are retried twice on a 5xx first): the error with "Tentar de novo". */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [...base, mockState.error('courseOverview', 500, 'ServerErrorException')],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(coursePageMessages.loadError, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
  },
};

/** The overview alone while it loads (the header is already on screen in the app). */
export const OverviewLoading: Story = {
  render: () => <CourseOverview courseId={1} />,
  parameters: { msw: { handlers: [...base, mockState.loading('courseOverview')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('overview-loading')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('heading', { name: overviewMessages.title })).toBeVisible();
  },
};

let overviewFails = true;
/** The overview's read fails, then "Tentar de novo" brings the numbers. */
export const OverviewRetry: Story = {
  render: () => <CourseOverview courseId={1} />,
  beforeEach: () => {
    overviewFails = true;
  },
  parameters: {
    msw: {
      handlers: [
        ...base,
        mockEndpoint('courseOverview', () => {
          if (overviewFails) return errorResponse(500, 'ServerErrorException');
          return { data: makeCourseOverview() };
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(overviewMessages.loadError, {}, { timeout: 5000 }),
    ).toBeVisible();
    overviewFails = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(await canvas.findAllByTestId('overview-item')).toHaveLength(7);
  },
};
