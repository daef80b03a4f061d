import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { csrfCookieHandler, mockEndpoint } from '../../testing';
import { loadFailedStory, loadingTableStory } from '../list/drawer-list-stories';
import { studentCourses } from './fixtures';
import { StudentCourses, studentCoursesMessages } from './student-courses';

const meta = {
  title: 'features/admin/StudentCourses',
  component: StudentCourses,
  args: { studentId: 2, courseHref: (id: number) => `/admin/cursos/${id}` },
  parameters: {
    msw: {
      handlers: [
        csrfCookieHandler,
        mockEndpoint('listAdminStudentCourses', { data: studentCourses }),
      ],
    },
  },
} satisfies Meta<typeof StudentCourses>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each course with its product, watched lectures and progress, linking to its admin page. */
export const List: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'React do zero' });
    await expect(link).toHaveAttribute('href', '/admin/cursos/1');
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('Formação Front-end')).toBeVisible();
    await expect(first.getByText('3 de 9')).toBeVisible();
    await expect(
      first.getByRole('progressbar', { name: 'Progresso em React do zero' }),
    ).toHaveAttribute('aria-valuenow', '33');
  },
};

/** No subscription gives access to a course. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [csrfCookieHandler, mockEndpoint('listAdminStudentCourses', { data: [] })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(studentCoursesMessages.emptyTitle)).toBeVisible();
  },
};

/** The list fails to load. */
export const LoadFailed: Story = loadFailedStory(
  'listAdminStudentCourses',
  studentCoursesMessages.loadError,
);

/** Waiting for the server: a busy table. */
export const Loading: Story = loadingTableStory('listAdminStudentCourses');
