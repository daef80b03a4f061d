import { type EmbedLink, embedOrigin } from '@aula/contract';
import { pandaAdapter } from './panda';
import type { EmbedAdapter, EmbedListener, FrameWindow } from './types';
import { VIMEO_RATES, vimeoAdapter } from './vimeo';
import { YOUTUBE_RATES, youtubeAdapter } from './youtube';

export type { EmbedAdapter, EmbedListener, FrameWindow } from './types';

/** The adapter that drives this link's provider player through its postMessage API. */
export function createEmbedAdapter(
  link: EmbedLink,
  frame: FrameWindow,
  listener: EmbedListener,
): EmbedAdapter {
  switch (link.kind) {
    case 'youtube':
      return youtubeAdapter(frame, listener);
    case 'vimeo':
      return vimeoAdapter(frame, listener);
    case 'panda':
      return pandaAdapter(embedOrigin(link), frame, listener);
  }
}

/** The speeds the provider's API sets (none for Panda Video: its speed is the embed's own menu). */
export function embedRates(kind: EmbedLink['kind']): readonly number[] {
  return kind === 'youtube' ? YOUTUBE_RATES : kind === 'vimeo' ? VIMEO_RATES : [];
}
