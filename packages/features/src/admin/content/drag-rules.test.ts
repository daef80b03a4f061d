import { KeyboardCode } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dragId, keyboardCoordinates, landsOn, lectureDropPlace, parseDragId } from './drag-rules';
import { bareLayout } from './fixtures';

const layout = bareLayout;

describe('drag ids', () => {
  it('name a section, a lecture and an empty section, and read back', () => {
    expect([dragId('s', 1), dragId('l', 11), dragId('e', 3)]).toEqual(['s:1', 'l:11', 'e:3']);
    expect(parseDragId('l:11')).toEqual({ kind: 'l', id: 11 });
  });
  it('let a section land on sections, a lecture on lectures and empty sections', () => {
    expect(landsOn('s:1', 's:2')).toBe(true);
    expect(landsOn('s:1', 'l:11')).toBe(false);
    expect(landsOn('s:1', 'e:3')).toBe(false);
    expect(landsOn('l:11', 'l:21')).toBe(true);
    expect(landsOn('l:11', 'e:3')).toBe(true);
    expect(landsOn('l:11', 's:2')).toBe(false);
  });
});

describe('lectureDropPlace', () => {
  it('takes the place of the lecture it is over within its section', () => {
    const place = lectureDropPlace(layout(), 11, 'l:13');
    expect([place?.section.id, place?.index, place?.total]).toEqual([1, 2, 3]);
  });
  it('lands before the lecture it is over coming from above, after it from below', () => {
    const down = lectureDropPlace(layout(), 13, 'l:21');
    expect([down?.section.id, down?.index, down?.total]).toEqual([2, 0, 3]);
    const up = lectureDropPlace(layout(), 21, 'l:13');
    expect([up?.section.id, up?.index, up?.total]).toEqual([1, 3, 4]);
  });
  it('is the first place of an empty section, and nothing over a section or an unknown id', () => {
    const empty = lectureDropPlace(layout(), 11, 'e:3');
    expect([empty?.section.id, empty?.index, empty?.total]).toEqual([3, 0, 1]);
    expect(lectureDropPlace(layout(), 11, 's:2')).toBeNull();
    expect(lectureDropPlace(layout(), 11, 'l:99')).toBeNull();
    expect(lectureDropPlace(layout(), 11, 'e:99')).toBeNull();
  });
});

describe('keyboardCoordinates', () => {
  const rect = (top: number, height = 40) => ({ top, left: 8, height, width: 200 });
  const rects = new Map<string, ReturnType<typeof rect>>([
    ['s:1', rect(0, 200)],
    ['l:11', rect(40)],
    ['l:12', rect(80)],
    ['e:3', rect(300)],
  ]);
  const args = (active: string) =>
    ({
      context: {
        active: { id: active },
        collisionRect: rects.get(active),
        droppableRects: rects,
        droppableContainers: { getEnabled: () => [...rects.keys()].map((id) => ({ id })) },
      },
    }) as unknown as Parameters<typeof keyboardCoordinates>[1];
  const key = (code: string) => ({ code, preventDefault: () => {} }) as unknown as KeyboardEvent;

  it('takes a lecture to the nearest place of its kind below, bottoms aligned', () => {
    expect(keyboardCoordinates(key(KeyboardCode.Down), args('l:11'))).toEqual({ x: 8, y: 80 });
    expect(keyboardCoordinates(key(KeyboardCode.Down), args('l:12'))).toEqual({ x: 8, y: 300 });
  });
  it('takes it up with the tops aligned, and nowhere past the first place', () => {
    expect(keyboardCoordinates(key(KeyboardCode.Up), args('l:12'))).toEqual({ x: 8, y: 40 });
    expect(keyboardCoordinates(key(KeyboardCode.Up), args('l:11'))).toBeUndefined();
  });
  it('leaves other keys to dnd-kit', () => {
    expect(keyboardCoordinates(key(KeyboardCode.Right), args('l:11'))).toBeUndefined();
  });
});
