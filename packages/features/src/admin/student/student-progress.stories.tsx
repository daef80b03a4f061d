import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDateTime } from '../../i18n/dates';
import { csrfCookieHandler, mockEndpoint } from '../../testing';
import { loadFailedStory, loadingStory } from '../list/drawer-list-stories';
import { studentProgress } from './fixtures';
import { StudentProgress, studentProgressMessages } from './student-progress';

const meta = {
  title: 'features/admin/StudentProgress',
  component: StudentProgress,
  args: { studentId: 2 },
  parameters: {
    msw: {
      handlers: [
        csrfCookieHandler,
        mockEndpoint('adminStudentProgress', { data: studentProgress }),
      ],
    },
  },
} satisfies Meta<typeof StudentProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Per course: %, the watched lectures with dates, the last lecture. */
export const PerCourse: Story = {
  play: async ({ canvas }) => {
    const react = await canvas.findByRole('heading', { level: 3, name: 'React do zero' });
    const card = within(react.closest('li') as HTMLElement);
    await expect(
      card.getByRole('progressbar', { name: 'Progresso em React do zero' }),
    ).toHaveAttribute('aria-valuenow', '22');
    await expect(card.getByText('2 de 9 aulas assistidas')).toBeVisible();
    await expect(card.getByText('4. useState na prática')).toBeVisible();
    await expect(card.getByText('2. Seu primeiro componente')).toBeVisible();
    await expect(card.getByText(formatDateTime('2026-11-20T13:30:00.000Z'))).toBeVisible();
    const other = within(
      canvas.getByRole('heading', { level: 3, name: 'Carreira dev' }).closest('li') as HTMLElement,
    );
    await expect(other.getByText(studentProgressMessages.noLastLecture)).toBeVisible();
    await expect(other.getByText(studentProgressMessages.noneWatched)).toBeVisible();
  },
};

/** No access and nothing watched. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [csrfCookieHandler, mockEndpoint('adminStudentProgress', { data: [] })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(studentProgressMessages.emptyTitle)).toBeVisible();
  },
};

/** The progress fails to load. */
export const LoadFailed: Story = loadFailedStory(
  'adminStudentProgress',
  studentProgressMessages.loadError,
);

/** Waiting for the server: skeletons. */
export const Loading: Story = loadingStory('adminStudentProgress', 'student-progress-loading');
