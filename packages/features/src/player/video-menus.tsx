import type { CaptionTrack } from '@aula/contract';
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
