import { ApiError } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageFileError } from './image-file';
import { ImagePicker, type ImagePickerMessages } from './image-picker';
import { makePng, pickFile } from './image-picker.story-helpers';

const messages: ImagePickerMessages = {
  title: 'Imagem de capa',
  hint: 'JPEG, PNG ou WebP. Reduzimos a imagem antes de enviar.',
  choose: 'Escolher imagem',
  chooseAnother: 'Escolher outra imagem',
  preparing: 'Preparando a imagem…',
  save: 'Salvar imagem',
  cancel: 'Cancelar',
  remove: 'Remover imagem',
  removeTitle: 'Remover a imagem?',
  removeDescription: 'O lugar fica vazio até você enviar outra.',
  removeConfirm: 'Remover',
  tooLarge: 'A imagem deve ter no máximo 2 MB.',
  unreadable: 'Não foi possível abrir esta imagem. Escolha outro arquivo.',
};

const CURRENT =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#2563eb"/></svg>',
  );

const meta = {
  title: 'features/shared/ImagePicker',
  component: ImagePicker,
  args: {
    messages,
    level: 2,
    hasImage: false,
    className: 'flex flex-wrap items-center gap-4',
    renderImage: (previewUrl: string | null) =>
      previewUrl ? (
        <img src={previewUrl} alt="Prévia da nova imagem" width={96} height={54} />
      ) : (
        <p className="text-muted-foreground text-sm">Sem imagem.</p>
      ),
    prepare: async (file: File) => file,
    field: 'cover',
    upload: fn(async () => undefined),
    remove: fn(async () => undefined),
    onPendingChange: fn(),
    'data-testid': 'image-input',
  },
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement) {
  pickFile(canvasElement, 'image-input', await makePng(160, 90));
  return within(canvasElement).findByRole('img', { name: 'Prévia da nova imagem' });
}

/** No image yet: "Escolher imagem", described by the hint, and nothing to remove. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: messages.title })).toBeVisible();
    const button = canvas.getByRole('button', { name: messages.choose });
    await expect(button).toHaveAccessibleDescription(messages.hint);
    await expect(canvas.queryByRole('button', { name: messages.remove })).toBeNull();
  },
};

/** An image chosen: its preview, then "Salvar" sends the prepared file and the preview goes. */
export const ChosenAndSaved: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await choose(canvasElement)).toBeVisible();
    await waitFor(() => expect(args.onPendingChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await waitFor(() => expect(args.upload).toHaveBeenCalledOnce());
    await expect(args.upload).toHaveBeenCalledWith(expect.any(File));
    await waitFor(() =>
      expect(canvas.queryByRole('img', { name: 'Prévia da nova imagem' })).toBeNull(),
    );
    await waitFor(() => expect(args.onPendingChange).toHaveBeenLastCalledWith(false));
  },
};

/** "Cancelar" drops the chosen image without sending it. */
export const ChosenAndCancelled: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await choose(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.cancel }));
    await expect(canvas.getByRole('button', { name: messages.choose })).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** The browser refuses the file: its pt-BR reason, and no preview. */
export const FileRefused: Story = {
  args: {
    prepare: async () => {
      throw new ImageFileError('Escolha uma imagem JPEG, PNG ou WebP.');
    },
  },
  play: async ({ canvas, canvasElement }) => {
    pickFile(canvasElement, 'image-input', await makePng(16, 16));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Escolha uma imagem JPEG, PNG ou WebP.',
    );
    await expect(canvas.queryByRole('img', { name: 'Prévia da nova imagem' })).toBeNull();
  },
};

/** The server refuses the size (413): the picker's own message, the preview kept to try again. */
export const SaveRefused: Story = {
  args: {
    upload: fn(async () => {
      throw new ApiError({ code: 'ValidationException', status: 413, message: 'Grande demais.' });
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.tooLarge);
    await expect(canvas.getByRole('img', { name: 'Prévia da nova imagem' })).toBeVisible();
  },
};

/** The picker with an image already there. */
const withImage = {
  hasImage: true,
  renderImage: (previewUrl: string | null) => (
    <img src={previewUrl ?? CURRENT} alt="Imagem atual" width={96} height={54} />
  ),
};

/** An image there: "Escolher outra imagem", and "Remover imagem" asks first, then removes. */
export const WithImageRemoved: Story = {
  args: withImage,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: messages.chooseAnother })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.remove }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(messages.removeTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: messages.removeConfirm }));
    await waitFor(() => expect(args.remove).toHaveBeenCalledOnce());
  },
};

/**
 * "Remover imagem" from the keyboard: the dialog's code is fetched on focus and Enter opens it
 * (`LaterConfirmDialog`); Escape closes it without removing, and the focus is back on the button.
 */
export const RemoveCancelledFromTheKeyboard: Story = {
  args: withImage,
  play: async ({ canvas, canvasElement, args }) => {
    const remove = canvas.getByRole('button', { name: messages.remove });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: messages.remove })).toHaveFocus(),
    );
    await expect(args.remove).not.toHaveBeenCalled();
  },
};
