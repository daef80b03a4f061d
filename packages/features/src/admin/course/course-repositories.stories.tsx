import type { CourseRepository } from '@aula/contract';
import { REPOSITORY_URL_MESSAGE } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockEndpoint, mockState } from '../../testing';
import { errorResponse } from '../../testing/mock';
import {
  loadFailedStory,
  loadingStory,
  resetStoryServers,
  storyServerState,
} from '../list/drawer-list-stories';
import { CourseRepositories, repositoriesMessages } from './course-repositories';
import { repositoryFixtures } from './fixtures';

/** A server holding `initial`: list, add, edit and delete, like the API (https only). */
function server(initial: CourseRepository[], options: { refuseDelete?: boolean } = {}) {
  const state = storyServerState(() => [...initial]);
  return [
    csrfCookieHandler,
    meHandlers.user(),
    mockEndpoint('listRepositories', () => ({ data: state.rows })),
    mockEndpoint('createRepository', async ({ request }) => {
      const body = (await request.json()) as Pick<CourseRepository, 'name' | 'url' | 'description'>;
      const row = {
        id: state.next++,
        course_id: 1,
        name: body.name,
        url: body.url,
        description: body.description ?? null,
        created_at: '2026-02-01T12:00:00.000Z',
      };
      state.rows = [...state.rows, row];
      return { data: row };
    }),
    mockEndpoint('updateRepository', async ({ request, params }) => {
      const body = (await request.json()) as Pick<CourseRepository, 'name' | 'url' | 'description'>;
      const id = Number(params.repoId);
      state.rows = state.rows.map((row) =>
        row.id === id ? { ...row, ...body, description: body.description ?? null } : row,
      );
      const row = state.rows.find((candidate) => candidate.id === id);
      return row ? { data: row } : errorResponse(404);
    }),
    mockEndpoint('deleteRepository', async ({ params }) => {
      await delay(50);
      if (options.refuseDelete) return errorResponse(500, 'ServerErrorException');
      state.rows = state.rows.filter((row) => row.id !== Number(params.repoId));
      return undefined;
    }),
  ];
}

const meta = {
  title: 'features/admin/CourseRepositories',
  component: CourseRepositories,
  args: { courseId: 1, notify: fn() },
  parameters: { msw: { handlers: server(repositoryFixtures) } },
  beforeEach: resetStoryServers,
} satisfies Meta<typeof CourseRepositories>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** The list: name, the URL as a link opening in a new tab, the description when there is one. */
export const List: Story = {
  play: async ({ canvas }) => {
    const items = await canvas.findAllByTestId('repository');
    await expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: 'Projeto final' })).toBeVisible();
    const link = first.getByRole('link', { name: /github\.com\/aula-dev\/react-do-zero/ });
    await expect(link).toHaveAttribute('href', 'https://github.com/aula-dev/react-do-zero');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(first.getByText('O projeto que construímos ao longo do curso.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: repositoriesMessages.add })).toBeEnabled();
  },
};

/** No repository: the empty state offers the add button. */
export const Empty: Story = {
  parameters: { msw: { handlers: server([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(repositoriesMessages.emptyTitle)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: repositoriesMessages.add })).toHaveLength(1);
  },
};

export const Loading: Story = loadingStory('listRepositories', 'repositories-loading');

export const LoadFailed: Story = loadFailedStory(
  'listRepositories',
  repositoriesMessages.loadError,
);

async function openAdd(canvas: ReturnType<typeof within>, element: HTMLElement) {
  await userEvent.click(await canvas.findByRole('button', { name: repositoriesMessages.add }));
  return within(await body(element).findByRole('dialog', { name: repositoriesMessages.addTitle }));
}

/** An http: (or any non-https) address is refused on its field before anything is sent. */
export const AddRefusesHttp: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const dialog = await openAdd(canvas, canvasElement);
    await userEvent.type(dialog.getByLabelText(/Nome/), 'Slides');
    await userEvent.type(dialog.getByLabelText(/Endereço/), 'http://github.com/aula-dev/slides');
    await userEvent.click(dialog.getByRole('button', { name: repositoriesMessages.save }));
    const url = dialog.getByLabelText(/Endereço/);
    await expect(url).toHaveAccessibleDescription(expect.stringContaining(REPOSITORY_URL_MESSAGE));
    await expect(url).toHaveFocus();
    await expect(args.notify).not.toHaveBeenCalled();
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: repositoriesMessages.save }));
    await expect(url).toHaveAccessibleDescription(expect.stringContaining(REPOSITORY_URL_MESSAGE));
  },
};

/** A field error the server sends lands on its field. */
export const AddServerFieldError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockState.validation('createRepository', {
          name: ['Já existe um repositório com este nome.'],
        }),
        ...server(repositoryFixtures),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openAdd(canvas, canvasElement);
    await userEvent.type(dialog.getByLabelText(/Nome/), 'Projeto final');
    await userEvent.type(dialog.getByLabelText(/Endereço/), 'https://github.com/aula-dev/outro');
    await userEvent.click(dialog.getByRole('button', { name: repositoriesMessages.save }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/Nome/)).toHaveAccessibleDescription(
        expect.stringContaining('Já existe um repositório com este nome.'),
      ),
    );
  },
};

/** An https address with a description is added and listed; a toast says so. */
export const AddSuccess: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const dialog = await openAdd(canvas, canvasElement);
    await userEvent.type(dialog.getByLabelText(/Nome/), 'Slides');
    await userEvent.type(dialog.getByLabelText(/Endereço/), 'https://github.com/aula-dev/slides');
    await userEvent.type(dialog.getByLabelText(/Descrição/), 'Os slides das aulas.');
    await userEvent.click(dialog.getByRole('button', { name: repositoriesMessages.save }));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', repositoriesMessages.added),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getAllByTestId('repository')).toHaveLength(3));
    await expect(canvas.getByText('Os slides das aulas.')).toBeVisible();
  },
};

/** "Editar" opens the dialog filled in; saving shows the new name. */
export const Edit: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: repositoriesMessages.edit('Exercícios') }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: repositoriesMessages.editTitle }),
    );
    const name = dialog.getByLabelText(/Nome/);
    await expect(name).toHaveValue('Exercícios');
    await userEvent.clear(name);
    await userEvent.type(name, 'Exercícios resolvidos');
    await userEvent.click(dialog.getByRole('button', { name: repositoriesMessages.save }));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', repositoriesMessages.saved),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Exercícios resolvidos' }),
    ).toBeVisible();
  },
};

/** "Excluir" asks first, naming the repository; confirming removes it. */
export const DeleteConfirmed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: repositoriesMessages.remove('Projeto final') }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(repositoriesMessages.confirmTitle('Projeto final'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(canvas.getAllByTestId('repository')).toHaveLength(1));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith(
        'success',
        repositoriesMessages.removed('Projeto final'),
      ),
    );
  },
};

/** The server refuses the delete: the repository goes at once, comes back, and a toast says why. */
export const DeleteRefusedRollsBack: Story = {
  parameters: { msw: { handlers: server(repositoryFixtures, { refuseDelete: true }) } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: repositoriesMessages.remove('Projeto final') }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(canvas.getAllByTestId('repository')).toHaveLength(1));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith(
        'error',
        expect.stringContaining(repositoriesMessages.removeFailed('Projeto final', '')),
      ),
    );
    const names = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual(['Projeto final', 'Exercícios']);
  },
};
