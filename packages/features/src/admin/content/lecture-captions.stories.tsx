import type { AdminCaption, CaptionLanguage } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  csrfCookieHandler,
  errorResponse,
  meHandlers,
  mockEndpoint,
  mswParameters,
} from '../../testing';
import { makeAdminCaption, makeLectureVideo } from './fixtures';
import { captionMessages, LectureCaptions } from './lecture-captions';

const OVERLAP =
  'As falas 1 (linha 2) e 2 (linha 6) se sobrepõem: uma começa antes de a outra terminar. Ajuste os tempos para que uma fala termine antes da seguinte.';

/** The caption texts the stories' server received, newest last. */
const received: string[] = [];

/** The API as the drawer sees it: the lecture's tracks, kept while the story runs. */
function server(initial: AdminCaption[], options: { refuse?: string; videoSentAt?: string } = {}) {
  let captions = [...initial];
  const order: CaptionLanguage[] = ['pt-BR', 'en', 'es'];
  return [
    csrfCookieHandler,
    meHandlers.user(),
    mockEndpoint('lectureVideo', () => ({
      data: makeLectureVideo(captions, {
        ...(options.videoSentAt
          ? { source: 'upload' as const, video_sent_at: options.videoSentAt }
          : {}),
      }),
    })),
    mockEndpoint('saveLectureCaption', async ({ request }) => {
      const body = (await request.json()) as { language: CaptionLanguage; content: string };
      received.push(body.content);
      if (options.refuse) {
        return errorResponse(422, 'ValidationException', {
          message: 'Ocorreu um erro de validação. Revise o formulário e tente novamente.',
          errors: { content: [options.refuse] },
        });
      }
      const cues = body.content.split('-->').length - 1;
      const caption = makeAdminCaption(body.language, {
        cue_count: cues,
        updated_at: '2026-11-25T17:00:00.000Z',
      });
      captions = [...captions.filter((c) => c.language !== body.language), caption].sort(
        (a, b) => order.indexOf(a.language) - order.indexOf(b.language),
      );
      return { data: caption };
    }),
    mockEndpoint('deleteLectureCaption', ({ params }) => {
      captions = captions.filter((c) => c.language !== params.language);
      return undefined;
    }),
  ];
}

const SRT =
  '1\n00:00:01,000 --> 00:00:04,000\nOlá!\n\n2\n00:00:04,500 --> 00:00:07,000\nVamos lá.\n';
const srtFile = (name = 'aula-7.srt') => new File([SRT], name, { type: 'application/x-subrip' });
/** The same file as a Windows tool saves it in "ANSI" (Windows-1252): "á" is the byte 0xE1. */
const ansiSrtFile = () =>
  new File([Uint8Array.from([...SRT], (char) => char.charCodeAt(0))], 'aula-7-ansi.srt', {
    type: 'application/x-subrip',
  });

const meta = {
  title: 'features/admin/LectureCaptions',
  component: LectureCaptions,
  args: { lectureId: 7 },
  render: (args) => (
    <div className="max-w-xl">
      <LectureCaptions {...args} />
    </div>
  ),
  parameters: mswParameters(...server([])),
} satisfies Meta<typeof LectureCaptions>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (element: HTMLElement) =>
  within(element).findByRole('region', { name: captionMessages.title });
const fileInput = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText(captionMessages.file) as HTMLInputElement;

/** No track yet: the empty line, every language offered, pt-BR chosen. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await region(canvasElement));
    await expect(await canvas.findByText(captionMessages.empty)).toBeVisible();
    const language = canvas.getByRole('combobox', { name: captionMessages.language });
    await expect(language).toHaveValue('pt-BR');
    await expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Português (Brasil)', 'Inglês', 'Espanhol']);
  },
};

/** Two tracks with their cues and dates; only the language still missing can be added. */
export const WithTracks: Story = {
  parameters: mswParameters(
    ...server([makeAdminCaption('pt-BR'), makeAdminCaption('en', { cue_count: 1 })]),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(await region(canvasElement));
    const items = await canvas.findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    await expect(first).toHaveTextContent('Português (Brasil)');
    await expect(first).toHaveTextContent(/12 falas · atualizada em 20 de nov.*10:30/);
    await expect(second).toHaveTextContent('Inglês');
    await expect(second).toHaveTextContent('1 fala ·');
    await expect(
      canvas.getByRole('button', { name: captionMessages.replaceLabel('Inglês') }),
    ).toBeVisible();
    const language = canvas.getByRole('combobox', { name: captionMessages.language });
    await expect(language).toHaveValue('es');
    await expect(within(language).getAllByRole('option')).toHaveLength(1);
  },
};

/**
 * The lecture's video was replaced (its upload began on the 22nd) after the pt-BR track was
 * saved (the 20th): that track is marked as made for the previous video, with what to do, and
 * the hint is read with its "Substituir". The English track, saved after, is not marked.
 */
export const FromThePreviousVideo: Story = {
  parameters: mswParameters(
    ...server(
      [
        makeAdminCaption('pt-BR'),
        makeAdminCaption('en', { updated_at: '2026-11-23T12:00:00.000Z' }),
      ],
      { videoSentAt: '2026-11-22T09:00:00.000Z' },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(await region(canvasElement));
    const [ptBR, en] = (await canvas.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    await expect(within(ptBR).getByText(captionMessages.previousVideo)).toBeVisible();
    await expect(
      within(ptBR).getByRole('button', {
        name: captionMessages.replaceLabel('Português (Brasil)'),
      }),
    ).toHaveAccessibleDescription(captionMessages.previousVideoHint);
    await expect(within(en).queryByText(captionMessages.previousVideo)).toBeNull();
    await expect(
      within(en).getByRole('button', { name: captionMessages.replaceLabel('Inglês') }),
    ).not.toHaveAttribute('aria-describedby');
  },
};

/**
 * An .srt added in English: the list shows it, the form is ready for the next language. The file
 * is in Windows-1252, as many Brazilian .srt files are: its accents reach the server whole.
 */
export const Adding: Story = {
  parameters: mswParameters(...server([makeAdminCaption('pt-BR')])),
  play: async ({ canvasElement }) => {
    const canvas = within(await region(canvasElement));
    const language = await canvas.findByRole('combobox', { name: captionMessages.language });
    await userEvent.selectOptions(language, 'en');
    // The browser's own file button (English in an English browser) is hidden; ours is pt-BR.
    const choose = canvas.getByRole('button', { name: captionMessages.choose });
    await expect(choose).toHaveAccessibleDescription(
      expect.stringContaining(captionMessages.noneChosen),
    );
    await userEvent.upload(fileInput(canvas), ansiSrtFile());
    await expect(choose).toHaveAccessibleDescription(expect.stringContaining('.srt'));
    await userEvent.click(canvas.getByRole('button', { name: captionMessages.add }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await expect(received.at(-1)).toBe(SRT);
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('Inglês');
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('2 falas');
    await expect(canvas.getByRole('combobox', { name: captionMessages.language })).toHaveValue(
      'es',
    );
    await expect(fileInput(canvas).value).toBe('');
    await expect(canvas.getByText(captionMessages.noneChosen)).toBeVisible();
  },
};

/** Without a file the form says so; nothing is sent. */
export const NoFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await region(canvasElement));
    await userEvent.click(await canvas.findByRole('button', { name: captionMessages.add }));
    await expect(fileInput(canvas)).toHaveAccessibleDescription(
      expect.stringContaining(captionMessages.noFile),
    );
    await expect(
      canvas.getByRole('button', { name: captionMessages.choose }),
    ).toHaveAccessibleDescription(expect.stringContaining(captionMessages.noFile));
    await expect(canvas.getByText(captionMessages.empty)).toBeVisible();
  },
};

/** The server refuses the file: its sentence on the field, the file and the language kept. */
export const ServerRefusal: Story = {
  parameters: mswParameters(...server([], { refuse: OVERLAP })),
  play: async ({ canvasElement }) => {
    const canvas = within(await region(canvasElement));
    const language = await canvas.findByRole('combobox', { name: captionMessages.language });
    await userEvent.selectOptions(language, 'es');
    await userEvent.upload(fileInput(canvas), srtFile('sobreposta.srt'));
    await userEvent.click(canvas.getByRole('button', { name: captionMessages.add }));
    await waitFor(() =>
      expect(fileInput(canvas)).toHaveAccessibleDescription(expect.stringContaining(OVERLAP)),
    );
    await expect(fileInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(fileInput(canvas).files?.[0]?.name).toBe('sobreposta.srt');
    await expect(language).toHaveValue('es');
    await expect(canvas.getByText(captionMessages.empty)).toBeVisible();
  },
};

/** Removing asks first; confirmed, the track leaves the list and its language can be added again. */
export const Removing: Story = {
  parameters: mswParameters(...server([makeAdminCaption('pt-BR'), makeAdminCaption('en')])),
  play: async ({ canvasElement }) => {
    const canvas = within(await region(canvasElement));
    await userEvent.click(
      await canvas.findByRole('button', { name: captionMessages.removeLabel('Inglês') }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: captionMessages.removeTitle('Inglês'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: captionMessages.removeConfirm }),
    );
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Português (Brasil)');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('combobox', { name: captionMessages.language }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Inglês', 'Espanhol']),
    );
  },
};
