import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { csrfCookieHandler, FIXTURE_NOW, meHandlers, mockEndpoint, mockState } from '../../testing';
import { errorResponse } from '../../testing/mock';
import { expectLinkTo } from '../../testing/story-expect';
import { makeAdminStudentProfile } from './fixtures';
import { STUDENT_TABS, StudentPage, studentPageMessages } from './student-page';
import { StudentProfile } from './student-profile';

const hrefs = {
  profile: '/admin/estudantes/2',
  courses: '/admin/estudantes/2/cursos',
  progress: '/admin/estudantes/2/progresso',
  subscriptions: '/admin/estudantes/2/assinaturas',
};
const base = [csrfCookieHandler, meHandlers.user()];

const meta = {
  title: 'features/admin/StudentPage',
  component: StudentPage,
  args: {
    studentId: 2,
    current: 'profile',
    hrefs,
    studentsHref: '/admin/estudantes',
    children: <StudentProfile studentId={2} now={FIXTURE_NOW} />,
  },
  parameters: {
    msw: {
      handlers: [...base, mockEndpoint('getAdminStudent', { data: makeAdminStudentProfile() })],
    },
  },
} satisfies Meta<typeof StudentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabsNav = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: studentPageMessages.tabs }));

/** The header (avatar, name, e-mail, Estudante) and the tabs, the profile being current. */
export const Profile: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Maria da Silva' }),
    ).toBeVisible();
    await expect(canvas.getByText(studentPageMessages.student)).toBeVisible();
    const tabs = tabsNav(canvas);
    await expect(tabs.getAllByRole('link')).toHaveLength(STUDENT_TABS.length);
    await expect(tabs.getByRole('link', { name: 'Perfil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectLinkTo(tabs, 'Assinaturas', '/admin/estudantes/2/assinaturas');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Perfil' })).toBeVisible();
  },
};

/** Another tab is current: its link carries `aria-current`. */
export const SubscriptionsTab: Story = {
  args: { current: 'subscriptions', children: <p>Conteúdo da aba</p> },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Maria da Silva' });
    const tabs = tabsNav(canvas);
    await expect(tabs.getByRole('link', { name: 'Assinaturas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: 'Perfil' })).not.toHaveAttribute('aria-current');
  },
};

/** An admin who does not study: "Não estudante" and "Administrador". */
export const AdminAccount: Story = {
  parameters: {
    msw: {
      handlers: [
        ...base,
        mockEndpoint('getAdminStudent', {
          data: makeAdminStudentProfile({
            name: 'Equipe Aula',
            email: 'admin@aula.dev',
            is_student: false,
            is_admin: true,
          }),
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Equipe Aula' });
    await expect(canvas.getByText(studentPageMessages.notStudent)).toBeVisible();
    await expect(canvas.getByText(studentPageMessages.admin)).toBeVisible();
  },
};

/** An id no account has: the API's UserNotFoundException, in pt-BR, with a way back. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        ...base,
        mockEndpoint('getAdminStudent', () => errorResponse(404, 'UserNotFoundException')),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: studentPageMessages.notFoundTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(studentPageMessages.notFoundDescription)).toBeVisible();
    await expectLinkTo(canvas, studentPageMessages.backToStudents, '/admin/estudantes');
    await expect(canvas.queryByRole('navigation', { name: studentPageMessages.tabs })).toBeNull();
  },
};

/** An id that is not a number (`/admin/estudantes/abc`): not asked for, not found. */
export const InvalidId: Story = {
  args: { studentId: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: studentPageMessages.notFoundTitle }),
    ).toBeVisible();
  },
};

/** The server fails: the pt-BR message and "Tentar de novo". */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...base,
        mockEndpoint('getAdminStudent', () => errorResponse(500, 'ServerErrorException')),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(studentPageMessages.loadError, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

/** Waiting for the server: skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...base, mockState.loading('getAdminStudent')] } },
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelector('[data-testid="student-page-loading"]');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};
