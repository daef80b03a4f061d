import { lectureInputSchema, VIDEO_LINK_MESSAGE } from './endpoints/courses';
import { embedOrigin, embedUrl, parseEmbedLink, parseVideoLink, watchUrl } from './video-link';

const YT = 'dQw4w9WgXcQ';
const PANDA_ID = '3f1c2b4a-9d8e-4f7a-b6c5-1a2b3c4d5e6f';
const PANDA_HOST = 'player-vz-7b95acb0-d42.tv.pandavideo.com.br';

describe('parseVideoLink', () => {
  describe('given a YouTube link', () => {
    it.each([
      `https://www.youtube.com/watch?v=${YT}`,
      `https://youtube.com/watch?v=${YT}&t=42s`,
      `https://m.youtube.com/watch?feature=share&v=${YT}`,
      `http://www.youtube.com/watch?v=${YT}`,
      `https://youtu.be/${YT}`,
      `https://youtu.be/${YT}?si=abc123`,
      `https://www.youtube.com/embed/${YT}`,
      `https://www.youtube.com/shorts/${YT}`,
      `https://www.youtube.com/live/${YT}`,
      `https://www.youtube-nocookie.com/embed/${YT}?rel=0`,
      `https://youtube-nocookie.com/embed/${YT}`,
      `https://WWW.YOUTUBE.COM/watch?v=${YT}`,
    ])('reads the id of %s', (link) => {
      expect(parseVideoLink(link)).toEqual({ kind: 'youtube', id: YT });
    });
  });

  describe('given a Vimeo link', () => {
    it.each([
      ['https://vimeo.com/76979871', { kind: 'vimeo', id: '76979871' }],
      ['https://www.vimeo.com/76979871/', { kind: 'vimeo', id: '76979871' }],
      [
        'https://vimeo.com/76979871/a1b2c3d4e5',
        { kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' },
      ],
      ['https://player.vimeo.com/video/76979871', { kind: 'vimeo', id: '76979871' }],
      [
        'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&badge=0',
        { kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' },
      ],
    ])('reads %s', (link, expected) => {
      expect(parseVideoLink(link)).toEqual(expected);
    });
  });

  describe('given a Panda Video link', () => {
    it.each([
      `https://${PANDA_HOST}/embed/?v=${PANDA_ID}`,
      `https://${PANDA_HOST}/embed?v=${PANDA_ID}`,
      `https://${PANDA_HOST}/embed/?v=${PANDA_ID.toUpperCase()}&autoplay=false`,
    ])('reads its host and id from %s', (link) => {
      expect(parseVideoLink(link)).toEqual({ kind: 'panda', host: PANDA_HOST, id: PANDA_ID });
    });
  });

  describe('given a media file', () => {
    it.each([
      ['https://cdn.exemplo.com/aulas/01.mp4', 'file'],
      ['https://cdn.exemplo.com/aulas/01.WEBM?token=x', 'file'],
      ['http://cdn.exemplo.com/a.mov', 'file'],
      ['https://cdn.exemplo.com/hls/master.m3u8', 'hls'],
    ])('keeps %s as a %s the player plays itself', (link, kind) => {
      expect(parseVideoLink(link)).toEqual({ kind, url: link });
    });
  });

  describe('given anything else', () => {
    it.each([
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
      'data:text/html,<script>alert(1)</script>',
      'ftp://cdn.exemplo.com/aula.mp4',
      'https://exemplo.com/pagina-da-aula',
      'https://www.youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
      'https://evil.com/www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com@evil.com/watch?v=dQw4w9WgXcQ',
      'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&v=aaaaaaaaaaa',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/',
      'https://www.youtube.com/channel/UCxyz',
      'https://www.youtube.com/embed/dQw4w9WgXcQ/extra',
      'https://youtu.be/dQw4w9WgXcQ/../../evil',
      'https://youtu.be/%2e%2e%2fdQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/',
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/76979871/not-a-hash!',
      'https://vimeo.com/76979871/a1b2c3d4e5/extra',
      'https://vimeo.com.evil.com/76979871',
      'https://player.vimeo.com/video/abc',
      'https://player.vimeo.com/video/76979871?h=../x',
      'https://player.vimeo.com/76979871',
      `https://${PANDA_HOST}/embed/?v=not-a-uuid`,
      `https://${PANDA_HOST}/embed/`,
      `https://${PANDA_HOST}/other/?v=${PANDA_ID}`,
      `https://${PANDA_HOST}/embed/?v=${PANDA_ID}&v=${PANDA_ID}`,
      `https://evil.tv.pandavideo.com.br/embed/?v=${PANDA_ID}`,
      `https://${PANDA_HOST}.evil.com/embed/?v=${PANDA_ID}`,
      `https://dashboard.pandavideo.com.br/videos/${PANDA_ID}`,
      `https://${PANDA_HOST}/embed/x.mp4`,
      'não é um link',
      '',
    ])('refuses %s', (link) => {
      expect(parseVideoLink(link)).toBeNull();
    });
  });
});

describe('the embed addresses', () => {
  it('plays YouTube from its privacy-enhanced host with the JS API on, for this origin', () => {
    const link = parseEmbedLink(`https://youtu.be/${YT}`);
    if (!link) throw new Error('expected an embed');
    const url = new URL(embedUrl(link, 'https://aula.exemplo.com'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe(`/embed/${YT}`);
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('https://aula.exemplo.com');
    expect(embedOrigin(link)).toBe('https://www.youtube-nocookie.com');
    expect(watchUrl(link)).toBe(`https://www.youtube.com/watch?v=${YT}`);
  });

  it('plays Vimeo with do-not-track and the unlisted hash', () => {
    const link = parseEmbedLink('https://vimeo.com/76979871/a1b2c3d4e5');
    if (!link) throw new Error('expected an embed');
    const url = new URL(embedUrl(link));
    expect(url.origin).toBe('https://player.vimeo.com');
    expect(url.pathname).toBe('/video/76979871');
    expect(url.searchParams.get('h')).toBe('a1b2c3d4e5');
    expect(url.searchParams.get('dnt')).toBe('1');
  });

  it('plays Panda Video from the library host it was given', () => {
    const link = parseEmbedLink(`https://${PANDA_HOST}/embed/?v=${PANDA_ID}`);
    if (!link) throw new Error('expected an embed');
    expect(embedUrl(link)).toBe(`https://${PANDA_HOST}/embed/?v=${PANDA_ID}`);
    expect(embedOrigin(link)).toBe(`https://${PANDA_HOST}`);
  });

  it('gives no embed for a media file', () => {
    expect(parseEmbedLink('https://cdn.exemplo.com/a.mp4')).toBeNull();
  });
});

describe('lectureInputSchema video_url', () => {
  it('accepts a YouTube link and a file, and refuses a page with the pt-BR message', () => {
    expect(
      lectureInputSchema.safeParse({
        section_id: 1,
        title: 'A',
        video_url: `https://youtu.be/${YT}`,
      }).success,
    ).toBe(true);
    expect(
      lectureInputSchema.safeParse({
        section_id: 1,
        title: 'A',
        video_url: 'https://cdn.exemplo.com/a.mp4',
      }).success,
    ).toBe(true);
    const refused = lectureInputSchema.safeParse({
      section_id: 1,
      title: 'A',
      video_url: 'https://exemplo.com/pagina',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(VIDEO_LINK_MESSAGE);
  });
});
