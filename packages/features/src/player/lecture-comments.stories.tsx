import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  csrfCookieHandler,
  FIXTURE_NOW,
  makeComment,
  makeReply,
  mockEndpoint,
  mockState,
} from '../testing';
import { LectureComments } from './lecture-comments';

const meta = {
  title: 'features/player/LectureComments',
  component: LectureComments,
  args: { lectureId: 1, canComment: true, signedIn: true, now: () => FIXTURE_NOW },
} satisfies Meta<typeof LectureComments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Entre na sua conta para ver e escrever comentários.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockState.loading('lectureComments')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando comentários…')).toBeInTheDocument();
  },
};

/** A body that breaks the contract is an error with a retry, never a blank area. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [mockState.malformed('lectureComments')] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível carregar os comentários.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
  },
};

/** A server error: the adapter retries a GET twice (0.3 s, then 0.6 s) before the error shows. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [mockState.error('lectureComments', 500, 'ServerErrorException')] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível carregar os comentários.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Replying: the composer opens under the comment, sends once, and the list is read again. */
export const Reply: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        const comment = makeComment({ id: 1, replies: [] });
        return [
          csrfCookieHandler,
          mockEndpoint('lectureComments', () =>
            HttpResponse.json({
              data: [comment],
              meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
            }),
          ),
          mockEndpoint('replyToComment', async ({ request }) => {
            const { body } = (await request.json()) as { body: string };
            const reply = makeReply({ id: 2, parent_id: 1, body, is_own: true, can_edit: true });
            comment.replies = [...comment.replies, reply];
            return HttpResponse.json({ data: reply });
          }),
        ];
      })(),
    },
  },
  play: async ({ canvas }) => {
    const comment = await canvas.findByRole('article', { name: 'comentário de Ana Beatriz Costa' });
    await userEvent.click(within(comment).getByRole('button', { name: 'Responder' }));
    await userEvent.type(
      within(comment).getByRole('textbox', { name: /Responder a/ }),
      'Boa pergunta!',
    );
    const send = within(comment)
      .getAllByRole('button', { name: 'Responder' })
      .at(-1) as HTMLElement;
    await userEvent.click(send);
    await expect(
      await within(comment).findByRole('article', { name: /resposta de/ }),
    ).toHaveTextContent('Boa pergunta!');
  },
};

/** Editing one's own comment through its menu: the box starts with the text, saving sends once. */
export const EditOwn: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        const own = makeComment({
          id: 5,
          body: 'Texto antigo',
          author: { id: 1, name: 'Maria da Silva', avatar_url: null },
          is_own: true,
          can_edit: true,
        });
        return [
          csrfCookieHandler,
          mockEndpoint('lectureComments', () =>
            HttpResponse.json({
              data: [own],
              meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
            }),
          ),
          mockEndpoint('updateComment', async ({ request }) => {
            const { body } = (await request.json()) as { body: string };
            own.body = body;
            const { replies: _replies, notify_replies: _notify, ...reply } = own;
            return HttpResponse.json({ data: reply });
          }),
        ];
      })(),
    },
  },
  play: async ({ canvas }) => {
    const comment = await canvas.findByRole('article', { name: 'comentário de Maria da Silva' });
    await userEvent.click(within(comment).getByRole('button', { name: 'Ações do comentário' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Editar' }));
    const box = await within(comment).findByRole('textbox', { name: 'Editar comentário' });
    await expect(box).toHaveValue('Texto antigo');
    await userEvent.clear(box);
    await userEvent.type(box, 'Texto novo');
    await userEvent.click(within(comment).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(comment).queryByRole('textbox')).toBeNull());
    await expect(within(comment).getByText('Texto novo')).toBeVisible();
  },
};
