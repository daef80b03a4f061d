import type { CaptionTrack } from '@aula/contract';
import { Button } from '@aula/ui';
import type { ReactNode } from 'react';
import { clockTime } from './playback-memory';
import type { HlsQuality } from './use-hls';

const selectClass =
  'border-input bg-background text-foreground aula-focus-ring rounded-md border px-2 py-1';
const labelClass = 'text-muted-foreground flex items-center gap-2 text-sm';

/**
 * "Qualidade": "Automático" (hls.js picks by bandwidth; the rung playing now in parentheses) and
 * each rung, highest first. Only for an HLS video with more than one rung.
 */
export function QualitySelect({
  quality,
  onChange,
}: {
  quality: HlsQuality;
  onChange: (height: number | null) => void;
}) {
  if (quality.heights.length < 2) return null;
  return (
    <label className={labelClass}>
      Qualidade
      <select
        data-slot="video-quality"
        className={selectClass}
        value={quality.chosen ?? 'auto'}
        onChange={(event) =>
          onChange(event.target.value === 'auto' ? null : Number(event.target.value))
        }
      >
        <option value="auto">
          {quality.playing ? `Automático (${quality.playing}p)` : 'Automático'}
        </option>
        {quality.heights.map((height) => (
          <option key={height} value={height}>
            {height}p
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Legendas": "Desativadas" and each of the lecture's tracks, by its label. */
export function CaptionsSelect({
  tracks,
  language,
  onChange,
}: {
  tracks: readonly CaptionTrack[];
  language: string | null;
  onChange: (language: string | null) => void;
}) {
  if (tracks.length === 0) return null;
  return (
    <label className={labelClass}>
      Legendas
      <select
        className={selectClass}
        value={language ?? 'off'}
        onChange={(event) => onChange(event.target.value === 'off' ? null : event.target.value)}
      >
        <option value="off">Desativadas</option>
        {tracks.map((track) => (
          <option key={track.language} value={track.language}>
            {track.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The box of a video that cannot play, over its frame: the pt-BR `message`, then `children`. */
export function VideoTrouble({ message, children }: { message: ReactNode; children: ReactNode }) {
  return (
    <div
      data-slot="video-error"
      role="alert"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/80 p-4 text-center text-white"
    >
      <p className="max-w-prose text-sm">{message}</p>
      {children}
    </div>
  );
}

/** "Tentar de novo", under a video that cannot play. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onRetry}>
      Tentar de novo
    </Button>
  );
}

/** A video that cannot play, over its frame: a pt-BR message and "Tentar de novo". */
export function VideoError({ onRetry }: { onRetry: () => void }) {
  return (
    <VideoTrouble message="Não foi possível reproduzir o vídeo desta aula. Verifique sua conexão e tente de novo; se continuar, avise a equipe do curso.">
      <RetryButton onRetry={onRetry} />
    </VideoTrouble>
  );
}

const speedLabel = (speed: number) => `${String(speed).replace('.', ',')}×`;

/** "Velocidade": the speeds offered (the lecture's own video: all; an embed: its provider's). */
export function SpeedSelect({
  speeds,
  speed,
  onChange,
}: {
  speeds: readonly number[];
  speed: number;
  onChange: (speed: number) => void;
}) {
  if (speeds.length === 0) return null;
  return (
    <label className={labelClass}>
      Velocidade
      <select
        className={selectClass}
        value={speeds.includes(speed) ? speed : 1}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {speeds.map((s) => (
          <option key={s} value={s}>
            {speedLabel(s)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** What the lecture lays over the video's frame (the next lecture's card), inside its 16:9 box. */
export function VideoOverlay({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="video-overlay"
      className="absolute inset-0 flex items-center justify-center overflow-y-auto bg-black/60 p-3"
    >
      {children}
    </div>
  );
}

/** "Continuando de 12:34" with "Começar do início", when a saved position was resumed. */
export function ResumeNotice({ at, onRestart }: { at: number; onRestart: () => void }) {
  return (
    <p className="text-muted-foreground mr-auto flex flex-wrap items-center gap-2 text-sm">
      <span role="status">Continuando de {clockTime(at)}</span>
      <Button variant="ghost" size="sm" onClick={onRestart}>
        Começar do início
      </Button>
    </p>
  );
}
