import { type LectureVideo, VIDEO_FAILURE_MESSAGES, type VideoFailure } from '@aula/contract';
import { FormField, Input } from '@aula/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockEndpoint, mswParameters } from '../../testing';
import { LectureVideoField } from './video-upload-field';
import { videoFieldMessages as m } from './video-upload-messages';
import { UPLOAD_STALLED_MS } from './video-upload-status';
import {
  createFakeUploader,
  fakeVideoFile,
  lectureVideoOf,
  MB,
  WithUploader,
} from './video-upload-stories';

const uploader = createFakeUploader();

/** The server answers `video` for every lecture (or, given a function, per lecture id). */
const serverWith = (video: LectureVideo | ((id: number) => LectureVideo)) =>
  mswParameters(
    csrfCookieHandler,
    meHandlers.user(),
    mockEndpoint('lectureVideo', ({ params }) => ({
      data: typeof video === 'function' ? video(Number(params.id)) : video,
    })),
  );

const link = (
  <FormField label="Endereço do vídeo (URL)" htmlFor="video-url">
    <Input id="video-url" type="url" inputMode="url" placeholder="https://" />
  </FormField>
);

const meta = {
  title: 'features/admin/LectureVideoField',
  component: LectureVideoField,
  args: { lectureId: 7, link },
  beforeEach: () => uploader.reset(),
  decorators: [
    (Story) => (
      <WithUploader uploader={uploader}>
        <div className="max-w-xl">
          <Story />
        </div>
      </WithUploader>
    ),
  ],
  parameters: serverWith(lectureVideoOf()),
} satisfies Meta<typeof LectureVideoField>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const fileInput = (canvas: Canvas) => canvas.findByLabelText(m.inputLabel);

/** Picks `file` as the admin would with "Escolher arquivo" (the dialog itself is the browser's). */
async function pick(canvas: Canvas, file = fakeVideoFile('aula-props-e-estado.mp4', 1000 * MB)) {
  await userEvent.upload(await fileInput(canvas), file);
  return file;
}

/** 420 MB of 1000 MB, the last 32 MB in 10 s: 42 %, 3,2 MB/s, about 3 minutes left. */
async function sendSome(canvas: Canvas) {
  await pick(canvas);
  uploader.progress(388 * MB, 1000 * MB, 0);
  uploader.progress(420 * MB, 1000 * MB, 10_000);
  await expect(await canvas.findByText(m.uploading(42))).toBeVisible();
}

/** No video yet: "Enviar arquivo" is open, with the drop zone and its limits. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: m.uploadTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText(m.drop)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.choose })).toBeVisible();
    await expect(canvas.getByText('MP4, MOV, MKV ou WebM, até 5 GB.')).toBeVisible();
    await expect(await fileInput(canvas)).toHaveAttribute(
      'accept',
      'video/mp4,video/quicktime,video/x-matroska,video/webm,.mp4,.mov,.mkv,.webm',
    );
  },
};

/**
 * Sending: the bar, "Enviando 42 %", the size, the speed and the time left from the last seconds'
 * average; the current video stays for students meanwhile.
 */
export const Uploading: Story = {
  parameters: serverWith(lectureVideoOf({ source: 'link' })),
  args: { lectureId: 8 },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: m.uploadTab }));
    await sendSome(canvas);
    await expect(uploader.upload).toHaveBeenCalledWith(8, expect.any(File), expect.anything());
    await expect(canvas.getByRole('progressbar', { name: m.uploading(42) })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(
      canvas.getByText('420 MB de 1.000 MB · 3,2 MB/s · cerca de 3 min restantes'),
    ).toBeVisible();
    await expect(canvas.getByText(m.keepsCurrent)).toBeVisible();
  },
};

/** "Pausar" keeps what the server has; "Continuar" goes on; "Cancelar envio" discards it. */
export const Paused: Story = {
  play: async ({ canvas }) => {
    await sendSome(canvas);
    await userEvent.click(canvas.getByRole('button', { name: m.pause }));
    await expect(uploader.handle.pause).toHaveBeenCalledOnce();
    await expect(canvas.getByText(m.paused(42))).toBeVisible();
    await expect(canvas.queryByText(/MB\/s/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: m.resume }));
    await expect(uploader.handle.resume).toHaveBeenCalledOnce();
    await expect(canvas.getByText(m.uploading(42))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.pause }));
    await expect(canvas.getByRole('button', { name: m.resume })).toBeVisible();
  },
};

/** Cancelling terminates the upload on the server and brings the drop zone back. */
export const Cancelled: Story = {
  play: async ({ canvas }) => {
    await sendSome(canvas);
    await userEvent.click(canvas.getByRole('button', { name: m.cancel }));
    await expect(uploader.handle.abort).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('button', { name: m.choose })).toBeVisible();
  },
};

/** Once the file is sent, the server's processing takes the place of this tab's upload. */
export const SentThenProcessing: Story = {
  parameters: serverWith(() =>
    lectureVideoOf(uploader.sent() ? { upload: { status: 'processing', progress: 0 } } : {}),
  ),
  play: async ({ canvas }) => {
    await sendSome(canvas);
    uploader.succeed();
    await expect(await canvas.findByText(m.processing(0))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: m.pause })).toBeNull();
  },
};

/** Processing: "Processando 63 %", read from the server (polled every 2 s). */
export const Processing: Story = {
  parameters: serverWith(
    lectureVideoOf({ source: 'upload', upload: { status: 'processing', progress: 63 } }),
  ),
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: m.processing(63) });
    await expect(bar).toHaveAttribute('aria-valuenow', '63');
    await expect(canvas.getByText(m.processingHint)).toBeVisible();
    await expect(canvas.getByText(m.keepsCurrent)).toBeVisible();
  },
};

/** An upload under way in another tab: the server's progress, and how to continue from here. */
export const UploadingElsewhere: Story = {
  parameters: serverWith(() =>
    lectureVideoOf({
      upload: { status: 'uploading', progress: 42, updated_at: new Date().toISOString() },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.uploading(42))).toBeVisible();
    await expect(canvas.getByText(m.elsewhere)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.choose })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: m.pause })).toBeNull();
  },
};

/**
 * An upload nobody sends any more (its tab closed, its connection lost: no news for minutes): it
 * says it stopped, where, and how to go on; never "Enviando".
 */
export const UploadInterrupted: Story = {
  parameters: serverWith(
    lectureVideoOf({
      upload: {
        status: 'uploading',
        progress: 16,
        updated_at: new Date(Date.now() - UPLOAD_STALLED_MS - 60_000).toISOString(),
      },
    }),
  ),
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: m.interrupted(16) });
    await expect(bar).toHaveAttribute('aria-valuenow', '16');
    await expect(canvas.getByText(m.interruptedHint)).toBeVisible();
    await expect(canvas.queryByText(m.uploading(16))).toBeNull();
    await expect(canvas.getByRole('button', { name: m.choose })).toBeVisible();
  },
};

/** Ready: "Pronto", the file, its duration and the poster frame. */
export const Ready: Story = {
  parameters: serverWith(
    lectureVideoOf({
      source: 'upload',
      duration_seconds: 725,
      poster_url: '/media/demo-hls/poster.jpg',
      upload: { status: 'ready', progress: 100 },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.ready)).toBeVisible();
    await expect(canvas.getByText('aula-props-e-estado.mp4')).toBeVisible();
    await expect(canvas.getByText(m.duration('12:05'))).toBeVisible();
    await expect(canvas.getByRole('img', { name: m.poster })).toHaveAttribute(
      'src',
      '/media/demo-hls/poster.jpg',
    );
    await expect(canvas.getByRole('button', { name: m.another })).toBeVisible();
  },
};

const FAILURES = Object.keys(VIDEO_FAILURE_MESSAGES) as VideoFailure[];

/** Every reason the server refuses or fails a video, in pt-BR, each with "Enviar outro arquivo". */
export const Failed: Story = {
  parameters: serverWith((id) =>
    lectureVideoOf({
      source: 'upload',
      upload: { status: 'failed', failure: FAILURES[id - 1] ?? null },
    }),
  ),
  render: (args) => (
    <div className="flex flex-col gap-8">
      {FAILURES.map((failure, index) => (
        <LectureVideoField key={failure} {...args} lectureId={index + 1} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(FAILURES.length));
    const alerts = canvas.getAllByRole('alert');
    for (const [index, failure] of FAILURES.entries()) {
      const alert = within(alerts[index] as HTMLElement);
      await expect(alert.getByText(VIDEO_FAILURE_MESSAGES[failure])).toBeVisible();
      await expect(alert.getByRole('button', { name: m.another })).toBeVisible();
    }
  },
};

/** The upload itself stops (the connection, after the retries): "Tentar de novo" resumes it. */
export const UploadError: Story = {
  play: async ({ canvas }) => {
    const file = await pick(canvas);
    uploader.fail('Não foi possível conectar ao servidor.');
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText('Não foi possível conectar ao servidor.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect(uploader.upload).toHaveBeenCalledTimes(2);
    await expect(uploader.upload).toHaveBeenLastCalledWith(7, file, expect.anything());
    await expect(await canvas.findByText(m.uploading(0))).toBeVisible();
  },
};

/** A lecture with an external link opens on "Link externo": the URL field as it was. */
export const ExternalLink: Story = {
  parameters: serverWith(lectureVideoOf({ source: 'link' })),
  play: async ({ canvas }) => {
    const url = await canvas.findByRole('textbox', { name: /Endereço do vídeo/ });
    await expect(canvas.getByRole('tab', { name: m.linkTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(url, 'https://video.exemplo.com/aula.mp4');
    await userEvent.click(canvas.getByRole('tab', { name: m.uploadTab }));
    await expect(await canvas.findByRole('button', { name: m.choose })).toBeVisible();
  },
};

/** Too large or empty: refused before sending a byte, in pt-BR; nothing is uploaded. */
export const RefusedOnTheClient: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, fakeVideoFile('aula-longa.mp4', 6 * 1024 ** 3));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'O arquivo é maior que o tamanho máximo permitido (5 GB).',
    );
    await pick(canvas, fakeVideoFile('vazio.mp4', 0));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(m.empty));
    await expect(uploader.upload).not.toHaveBeenCalled();
  },
};

/** Without an uploader (a page with no tus client), the upload side says so; the link works. */
export const NoUploader: Story = {
  decorators: [
    (Story) => (
      <WithUploader uploader={null}>
        <Story />
      </WithUploader>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.unavailable)).toBeVisible();
  },
};
