import { type StoryboardCue, storyboardBase, storyboardCue, storyboardCueAt } from './storyboard';

/** The demo's storyboard cues as the browser's metadata track gives them: times and text. */
const cuesOf = (baseUrl: string, list: [number, number, string][]) => {
  const base = storyboardBase(baseUrl);
  return list
    .map(([start, end, text]) => storyboardCue(start, end, text, base))
    .filter((cue): cue is StoryboardCue => cue !== null);
};

const demo: [number, number, string][] = [
  [0, 1, 'sprite_0.jpg#xywh=0,0,160,90'],
  [1, 2, 'sprite_0.jpg#xywh=160,0,160,90'],
  [62.5, 65, '/media/s/videos/7/sprite_1.jpg?lecture=1&expires=9&signature=abc#xywh=320,90,160,90'],
];

describe('storyboardCue', () => {
  it('reads the sprite region, resolving the sprite against the VTT’s address', () => {
    expect(cuesOf('https://aula.test/media/demo-hls/storyboard.vtt?sig=1', demo)).toEqual([
      {
        start: 0,
        end: 1,
        url: 'https://aula.test/media/demo-hls/sprite_0.jpg',
        x: 0,
        y: 0,
        w: 160,
        h: 90,
      },
      {
        start: 1,
        end: 2,
        url: 'https://aula.test/media/demo-hls/sprite_0.jpg',
        x: 160,
        y: 0,
        w: 160,
        h: 90,
      },
      {
        start: 62.5,
        end: 65,
        url: 'https://aula.test/media/s/videos/7/sprite_1.jpg?lecture=1&expires=9&signature=abc',
        x: 320,
        y: 90,
        w: 160,
        h: 90,
      },
    ]);
  });

  it('gives paths on the page’s own origin (a relative VTT address)', () => {
    expect(cuesOf('/media/demo-hls/storyboard.vtt', demo)[0]?.url).toBe(
      '/media/demo-hls/sprite_0.jpg',
    );
  });

  it('skips cues without a region, with bad times or another scheme', () => {
    expect(
      cuesOf('/v/storyboard.vtt', [
        [0, 1, 'sprite.jpg'],
        [5, 2, 'sprite.jpg#xywh=0,0,160,90'],
        [2, 3, 'javascript:alert(1)#xywh=0,0,160,90'],
        [Number.NaN, 1, 'sprite.jpg#xywh=0,0,160,90'],
        [3, 4, 'sprite.jpg#xywh=0,90,160,0'],
        [3, 4, 'sprite.jpg#xywh=0,90,160,90'],
      ]),
    ).toEqual([{ start: 3, end: 4, url: '/v/sprite.jpg', x: 0, y: 90, w: 160, h: 90 }]);
  });
});

describe('storyboardCueAt', () => {
  const cues = cuesOf('/v/storyboard.vtt', demo);
  it('finds the cue holding the time, else the last one before it, else the first', () => {
    expect(storyboardCueAt(cues, 1.5)?.x).toBe(160);
    expect(storyboardCueAt(cues, 30)?.x).toBe(160);
    expect(storyboardCueAt(cues, 63)?.x).toBe(320);
    expect(storyboardCueAt(cues, 999)?.x).toBe(320);
    expect(storyboardCueAt(cues, -1)?.x).toBe(0);
    expect(storyboardCueAt([], 1)).toBeNull();
  });
});
