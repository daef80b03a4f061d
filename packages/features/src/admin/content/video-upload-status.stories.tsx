import { VIDEO_FAILURE_MESSAGES, type VideoFailure } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { videoFieldMessages as m } from './video-upload-messages';
import { UploadStatus } from './video-upload-status';
import { fakeVideoFile, lectureVideoOf, MB } from './video-upload-stories';
import type { LocalUpload } from './video-uploads';

/**
 * Where a lecture's video upload is (issue 35 §1), one state per story: this tab's upload paused
 * or stopped, the server's upload sent from elsewhere, processing, ready, and refused for each
 * reason. The field around it (tabs, the tus client) is in `video-upload-field.stories.tsx`.
 */
const file = fakeVideoFile('aula-props-e-estado.mp4', 1000 * MB);
const local = (overrides: Partial<LocalUpload>): LocalUpload => ({
  lectureId: 7,
  file,
  state: 'uploading',
  sent: 420 * MB,
  total: 1000 * MB,
  samples: [
    { at: 0, sent: 388 * MB },
    { at: 10_000, sent: 420 * MB },
  ],
  error: null,
  ...overrides,
});

const meta = {
  title: 'features/admin/UploadStatus',
  component: UploadStatus,
  args: {
    video: lectureVideoOf(),
    local: null,
    maxBytes: 5 * 1024 ** 3,
    choose: fn(),
    onDropFile: fn(),
    actions: { pause: fn(), resume: fn(), cancel: fn(), retry: fn() },
  },
  decorators: [
    (Story) => (
      <div className="flex max-w-xl flex-col gap-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sending: the percentage, size, speed and time left, with "Pausar" and "Cancelar envio". */
export const Uploading: Story = {
  args: { local: local({}) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(m.uploading(42))).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText(/restantes?$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.pause }));
    await expect(args.actions.pause).toHaveBeenCalledOnce();
  },
};

/** Paused: no speed nor time left, "Continuar" instead of "Pausar". */
export const Paused: Story = {
  args: { local: local({ state: 'paused' }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(m.paused(42))).toBeVisible();
    await expect(canvas.queryByText(/restantes?$/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: m.pause })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: m.resume }));
    await expect(args.actions.resume).toHaveBeenCalledOnce();
  },
};

/** The connection dropped: the reason, and "Tentar de novo" sends the same file again. */
export const Stopped: Story = {
  args: {
    local: local({ state: 'error', error: 'A conexão caiu. O envio continua de onde parou.' }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(m.uploadFailedTitle)).toBeVisible();
    await expect(canvas.getByText(/A conexão caiu/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.retry }));
    await expect(args.actions.retry).toHaveBeenCalledWith(file);
  },
};

/** Being sent from another tab (news a moment ago): its progress, how to go on from here. */
export const UploadingElsewhere: Story = {
  // The server's last news is of now, whenever the story is drawn.
  render: (args) => (
    <UploadStatus
      {...args}
      video={lectureVideoOf({
        upload: { status: 'uploading', progress: 63, updated_at: new Date().toISOString() },
      })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.uploading(63))).toBeVisible();
    await expect(canvas.getByText(m.elsewhere)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.choose })).toBeVisible();
  },
};

/** Sent from a tab closed since (no news for minutes): "interrompido", never "Enviando". */
export const UploadInterrupted: Story = {
  args: {
    video: lectureVideoOf({
      upload: { status: 'uploading', progress: 63, updated_at: '2026-11-21T11:00:00.000Z' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.interrupted(63))).toBeVisible();
    await expect(canvas.getByText(m.interruptedHint)).toBeVisible();
    await expect(canvas.queryByText(m.uploading(63))).toBeNull();
    await expect(canvas.getByRole('button', { name: m.choose })).toBeVisible();
  },
};

/** Processing, while the students keep the lecture's current video. */
export const Processing: Story = {
  args: {
    video: lectureVideoOf({
      source: 'upload',
      upload: { status: 'processing', progress: 63 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.processing(63))).toBeVisible();
    await expect(canvas.getByText(m.processingHint)).toBeVisible();
    await expect(canvas.getByText(m.keepsCurrent)).toBeVisible();
  },
};

/** Ready: "Pronto", the poster frame, the file's name and the duration. */
export const Ready: Story = {
  args: {
    video: lectureVideoOf({
      source: 'upload',
      duration_seconds: 754,
      poster_url: '/media/demo-hls/poster.jpg',
      upload: { status: 'ready', progress: 100 },
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(m.ready);
    await expect(canvas.getByRole('img', { name: m.poster })).toBeVisible();
    await expect(canvas.getByText('aula-props-e-estado.mp4')).toBeVisible();
    await expect(canvas.getByText(/^Duração: /)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.another }));
    await expect(args.choose).toHaveBeenCalledOnce();
  },
};

/**
 * Ready in the drawer on a 375 px phone (325 px inside it): the name and the duration keep
 * their column, and "Enviar outro arquivo" goes to the next line instead of squeezing them to a
 * letter.
 */
export const ReadyInAPhoneDrawer: Story = {
  ...Ready,
  decorators: [
    (Story) => (
      <div className="w-[325px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const name = canvas.getByText('aula-props-e-estado.mp4');
    await expect(name.getBoundingClientRect().width).toBeGreaterThanOrEqual(150);
    const button = canvas.getByRole('button', { name: m.another });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
  },
};

const reasons = Object.keys(VIDEO_FAILURE_MESSAGES) as VideoFailure[];

/** Refused, for each reason the server gives: its pt-BR sentence and "Enviar outro arquivo". */
export const FailedForEachReason: Story = {
  render: (args) => (
    <>
      {reasons.map((failure) => (
        <UploadStatus
          key={failure}
          {...args}
          video={lectureVideoOf({ upload: { status: 'failed', failure } })}
        />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const failure of reasons) {
      await expect(canvas.getByText(VIDEO_FAILURE_MESSAGES[failure])).toBeVisible();
    }
    await expect(canvas.getAllByText(m.failedTitle)).toHaveLength(reasons.length);
  },
};
