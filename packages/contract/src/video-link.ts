/**
 * A lecture's external video link (issue 35 §1 "Link externo"): a media file the player plays
 * itself (MP4, WebM, MOV, or an HLS playlist), or a YouTube, Vimeo or Panda Video link that plays
 * through the provider's embed. Anything else is refused on the field: no host but these, ids
 * checked character by character, no credentials, no port, http(s) only.
 */
export type VideoLink =
  | { kind: 'file'; url: string }
  | { kind: 'hls'; url: string }
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; hash?: string }
  | { kind: 'panda'; host: string; id: string };

export type EmbedLink = Extract<VideoLink, { kind: 'youtube' | 'vimeo' | 'panda' }>;

const DIRECT_MEDIA = /\.(?:mp4|m4v|webm|mov|m3u8)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
/** Panda Video's player hosts: `player-vz-<library>.tv.pandavideo.com.br` (ADR 038, "Embeds"). */
const PANDA_HOST = /^player-vz-[a-z0-9]{1,16}(?:-[a-z0-9]{1,16}){0,3}\.tv\.pandavideo\.com\.br$/;
const PANDA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

/** The path's parts, or null when a part is empty in the middle or names `.`/`..` (tricks). */
function segments(pathname: string): string[] | null {
  const parts = pathname.split('/').slice(1);
  if (parts.at(-1) === '') parts.pop();
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('%')))
    return null;
  return parts;
}

function youtube(url: URL, host: string): VideoLink | null {
  const parts = segments(url.pathname);
  if (!parts) return null;
  let id: string | null | undefined;
  if (host === 'youtu.be') {
    if (parts.length === 1) id = parts[0];
  } else if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) {
    if (parts.length === 2 && parts[0] === 'embed') id = parts[1];
  } else if (parts.length === 1 && parts[0] === 'watch') {
    const values = url.searchParams.getAll('v');
    if (values.length === 1) id = values[0];
  } else if (parts.length === 2 && ['embed', 'shorts', 'live'].includes(parts[0] ?? '')) {
    id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null;
}

function vimeo(url: URL, host: string): VideoLink | null {
  const parts = segments(url.pathname);
  if (!parts) return null;
  let id: string | undefined;
  let hash: string | null | undefined;
  if (host === 'player.vimeo.com') {
    if (parts.length !== 2 || parts[0] !== 'video') return null;
    id = parts[1];
    hash = url.searchParams.get('h');
  } else if (parts.length === 1 || parts.length === 2) {
    id = parts[0];
    hash = parts[1];
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash === null || hash === undefined || hash === '') return { kind: 'vimeo', id };
  return VIMEO_HASH.test(hash) ? { kind: 'vimeo', id, hash } : null;
}

function panda(url: URL, host: string): VideoLink | null {
  const parts = segments(url.pathname);
  if (parts?.length !== 1 || parts[0] !== 'embed') return null;
  const values = url.searchParams.getAll('v');
  const id = values.length === 1 ? values[0] : undefined;
  return id && PANDA_ID.test(id) ? { kind: 'panda', host, id: id.toLowerCase() } : null;
}

/** What a video link is, or null when the lecture's player cannot play it (refused on the field). */
export function parseVideoLink(value: string): VideoLink | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host) || YOUTUBE_NOCOOKIE_HOSTS.has(host))
    return url.port ? null : youtube(url, host);
  if (host === 'player.vimeo.com' || VIMEO_HOSTS.has(host))
    return url.port ? null : vimeo(url, host);
  if (PANDA_HOST.test(host)) return url.port ? null : panda(url, host);
  if (host.endsWith('.pandavideo.com.br') || host === 'pandavideo.com.br') return null;
  if (DIRECT_MEDIA.test(url.pathname))
    return { kind: /\.m3u8$/i.test(url.pathname) ? 'hls' : 'file', url: value };
  return null;
}

/** An embed link (YouTube, Vimeo, Panda Video), or null for a media file or anything else. */
export function parseEmbedLink(value: string): EmbedLink | null {
  const link = parseVideoLink(value);
  return link && link.kind !== 'file' && link.kind !== 'hls' ? link : null;
}

/** The provider's player page to put in the iframe (privacy: YouTube's nocookie host, Vimeo's dnt). */
export function embedUrl(link: EmbedLink, origin?: string): string {
  switch (link.kind) {
    case 'youtube': {
      const query = new URLSearchParams({ enablejsapi: '1', rel: '0', playsinline: '1' });
      if (origin) query.set('origin', origin);
      return `https://www.youtube-nocookie.com/embed/${link.id}?${query}`;
    }
    case 'vimeo': {
      const query = new URLSearchParams(link.hash ? { h: link.hash } : {});
      query.set('dnt', '1');
      return `https://player.vimeo.com/video/${link.id}?${query}`;
    }
    case 'panda':
      return `https://${link.host}/embed/?${new URLSearchParams({ v: link.id })}`;
  }
}

/** The provider's own page, for "Abrir no YouTube" when the embed never answers. */
export function watchUrl(link: EmbedLink): string {
  switch (link.kind) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${link.id}`;
    case 'vimeo':
      return link.hash
        ? `https://vimeo.com/${link.id}/${link.hash}`
        : `https://vimeo.com/${link.id}`;
    case 'panda':
      return embedUrl(link);
  }
}

/** The origin the embed's messages must come from (checked strictly by the player). */
export function embedOrigin(link: EmbedLink): string {
  switch (link.kind) {
    case 'youtube':
      return 'https://www.youtube-nocookie.com';
    case 'vimeo':
      return 'https://player.vimeo.com';
    case 'panda':
      return `https://${link.host}`;
  }
}

/** The provider's name, as the player says it ("Abrir no YouTube"). */
export const EMBED_PROVIDER_NAMES = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  panda: 'Panda Video',
} as const satisfies Record<EmbedLink['kind'], string>;

/**
 * The frame origins the Content-Security-Policy allows (`frame-src`): exactly these players.
 * Panda Video's hosts differ per library (`player-vz-<library>`), and a CSP wildcard covers a whole
 * label only, so its entry is the narrowest one CSP can say.
 */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://*.tv.pandavideo.com.br',
] as const;
