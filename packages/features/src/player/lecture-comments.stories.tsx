import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadErrorStory, loadingStory } from '../shared/query-state.story-helpers';
import {
  csrfCookieHandler,
  FIXTURE_NOW,
  makeComment,
  makeReply,
  mockEndpoint,
  mockState,
  mswParameters,
} from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { LectureComments } from './lecture-comments';

const meta = {
  title: 'features/player/LectureComments',
  component: LectureComments,
  args: { lectureId: 1, mode: 'open', enrollHref: '/eu/assinaturas', now: () => FIXTURE_NOW },
} satisfies Meta<typeof LectureComments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  args: { mode: 'sign-in' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Entre na sua conta para ver e escrever comentários.'),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory(
  [mockState.loading('lectureComments')],
  'Carregando comentários…',
);

/** A body that breaks the contract is an error with a retry, never a blank area. */
export const LoadFailed: Story = loadErrorStory(
  [mockState.malformed('lectureComments')],
  'Não foi possível carregar os comentários.',
);

/** A server error: the adapter retries a GET twice (0.3 s, then 0.6 s) before the error shows. */
export const ServerError: Story = {
  parameters: mswParameters(mockState.error('lectureComments', 500, 'ServerErrorException')),
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
          author: { id: 1, name: 'Maria da Silva', avatar_url: null, is_team: false },
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
            own.updated_at = FIXTURE_NOW.toISOString();
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
    // An edited comment says so.
    await expect(within(comment).getByText(/editado/)).toBeVisible();
  },
};

/**
 * The actions menu opened from the keyboard: its code comes on focus (ADR 029), Enter opens it
 * with the first action focused, Escape closes it and gives the focus back to the button.
 */
export const ActionsByKeyboard: Story = {
  parameters: { ...EditOwn.parameters },
  play: async ({ canvas }) => {
    const comment = await canvas.findByRole('article', { name: 'comentário de Maria da Silva' });
    const button = within(comment).getByRole('button', { name: 'Ações do comentário' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const edit = await within(document.body).findByRole('menuitem', { name: 'Editar' });
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(document.body).getByRole('menuitem', { name: 'Excluir' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(comment).getByRole('button', { name: 'Ações do comentário' })).toHaveFocus(),
    );
    await expect(within(document.body).queryByRole('menu')).toBeNull();
  },
};

const listOf = (...comments: ReturnType<typeof makeComment>[]) => [
  csrfCookieHandler,
  mockEndpoint('lectureComments', () =>
    HttpResponse.json({
      data: comments,
      meta: { current_page: 1, last_page: 1, per_page: 10, total: comments.length },
    }),
  ),
];

/**
 * Someone who may watch the lecture (a free one) but is not a student of the course: reads the
 * comments, and is told that its students comment, with the way to enroll; no composer, no replies.
 */
export const StudentsOnly: Story = {
  args: { mode: 'students-only' },
  parameters: { msw: { handlers: listOf(makeComment({ id: 1 })) } },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'comentário de Ana Beatriz Costa' });
    await expect(canvas.getByText('Só os alunos deste curso podem comentar.')).toBeVisible();
    await expectLinkTo(canvas, 'Quero me matricular', '/eu/assinaturas');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Responder' })).toBeNull();
    await expect(canvas.queryByText(/fechados/)).toBeNull();
  },
};

/** The product closed comments for everyone: the list stays readable, nothing can be written. */
export const Closed: Story = {
  args: { mode: 'closed' },
  parameters: { msw: { handlers: listOf(makeComment({ id: 1 })) } },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'comentário de Ana Beatriz Costa' });
    await expect(canvas.getByText('Os comentários estão fechados neste curso.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Quero me matricular' })).toBeNull();
  },
};

/** An admin answers as the team: the composer says so, and the team's answers carry its badge. */
export const TeamAnswers: Story = {
  args: { mode: 'open', asTeam: true },
  parameters: {
    msw: {
      handlers: listOf(
        makeComment({
          id: 1,
          replies: [
            makeReply({
              id: 2,
              body: 'Boa pergunta! A chave identifica o item entre renderizações.',
              author: { id: 3, name: 'Carla Mendes', avatar_url: null, is_team: true },
            }),
          ],
        }),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: 'Escreva um comentário como equipe' }),
    ).toBeVisible();
    const answer = await canvas.findByRole('article', { name: 'resposta de Carla Mendes' });
    await expect(within(answer).getByText('Equipe Aula')).toBeVisible();
    const question = canvas.getByRole('article', { name: 'comentário de Ana Beatriz Costa' });
    await expect(within(question).queryAllByText('Equipe Aula')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Responder' })).toBeVisible();
  },
};
