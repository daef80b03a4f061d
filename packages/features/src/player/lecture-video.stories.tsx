import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { makeLecture } from '../testing';
import { LectureVideo, type LectureVideoProps } from './lecture-video';
import { readSpeed } from './playback-memory';
import { AutoJumpCard } from './player-parts';

function WithRef(props: Omit<LectureVideoProps, 'videoRef'>) {
  const ref = useRef<HTMLVideoElement>(null);
  return <LectureVideo {...props} videoRef={ref} />;
}

const meta = {
  title: 'features/player/LectureVideo',
  component: WithRef,
  args: {
    lectureId: 1,
    title: 'Componentes e props',
    src: '/media/aula-demo.mp4',
    autoPlay: false,
    onEnded: fn(),
  },
  beforeEach: () => localStorage.removeItem('aula:player:speed'),
} satisfies Meta<typeof WithRef>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen speed is remembered for the next lectures. */
export const RemembersSpeed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Vídeo da aula Componentes e props')).toBeInTheDocument();
    const speed = canvas.getByRole('combobox', { name: 'Velocidade' });
    await expect(speed).toHaveValue('1');
    await userEvent.selectOptions(speed, '1.5');
    await expect(readSpeed()).toBe(1.5);
    const video = canvas.getByTestId('video-da-aula') as HTMLVideoElement;
    await expect(video.playbackRate).toBe(1.5);
    // A landscape video keeps its 16:9 frame.
    await waitFor(() => expect(video.readyState).toBeGreaterThan(0));
    await expect(canvas.getByTestId('quadro-do-video')).toHaveAttribute('data-shape', 'landscape');
  },
};

/** The end of a video that played is reported (the player marks the lecture watched and may move on). */
export const Ended: Story = {
  play: async ({ canvas, args }) => {
    const video = canvas.getByTestId('video-da-aula');
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('ended'));
    await expect(args.onEnded).toHaveBeenCalledOnce();
    await expect(args.onEnded).toHaveBeenCalledWith(1);
  },
};

/**
 * An `ended` from an element that never played (one restored at its end, say) is not the end of
 * the lecture: nothing is reported, so nothing is marked watched and no auto-jump starts.
 */
export const EndedWithoutPlaying: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByTestId('video-da-aula').dispatchEvent(new Event('ended'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onEnded).not.toHaveBeenCalled();
  },
};

/**
 * The auto-jump countdown sits inside the video's frame, and the frame's wrapper (not the bare
 * <video>) is what goes fullscreen: the countdown shows in fullscreen too. The browser's menu
 * offers no "Download" (issue 33).
 */
export const CountdownInsideTheFrame: Story = {
  args: {
    overlay: (
      <AutoJumpCard
        next={makeLecture({ position: 5, title: 'useState na prática' })}
        onGo={fn()}
        onCancel={fn()}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const video = canvas.getByTestId('video-da-aula');
    const frame = canvas.getByTestId('quadro-do-video');
    const countdown = canvas.getByRole('heading', { name: /Próxima aula em \d s/ });
    await expect(frame).toContainElement(video);
    await expect(frame).toContainElement(countdown);
    await expect(countdown.closest('[data-slot="video-overlay"]')?.parentElement).toBe(frame);
    // The overlay covers the video's box.
    const box = frame.getBoundingClientRect();
    const over = (
      countdown.closest('[data-slot="video-overlay"]') as HTMLElement
    ).getBoundingClientRect();
    await expect([over.width, over.height]).toEqual([box.width, box.height]);

    await expect(video.getAttribute('controlslist')?.split(' ')).toContain('nodownload');
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    await expect(video.dispatchEvent(menu)).toBe(false);

    // Fullscreen asks for the wrapper that holds the frame (and so the countdown).
    const wrapper = canvasElement.querySelector<HTMLElement>('[data-slot="lecture-video"]');
    if (!wrapper) throw new Error('no wrapper');
    await expect(wrapper).toContainElement(frame);
    const requested: Element[] = [];
    wrapper.requestFullscreen = async function (this: Element) {
      requested.push(this);
    };
    await userEvent.click(await canvas.findByRole('button', { name: 'Tela cheia' }));
    await waitFor(() => expect(requested).toEqual([wrapper]));
    // Its own fullscreen replaces the <video>'s, which would leave the countdown out.
    await expect(video.getAttribute('controlslist')?.split(' ')).toContain('nofullscreen');
  },
};

/**
 * A video taller than wide (a phone held upright): the frame takes its shape, centred and at most
 * three quarters of the screen high, instead of showing it a third as wide in a 16:9 box. A
 * landscape video keeps the 16:9 frame (every other story).
 */
export const PortraitVideo: Story = {
  args: { lectureId: 43, src: '/media/aula-demo-vertical.mp4' },
  parameters: { testViewport: { width: 1280, height: 720 } },
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('quadro-do-video');
    await waitFor(() => expect(frame).toHaveAttribute('data-shape', 'portrait'));
    const box = frame.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(box.width);
    await expect(Math.abs(box.width / box.height - 270 / 480)).toBeLessThan(0.01);
    await expect(box.height).toBeLessThanOrEqual(window.innerHeight * 0.75 + 1);
  },
};

/**
 * Signed in, the lecture opens where the student stopped on any device (the server's position):
 * "Continuando de 0:06", with "Começar do início". A pause sends the position to the server.
 */
export const ResumesFromSavedPosition: Story = {
  args: {
    lectureId: 41,
    savedPosition: { seconds: 6, saved_at: new Date().toISOString() },
    onSavePosition: fn(),
  },
  beforeEach: () => localStorage.removeItem('aula:player:position:41'),
  play: async ({ canvas, args }) => {
    const video = canvas.getByTestId('video-da-aula') as HTMLVideoElement;
    await expect(await canvas.findByRole('status')).toHaveTextContent('Continuando de 0:06');
    await expect(video.currentTime).toBe(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Começar do início' }));
    await expect(video.currentTime).toBe(0);
    await expect(canvas.queryByText(/Continuando de/)).toBeNull();
    video.currentTime = 3;
    await waitFor(() => expect(video.currentTime).toBe(3));
    video.dispatchEvent(new Event('pause'));
    await expect(args.onSavePosition).toHaveBeenLastCalledWith(41, 3);
  },
};

/**
 * This device's own position, newer than the server's answer (sent as the page closed, after the
 * course was read), wins; a guest's position stays on the device (nothing is sent).
 */
export const NewerOnThisDevice: Story = {
  args: {
    lectureId: 42,
    savedPosition: { seconds: 2, saved_at: new Date(Date.now() - 60_000).toISOString() },
  },
  beforeEach: () => {
    localStorage.setItem('aula:player:position:42', `5|${Date.now()}`);
    return () => localStorage.removeItem('aula:player:position:42');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Continuando de 0:05');
    const video = canvas.getByTestId('video-da-aula') as HTMLVideoElement;
    await expect(video.currentTime).toBe(5);
  },
};

/**
 * A source that cannot play (a missing file, a format the browser lacks): a pt-BR error in the
 * frame with "Tentar de novo", never a silent black box; the player is asked for a newer link.
 */
export const SourceFails: Story = {
  args: { src: '/media/nao-existe.mp4', onSourceFailed: fn() },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível reproduzir o vídeo desta aula.');
    await expect(args.onSourceFailed).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    // Tried again: it fails again, and says so again.
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

const HLS = '/media/demo-hls/master.m3u8';
const PT_BR = {
  language: 'pt-BR' as const,
  label: 'Português (Brasil)',
  url: '/media/demo-hls/captions-pt-BR.vtt',
};
/** hls.js comes in its own chunk and reads the playlist over the network: time for both. */
const SLOW = { timeout: 15_000 };

/**
 * An HLS lecture (the demo ladder: 360p, 540p, 720p) plays through hls.js, loaded when the viewer
 * shows the intent to play (here a pointer over the player; without auto-play or a position to
 * resume, nothing of the video is fetched before): the "Qualidade" menu offers "Automático" (with
 * the rung playing now) and each rung, highest first; the choice is remembered for the next
 * lectures.
 */
export const HlsWithQualityMenu: Story = {
  args: { lectureId: 51, src: HLS, poster: '/media/demo-hls/poster.jpg' },
  beforeEach: () => {
    localStorage.removeItem('aula:player:quality');
    return () => localStorage.removeItem('aula:player:quality');
  },
  play: async ({ canvas }) => {
    const video = canvas.getByTestId('video-da-aula') as HTMLVideoElement;
    await expect(video).toHaveAttribute('poster', '/media/demo-hls/poster.jpg');
    // Only opened: the poster, and no video loaded.
    await expect(video).not.toHaveAttribute('src');
    await expect(video.readyState).toBe(0);
    await userEvent.hover(video);
    const quality = await canvas.findByRole('combobox', { name: 'Qualidade' }, SLOW);
    const labels = () =>
      Array.from((quality as HTMLSelectElement).options, (option) => option.text);
    await expect(labels().slice(1)).toEqual(['720p', '540p', '360p']);
    await expect(labels()[0]).toMatch(/^Automático/);
    await expect(quality).toHaveValue('auto');
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1), SLOW);
    await waitFor(() => expect(labels()[0]).toMatch(/^Automático \((360|540|720)p\)$/), SLOW);
    await userEvent.selectOptions(quality, '360');
    await expect(quality).toHaveValue('360');
    await expect(localStorage.getItem('aula:player:quality')).toBe('360');
  },
};

/**
 * An HLS lecture resumes where the student stopped, as a progressive one does (at
 * `loadedmetadata`), and a pause sends the position.
 */
export const HlsResumesFromSavedPosition: Story = {
  args: {
    lectureId: 56,
    src: HLS,
    savedPosition: { seconds: 6, saved_at: new Date().toISOString() },
    onSavePosition: fn(),
  },
  beforeEach: () => localStorage.removeItem('aula:player:position:56'),
  play: async ({ canvas, args }) => {
    const video = canvas.getByTestId('video-da-aula') as HTMLVideoElement;
    await expect(await canvas.findByRole('status', {}, SLOW)).toHaveTextContent(
      'Continuando de 0:06',
    );
    await waitFor(() => expect(Math.floor(video.currentTime)).toBe(6), SLOW);
    video.currentTime = 3;
    await waitFor(() => expect(video.currentTime).toBe(3));
    video.dispatchEvent(new Event('pause'));
    await expect(args.onSavePosition).toHaveBeenLastCalledWith(56, 3);
  },
};

/** An HLS playlist that is not there: the same pt-BR error state as a progressive video's. */
export const HlsSourceFails: Story = {
  args: { lectureId: 52, src: '/media/nao-existe/master.m3u8', onSourceFailed: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.hover(canvas.getByTestId('video-da-aula'));
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Não foi possível reproduzir o vídeo desta aula.');
    await expect(args.onSourceFailed).toHaveBeenCalledOnce();
  },
};

/**
 * The lecture's caption tracks: "Legendas" starts on "Desativadas"; choosing "Português (Brasil)"
 * shows that track (the browser draws its cues, as text), and the language is remembered.
 */
export const CaptionsMenu: Story = {
  args: { lectureId: 53, src: HLS, captions: [PT_BR] },
  beforeEach: () => {
    localStorage.removeItem('aula:player:captions');
    return () => localStorage.removeItem('aula:player:captions');
  },
  play: async ({ canvas }) => {
    const video = canvas.getByTestId('video-da-aula') as HTMLVideoElement;
    const menu = canvas.getByRole('combobox', { name: 'Legendas' });
    await expect(menu).toHaveValue('off');
    await expect(video.textTracks[0]?.mode).toBe('disabled');
    await userEvent.selectOptions(menu, 'Português (Brasil)');
    await waitFor(() => expect(video.textTracks[0]?.mode).toBe('showing'));
    await expect(video.textTracks[0]?.language).toBe('pt-BR');
    await expect(localStorage.getItem('aula:player:captions')).toBe('pt-BR');
    await userEvent.selectOptions(menu, 'Desativadas');
    await waitFor(() => expect(video.textTracks[0]?.mode).toBe('disabled'));
  },
};

/** The student's "Mostrar legendas quando houver" is on: the lecture opens with its captions on. */
export const CaptionsOnByPreference: Story = {
  args: { lectureId: 54, src: HLS, captions: [PT_BR], captionsOn: true },
  play: async ({ canvas }) => {
    const video = canvas.getByTestId('video-da-aula') as HTMLVideoElement;
    await expect(canvas.getByRole('combobox', { name: 'Legendas' })).toHaveValue('pt-BR');
    await waitFor(() => expect(video.textTracks[0]?.mode).toBe('showing'));
  },
};

/**
 * "Linha do tempo": a seek bar under the video whose hover shows the storyboard's thumbnail of
 * that moment (a 160×90 region of the sprite sheet) and its time; it seeks the video.
 */
export const StoryboardPreview: Story = {
  args: { lectureId: 55, src: HLS, storyboardUrl: '/media/demo-hls/storyboard.vtt' },
  play: async ({ canvas }) => {
    const video = canvas.getByTestId('video-da-aula') as HTMLVideoElement;
    const bar = await canvas.findByRole('slider', { name: 'Linha do tempo' }, SLOW);
    // The bar knows the video's length once the video is loaded: on the viewer's intent (the
    // pointer crossing the picture on its way to the bar).
    await expect(bar).toBeDisabled();
    await userEvent.hover(video);
    await waitFor(() => expect(bar).toBeEnabled(), SLOW);
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0:00 de 0:1\d$/));
    await userEvent.hover(bar);
    const box = bar.getBoundingClientRect();
    const at = { clientX: box.left + box.width * 0.55, clientY: box.top + box.height / 2 };
    const move = () =>
      bar.dispatchEvent(
        new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', ...at }),
      );
    move();
    const preview = await canvas.findByTestId('previa-da-linha-do-tempo');
    await expect(preview).toHaveTextContent('0:06');
    // The storyboard loads on the first hover: the thumbnail follows.
    await waitFor(() => {
      move();
      return expect(canvas.getByTestId('miniatura-da-linha-do-tempo')).toBeVisible();
    }, SLOW);
    const thumbnail = canvas.getByTestId('miniatura-da-linha-do-tempo');
    await expect(thumbnail.style.backgroundImage).toBe('url("/media/demo-hls/sprite_0.jpg")');
    await expect(thumbnail.style.backgroundPosition).toBe('-960px 0px');
    await expect([thumbnail.offsetWidth, thumbnail.offsetHeight]).toEqual([160, 90]);
    bar.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse' }));
    await userEvent.unhover(bar);
    await waitFor(() => expect(canvas.queryByTestId('previa-da-linha-do-tempo')).toBeNull());

    // Pressing on the bar (a finger, no hover) previews where the drag is, until it lets go.
    bar.dispatchEvent(
      new PointerEvent('pointerdown', {
        bubbles: true,
        pointerType: 'touch',
        clientX: box.left + box.width * 0.9,
        clientY: at.clientY,
      }),
    );
    await expect(await canvas.findByTestId('previa-da-linha-do-tempo')).toHaveTextContent('0:10');
    window.dispatchEvent(new PointerEvent('pointerup'));
    await waitFor(() => expect(canvas.queryByTestId('previa-da-linha-do-tempo')).toBeNull());

    // Moving the bar (arrow keys, a drag: the browser changes its value) seeks the video, and
    // the bar says where.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(bar, '3');
    bar.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(video.currentTime).toBe(3));
    await waitFor(() =>
      expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0:03 de 0:1\d$/)),
    );
  },
};

/**
 * A YouTube link (issue 35 §1) plays in YouTube's own player, framed (the story frames a blank
 * page: Storybook never reaches the internet; the provider's messages are unit-tested in
 * `embeds/embeds.test.ts`). The speed menu offers YouTube's speeds only.
 */
export const EmbedYouTube: Story = {
  args: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embedFrameSrc: 'about:blank' },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Vídeo da aula Componentes e props (YouTube)');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame.getAttribute('allow')).toContain('fullscreen');
    await expect(canvas.queryByTestId('video-da-aula')).toBeNull();
    const box = canvas.getByTestId('quadro-do-video').getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 9)).toBe(16);
    const speed = canvas.getByRole('combobox', { name: 'Velocidade' });
    const values = Array.from((speed as HTMLSelectElement).options).map((option) => option.value);
    await expect(values).toEqual(['0.5', '0.75', '1', '1.25', '1.5', '1.75', '2']);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A Vimeo link (an unlisted one, with its hash): Vimeo's player, framed. */
export const EmbedVimeo: Story = {
  args: { src: 'https://vimeo.com/76979871/a1b2c3d4e5', embedFrameSrc: 'about:blank' },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Vídeo da aula Componentes e props (Vimeo)');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(canvas.getByRole('combobox', { name: 'Velocidade' })).toBeInTheDocument();
  },
};

/**
 * An embed that never answers (offline, blocked): a pt-BR message over the frame, "Tentar de
 * novo" and a link to watch on the provider's site, never a black box.
 */
export const EmbedNotAnswering: Story = {
  args: {
    src: 'https://youtu.be/dQw4w9WgXcQ',
    embedFrameSrc: 'about:blank',
    embedAnswerTimeoutMs: 300,
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar o player do YouTube');
    const open = canvas.getByRole('link', { name: 'Abrir no YouTube' });
    await expect(open).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(open).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
