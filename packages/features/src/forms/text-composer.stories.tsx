import { ApiError } from '@aula/contract/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TextComposer } from './text-composer';

const meta = {
  title: 'features/forms/TextComposer',
  component: TextComposer,
  args: {
    label: 'Escreva um comentário',
    submitLabel: 'Comentar',
    failed: 'Não foi possível enviar. Tente de novo.',
    onSubmit: fn(async (_body: string) => undefined),
    onSent: fn(),
  },
} satisfies Meta<typeof TextComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blanks are never sent; the trimmed text is, once, and the box empties. */
export const Sends: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Escreva um comentário' });
    const submit = canvas.getByRole('button', { name: 'Comentar' });
    await userEvent.type(box, '   ');
    await expect(submit).toBeDisabled();
    await userEvent.type(box, ' Ótima aula! ');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('Ótima aula!');
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(args.onSent).toHaveBeenCalledOnce();
  },
};

/** Refused: the server's message (or the fallback), and the text stays to be sent again. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async (_body: string): Promise<undefined> => {
      throw new Error('offline');
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Escreva um comentário' });
    await userEvent.type(box, 'Minha dúvida');
    await userEvent.click(canvas.getByRole('button', { name: 'Comentar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível enviar. Tente de novo.',
    );
    await expect(box).toHaveValue('Minha dúvida');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** The team's answer: its label shown above the box, a "Cancelar", the server's own refusal. */
export const LabelledWithCancel: Story = {
  args: {
    label: 'Resposta da equipe para Ana',
    showLabel: true,
    submitLabel: 'Enviar resposta',
    onCancel: fn(),
    onSubmit: fn(async (_body: string): Promise<undefined> => {
      throw new ApiError({
        code: 'ValidationException',
        status: 422,
        message: 'O comentário foi excluído.',
      });
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Resposta da equipe para Ana')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Resposta da equipe para Ana'), 'Obrigado!');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar resposta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('O comentário foi excluído.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
