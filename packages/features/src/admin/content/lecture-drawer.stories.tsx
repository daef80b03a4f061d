import { ApiError, VIDEO_LINK_MESSAGE } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeLecture, mockEndpoint, mswParameters } from '../../testing';
import { drawerMessages, LectureDrawer } from './lecture-drawer';
import { noVideoMessages } from './lecture-fields';
import { editorMessages } from './rich-text-editor-messages';
import { videoFieldMessages } from './video-upload-messages';
import {
  createFakeUploader,
  fakeVideoFile,
  lectureVideoOf,
  MB,
  WithUploader,
} from './video-upload-stories';

const lecture = makeLecture({
  id: 7,
  title: 'Props e estado',
  duration_seconds: 725,
  scheduled_for: '2026-11-25T17:00:00.000Z',
  is_published: false,
});

const meta = {
  title: 'features/admin/LectureDrawer',
  component: LectureDrawer,
  args: { lecture, onOpenChange: fn(), onSave: fn(async () => undefined) },
  // The lectures here play an external link (the video field opens on "Link externo").
  parameters: mswParameters(
    mockEndpoint('lectureVideo', { data: lectureVideoOf({ source: 'link' }) }),
  ),
} satisfies Meta<typeof LectureDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawerOf = async (element: HTMLElement) =>
  within(
    await within(element.ownerDocument.body).findByRole('dialog', { name: drawerMessages.title }),
  );

/**
 * Every field with the lecture's values; the release date in São Paulo time, its day and time
 * side by side inside the drawer, and said in full under them.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByRole('textbox', { name: /Título/ })).toHaveValue('Props e estado');
    await expect(drawer.getByRole('textbox', { name: /Duração/ })).toHaveValue('12:05');
    const day = drawer.getByRole('textbox', { name: /Liberar em/ });
    await expect(day).toHaveValue('25/11/2026');
    await expect(drawer.getByRole('textbox', { name: 'Hora' })).toHaveValue('14:00');
    await expect(
      drawer.getByText(
        'Liberada na quarta-feira, 25 de novembro de 2026 às 14:00 (horário de Brasília).',
      ),
    ).toBeVisible();
    // The day's box keeps its digits: it is wider than its calendar button, inside the drawer.
    const body = day.closest('[data-slot="date-time-picker"]')?.getBoundingClientRect();
    const panel = day.closest('[role="dialog"]')?.getBoundingClientRect();
    await expect(day.getBoundingClientRect().width).toBeGreaterThan(120);
    await expect((body?.right ?? 0) <= (panel?.right ?? 0)).toBe(true);
    await expect(drawer.getByRole('switch', { name: 'Publicada' })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: 'Grátis' })).not.toBeChecked();
  },
};

/** Empty title and a bad URL (and duration) are refused on their fields; nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    const title = drawer.getByRole('textbox', { name: /Título/ });
    await userEvent.clear(title);
    const url = await drawer.findByRole('textbox', { name: /Endereço do vídeo/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'video sem endereço');
    const duration = drawer.getByRole('textbox', { name: /Duração/ });
    await userEvent.clear(duration);
    await userEvent.type(duration, '12:99');
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveFocus();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(duration).toHaveAccessibleDescription(
      expect.stringContaining(drawerMessages.durationInvalid),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A server refusal: its message on the field, everything typed kept. */
export const ServerError: Story = {
  args: {
    onSave: fn(async () => {
      throw new ApiError({
        status: 422,
        code: 'ValidationException',
        message: 'Confira os campos destacados.',
        fieldErrors: { title: ['Já existe uma aula com este título nesta seção.'] },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    const title = drawer.getByRole('textbox', { name: /Título/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Estado com useState');
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(expect.stringContaining('Já existe uma aula')),
    );
    await expect(title).toHaveValue('Estado com useState');
  },
};

/** Pastes HTML as a browser does (a `text/html` clipboard), into the description editor. */
async function pasteHtml(box: HTMLElement, html: string) {
  await userEvent.click(box);
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData(
    'text/plain',
    box.ownerDocument.createRange().createContextualFragment(html).textContent ?? '',
  );
  await userEvent.paste(data);
}

/**
 * The description's preview goes through the player's RichText; what is pasted is cleaned first:
 * scripts and handlers dropped, a level-2 heading brought to level 3.
 */
export const Preview: Story = {
  args: { lecture: makeLecture({ id: 8, description: null }) },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    const preview = within(drawer.getByRole('region', { name: drawerMessages.preview }));
    await expect(preview.getByText(drawerMessages.previewEmpty)).toBeVisible();
    const description = await drawer.findByRole('textbox', { name: /Descrição/ });
    await pasteHtml(
      description,
      '<h2>Resumo</h2><p onclick="alert(1)">Texto <strong>forte</strong></p><script>alert(1)</script>',
    );
    await expect(await preview.findByRole('heading', { name: 'Resumo', level: 3 })).toBeVisible();
    await expect(preview.getByText('forte').tagName).toBe('STRONG');
    const root = drawer.getByRole('region', { name: drawerMessages.preview });
    await expect(root.querySelector('script')).toBeNull();
    await expect(root.querySelector('[onclick]')).toBeNull();
  },
};

/**
 * Text into the editor. user-event's key-by-key typing races ProseMirror's DOM observer (letters
 * go missing), so the text arrives as a plain-text paste, which ProseMirror handles in one step.
 */
async function write(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

/** Text written, made bold from the toolbar, saved: the body carries the allow-listed HTML. */
export const EditorBold: Story = {
  args: { lecture: makeLecture({ id: 13, description: null }) },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    const description = await drawer.findByRole('textbox', { name: /Descrição/ });
    await write(description, 'Importante');
    await expect(description).toHaveTextContent('Importante');
    const bold = drawer.getByRole('button', { name: editorMessages.bold });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tripleClick(within(description).getByText('Importante'));
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(within(description).getByText('Importante').tagName).toBe('STRONG');
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        description: '<p><strong>Importante</strong></p>',
      }),
    );
  },
};

/** A `javascript:` link is refused with a pt-BR message; a web address becomes a link. */
export const EditorLink: Story = {
  args: { lecture: makeLecture({ id: 14, description: '<p>Veja a documentação</p>' }) },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    const description = await drawer.findByRole('textbox', { name: /Descrição/ });
    // The whole paragraph selected (Ctrl+A in the editor: a triple click's selection may land a
    // moment later than the next click on a busy machine).
    await userEvent.click(within(description).getByText('Veja a documentação'));
    await userEvent.keyboard('{Control>}a{/Control}');
    await waitFor(() => expect(window.getSelection()?.toString()).toBe('Veja a documentação'));
    await userEvent.click(drawer.getByRole('button', { name: editorMessages.link }));
    const dialog = within(await drawer.findByRole('dialog', { name: editorMessages.linkDialog }));
    const address = dialog.getByRole('textbox', { name: editorMessages.linkField });
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(address).toHaveAccessibleDescription(
      expect.stringContaining(editorMessages.linkInvalid),
    );
    await expect(description.querySelector('a')).toBeNull();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://react.dev{Enter}');
    await waitFor(() =>
      expect(description.querySelector('a')).toHaveAttribute('href', 'https://react.dev'),
    );
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        description:
          '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://react.dev">Veja a documentação</a></p>',
      }),
    );
  },
};

/** A refused save keeps what was written in the editor. */
export const EditorKeptOnError: Story = {
  args: {
    lecture: makeLecture({ id: 15, description: null }),
    onSave: fn(async () => {
      throw new ApiError({
        status: 500,
        code: 'ServerErrorException',
        message: 'Falha ao salvar.',
      });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    const description = await drawer.findByRole('textbox', { name: /Descrição/ });
    await write(description, 'Rascunho da aula');
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(await drawer.findByRole('alert')).toBeVisible();
    await expect(description).toHaveTextContent('Rascunho da aula');
    await expect(drawer.getByRole('region', { name: drawerMessages.preview })).toHaveTextContent(
      'Rascunho da aula',
    );
  },
};

/** A day and time typed in the "Liberar em" row read back as a pt-BR sentence in São Paulo time. */
export const ScheduleSentence: Story = {
  args: { lecture: makeLecture({ id: 16, scheduled_for: null }) },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByText(drawerMessages.scheduleHint)).toBeVisible();
    await userEvent.type(drawer.getByRole('textbox', { name: /Liberar em/ }), '28/11/2026{Enter}');
    const time = drawer.getByRole('textbox', { name: 'Hora' });
    await userEvent.clear(time);
    await userEvent.type(time, '14:00{Enter}');
    await expect(
      await drawer.findByText(
        'Liberada no sábado, 28 de novembro de 2026 às 14:00 (horário de Brasília).',
      ),
    ).toBeVisible();
  },
};

/** The body holds what changed; "Remover data" sends null (released at once). */
export const SaveBody: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.click(drawer.getByRole('switch', { name: 'Grátis' }));
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await waitFor(() =>
      // Only what changed: the untouched relative video path is neither checked nor sent.
      expect(args.onSave).toHaveBeenCalledWith({ is_free: true }),
    );
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.clearDate }));
    await expect(drawer.getByRole('textbox', { name: /Liberar em/ })).toHaveValue('');
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith(
        expect.objectContaining({ scheduled_for: null }),
      ),
    );
  },
};

/** Lists in the preview keep their bullets and numbers, as the player shows them (issue 33). */
export const PreviewLists: Story = {
  args: {
    lecture: makeLecture({
      id: 9,
      description: '<ul><li>Props</li><li>Estado</li></ul><ol><li>Instale</li><li>Rode</li></ol>',
    }),
  },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    const preview = within(drawer.getByRole('region', { name: drawerMessages.preview }));
    const [bullets, numbered] = preview.getAllByRole('list');
    if (!bullets || !numbered) throw new Error('the lists are missing');
    await expect(getComputedStyle(bullets).listStyleType).toBe('disc');
    await expect(getComputedStyle(numbered).listStyleType).toBe('decimal');
  },
};

/**
 * Publishing a lecture that has no video: a warning under the switch, and saving asks first
 * (students would see "O vídeo desta aula ainda não está disponível"). Cancel sends nothing.
 */
export const PublishWithoutVideo: Story = {
  args: {
    lecture: makeLecture({ id: 10, title: 'Sem gravação', video_url: null, is_published: false }),
    onSave: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.queryByText(noVideoMessages.warning)).toBeNull();
    await userEvent.click(drawer.getByRole('switch', { name: 'Publicada' }));
    await expect(drawer.getByRole('alert')).toHaveTextContent(noVideoMessages.warning);

    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    let dialog = within(await page.findByRole('alertdialog'));
    // It fades in: visible once its animation has run.
    await waitFor(() =>
      expect(
        dialog.getByRole('heading', { name: noVideoMessages.confirmTitle('Sem gravação') }),
      ).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();
    // The drawer and what was typed stay.
    await expect(drawer.getByRole('switch', { name: 'Publicada' })).toBeChecked();

    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    dialog = within(await page.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: noVideoMessages.confirm }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ is_published: true }));
  },
};

/** With a video, publishing saves at once: no warning, no question. */
export const PublishWithVideo: Story = {
  args: {
    lecture: makeLecture({
      id: 11,
      video_url: 'https://video.exemplo.com/aula.mp4',
      is_published: false,
    }),
    onSave: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.click(drawer.getByRole('switch', { name: 'Publicada' }));
    await expect(drawer.queryByText(noVideoMessages.warning)).toBeNull();
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ is_published: true }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

const uploader = createFakeUploader();

/**
 * The video field in the drawer (issue 35): an upload goes on after the drawer closes, and
 * reopening the lecture shows where it is.
 */
export const VideoUpload: Story = {
  args: { lecture: makeLecture({ id: 12, title: 'Aula gravada', video_url: null }) },
  parameters: mswParameters(mockEndpoint('lectureVideo', { data: lectureVideoOf() })),
  beforeEach: () => uploader.reset(),
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <WithUploader uploader={uploader}>
        <button type="button" onClick={() => setOpen(true)}>
          Abrir aula
        </button>
        <LectureDrawer {...args} lecture={open ? args.lecture : null} onOpenChange={setOpen} />
      </WithUploader>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    let drawer = await drawerOf(canvasElement);
    await userEvent.upload(
      await drawer.findByLabelText(videoFieldMessages.inputLabel),
      fakeVideoFile('aula-gravada.mp4', 800 * MB),
    );
    uploader.progress(200 * MB, 800 * MB, 0);
    await expect(await drawer.findByText(videoFieldMessages.uploading(25))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    uploader.progress(400 * MB, 800 * MB, 5000);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir aula' }));
    drawer = await drawerOf(canvasElement);
    await expect(await drawer.findByText(videoFieldMessages.uploading(50))).toBeVisible();
    await expect(uploader.handle.abort).not.toHaveBeenCalled();
  },
};

/**
 * "Link externo" (issue 35 §1): a YouTube link is accepted (it plays through YouTube's embed); a
 * page the player cannot play is refused on the field, in pt-BR, and nothing is sent.
 */
export const VideoLinkEmbeds: Story = {
  args: { onSave: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    const url = await drawer.findByRole('textbox', { name: /Endereço do vídeo/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://exemplo.com/pagina-da-aula');
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(expect.stringContaining(VIDEO_LINK_MESSAGE));
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.clear(url);
    await userEvent.type(url, 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ video_url: 'https://youtu.be/dQw4w9WgXcQ' }),
      ),
    );
  },
};
