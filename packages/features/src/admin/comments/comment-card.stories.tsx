import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_NOW } from '../../testing';
import { expectLinkTo } from '../../testing/story-expect';
import { CommentCard, commentCardMessages } from './comment-card';
import { adminCommentFixtures, makeAdminComment, makeAdminCommentReply } from './fixtures';

const meta = {
  title: 'features/admin/CommentCard',
  component: CommentCard,
  args: {
    comment: makeAdminComment(),
    lectureHref: (comment) => `#/${comment.course.slug}/aula/${comment.lecture.position}`,
    onReply: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onSetAnswered: fn(),
    now: FIXTURE_NOW,
  },
} satisfies Meta<typeof CommentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Author, "Curso › Aula" linking to the player, when, the text and its state. */
export const Unanswered: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Comentário de Maria da Silva' });
    await expect(within(card).getByText('há um dia')).toBeVisible();
    await expect(within(card).getByText('Sem resposta')).toBeVisible();
    await expectLinkTo(
      canvas,
      'React do zero › 1. Boas-vindas e como estudar',
      '#/react-do-zero/aula/1',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The body is text: markup shows as typed, never as HTML. The replies follow, the team's badged. */
export const WithRepliesAndTeam: Story = {
  args: {
    comment: makeAdminComment({
      body: 'Olha isto: <img src=x onerror=alert(1)> <b>negrito?</b>',
      answered: true,
      answered_at: '2026-11-21T10:00:00.000Z',
      replies: [
        makeAdminCommentReply(),
        makeAdminCommentReply({
          id: 901,
          body: 'Obrigada!',
          author: { id: 5, name: 'Maria da Silva', avatar_url: null, is_team: false },
          created_at: '2026-11-21T11:00:00.000Z',
        }),
      ],
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('Olha isto: <img src=x onerror=alert(1)> <b>negrito?</b>'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
    const replies = within(canvas.getByRole('list', { name: '2 respostas' }));
    const items = replies.getAllByRole('listitem');
    await expect(within(items[0] as HTMLElement).getByText('Equipe')).toBeVisible();
    await expect(within(items[1] as HTMLElement).queryByText('Equipe')).toBeNull();
    await expect(canvas.getByText('Respondido')).toBeVisible();
    await expect(canvas.getByRole('button', { name: commentCardMessages.reopen })).toBeVisible();
  },
};

/** "Responder como equipe" opens a box; the text goes out trimmed and the box closes. */
export const ReplyAsTeam: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: commentCardMessages.reply }));
    const box = canvas.getByRole('textbox', {
      name: commentCardMessages.replyLabel('Maria da Silva'),
    });
    await userEvent.type(box, '  Usamos o VS Code com o TypeScript do projeto.  ');
    await userEvent.click(canvas.getByRole('button', { name: commentCardMessages.send }));
    await expect(args.onReply).toHaveBeenCalledWith(
      'Usamos o VS Code com o TypeScript do projeto.',
    );
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
  },
};

/** The server refuses the reply: the message shows and the text stays, to send again. */
export const ReplyFails: Story = {
  args: {
    onReply: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: commentCardMessages.reply }));
    const box = canvas.getByRole('textbox', {
      name: commentCardMessages.replyLabel('Maria da Silva'),
    });
    await userEvent.type(box, 'Resposta importante');
    await userEvent.click(canvas.getByRole('button', { name: commentCardMessages.send }));
    await expect(await canvas.findByText(commentCardMessages.replyFailed)).toBeVisible();
    await expect(box).toHaveValue('Resposta importante');
    await expect(args.onReply).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: commentCardMessages.send })).toBeEnabled();
  },
};

/** Deleting asks first, and says the replies go too. */
export const DeleteWithReplies: Story = {
  args: { comment: adminCommentFixtures[1] ?? makeAdminComment() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: commentCardMessages.delete }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Excluir o comentário de Ana Beatriz Rocha?');
    await expect(dialog).toHaveTextContent(
      'Este comentário tem 2 respostas, que também serão excluídas.',
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** "Marcar como respondido" without a reply. */
export const MarkAnswered: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: commentCardMessages.markAnswered }));
    await expect(args.onSetAnswered).toHaveBeenCalledWith(true);
  },
};
