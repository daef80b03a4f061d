import { describe, expect, it } from 'vitest';
import { formatDuration, hasVideo, parseDuration } from './lecture-fields';

describe('durations', () => {
  it('parses mm:ss, h:mm:ss and whole minutes', () => {
    expect(parseDuration('12:05')).toBe(725);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration(' 12 ')).toBe(720);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('12:75')).toBeUndefined();
    expect(parseDuration('doze')).toBeUndefined();
    expect(parseDuration('1:75:00')).toBeUndefined();
  });
  it('formats', () => {
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(null)).toBe('');
  });
  it('says whether a lecture has a video', () => {
    expect(hasVideo({ video_url: 'https://video.exemplo.com/a.mp4' })).toBe(true);
    expect(hasVideo({ video_url: '  ' })).toBe(false);
    expect(hasVideo({ video_url: null })).toBe(false);
  });
});
