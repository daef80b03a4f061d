import type { Section } from '@aula/contract';
import { describe, expect, it } from 'vitest';
import { moveLecture, moveSection } from './curriculum-moves';
import { bareLayout } from './fixtures';

const layout = bareLayout;
const ids = (sections: Section[]) => sections.map((s) => [s.id, s.lectures.map((l) => l.id)]);

describe('moveSection', () => {
  it('moves a section and sends every section in the new order', () => {
    const move = moveSection(layout(), 0, 2);
    expect(move?.payload).toEqual({ ids: [2, 3, 1] });
    expect(move?.sections.map((s) => [s.id, s.position])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });
  it('is null when nothing moves', () => {
    expect(moveSection(layout(), 1, 1)).toBeNull();
    expect(moveSection(layout(), 0, -5)).toBeNull();
    expect(moveSection(layout(), 7, 0)).toBeNull();
  });
});

describe('moveLecture', () => {
  it('reorders inside a section: one section in the payload', () => {
    const move = moveLecture(layout(), 11, 1, 2);
    expect(move?.payload).toEqual({ sections: [{ id: 1, lecture_ids: [12, 13, 11] }] });
    expect(ids(move?.sections ?? [])).toEqual([
      [1, [12, 13, 11]],
      [2, [21, 22]],
      [3, []],
    ]);
  });
  it('moves to another section at an index: both sections, the source may end empty', () => {
    const move = moveLecture(layout(), 12, 2, 1);
    expect(move?.payload).toEqual({
      sections: [
        { id: 2, lecture_ids: [21, 12, 22] },
        { id: 1, lecture_ids: [11, 13] },
      ],
    });
    expect(move?.sections[1]?.lectures[1]?.section_id).toBe(2);
    const toEmpty = moveLecture(layout(), 21, 3, 0);
    expect(toEmpty?.payload.sections).toEqual([
      { id: 3, lecture_ids: [21] },
      { id: 2, lecture_ids: [22] },
    ]);
  });
  it('appends past the end and clamps', () => {
    expect(moveLecture(layout(), 11, 2, 99)?.payload.sections[0]).toEqual({
      id: 2,
      lecture_ids: [21, 22, 11],
    });
  });
  it('is null for no change or unknown ids', () => {
    expect(moveLecture(layout(), 12, 1, 1)).toBeNull();
    expect(moveLecture(layout(), 99, 1, 0)).toBeNull();
    expect(moveLecture(layout(), 11, 99, 0)).toBeNull();
  });
  it('leaves the input untouched', () => {
    const before = layout();
    moveLecture(before, 11, 2, 0);
    expect(ids(before)).toEqual(ids(layout()));
  });
});
