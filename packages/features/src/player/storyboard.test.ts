import { parseStoryboard, storyboardCueAt } from './storyboard';

const vtt = `WEBVTT

00:00:00.000 --> 00:00:01.000
sprite_0.jpg#xywh=0,0,160,90

00:00:01.000 --> 00:00:02.000
sprite_0.jpg#xywh=160,0,160,90

1:02.500 --> 1:05
/media/s/videos/7/sprite_1.jpg?lecture=1&expires=9&signature=abc#xywh=320,90,160,90
`;

describe('parseStoryboard', () => {
  it('reads each cue’s times and sprite region, resolving the sprite against the VTT’s address', () => {
    const cues = parseStoryboard(vtt, 'https://aula.test/media/demo-hls/storyboard.vtt?sig=1');
    expect(cues).toEqual([
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
    const [first] = parseStoryboard(vtt, '/media/demo-hls/storyboard.vtt');
    expect(first?.url).toBe('/media/demo-hls/sprite_0.jpg');
  });

  it('skips cues without a region, with bad times or another scheme; a non-VTT file gives none', () => {
    const text = `WEBVTT\r\n\r\n00:00:00.000 --> 00:00:01.000\r\nsprite.jpg\r\n\r\n00:00:05.000 --> 00:00:02.000\r\nsprite.jpg#xywh=0,0,160,90\r\n\r\n00:00:02.000 --> 00:00:03.000\r\njavascript:alert(1)#xywh=0,0,160,90\r\n\r\nnope --> 00:00:01.000\r\nsprite.jpg#xywh=0,0,160,90\r\n\r\n00:00:03.000 --> 00:00:04.000 align:start\r\nsprite.jpg#xywh=0,90,160,90\r\n`;
    expect(parseStoryboard(text, '/v/storyboard.vtt')).toEqual([
      { start: 3, end: 4, url: '/v/sprite.jpg', x: 0, y: 90, w: 160, h: 90 },
    ]);
    expect(parseStoryboard('<html></html>', '/v/storyboard.vtt')).toEqual([]);
  });
});

describe('storyboardCueAt', () => {
  const cues = parseStoryboard(vtt, '/v/storyboard.vtt');
  it('finds the cue holding the time, else the last one before it, else the first', () => {
    expect(storyboardCueAt(cues, 1.5)?.x).toBe(160);
    expect(storyboardCueAt(cues, 30)?.x).toBe(160);
    expect(storyboardCueAt(cues, 63)?.x).toBe(320);
    expect(storyboardCueAt(cues, 999)?.x).toBe(320);
    expect(storyboardCueAt(cues, -1)?.x).toBe(0);
    expect(storyboardCueAt([], 1)).toBeNull();
  });
});
