/**
 * What the editor shows and reads of a lecture's duration and video: the row's and the drawer's
 * `12:05`, the typed duration, and the "Sem vídeo" warning before publishing without one.
 */

/** `12:05` for 725 seconds, `1:02:03` past an hour; empty for none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * What an admin types as a duration, in seconds: `mm:ss` (`12:05`), `h:mm:ss`, or whole minutes
 * (`12`). Empty is null (no duration); anything else is undefined (invalid).
 */
export function parseDuration(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (/^\d{1,4}$/.test(value)) return Number(value) * 60;
  const parts = /^(?:(\d{1,3}):)?(\d{1,3}):([0-5]\d)$/.exec(value);
  if (!parts) return undefined;
  const [, h = '0', m = '0', s = '0'] = parts;
  if (parts[1] !== undefined && Number(m) > 59) return undefined;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** Whether a lecture has a video to show (a published one without it says "not available yet"). */
export const hasVideo = (lecture: { video_url: string | null }) => !!lecture.video_url?.trim();

/**
 * Publishing a lecture without a video (issue 33): students would see "O vídeo desta aula ainda não
 * está disponível", so the row and the drawer say so and ask first.
 */
export const noVideoMessages = {
  badge: 'Sem vídeo',
  confirmTitle: (lecture: string) => `Publicar “${lecture}” sem vídeo?`,
  confirmDescription:
    'Os alunos verão “O vídeo desta aula ainda não está disponível” até que você informe o endereço do vídeo.',
  confirm: 'Publicar sem vídeo',
  warning:
    'Esta aula não tem vídeo. Publicada assim, os alunos verão “O vídeo desta aula ainda não está disponível”.',
} as const;
