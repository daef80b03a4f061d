import type { Lecture, Section } from '@aula/contract';
import { describe, expect, it } from 'vitest';
import { boardAnnouncements } from './board-announcements';

const lecture = (id: number, title: string) => ({ id, title }) as unknown as Lecture;
const sections = [
  {
    id: 1,
    title: 'Primeiros passos',
    lectures: [lecture(11, 'Boas-vindas'), lecture(12, 'Ambiente')],
  },
  { id: 2, title: 'Componentes', lectures: [lecture(21, 'Props')] },
  { id: 3, title: 'Projeto final', lectures: [] },
] as unknown as Section[];

/** A drag event of dnd-kit: the dragged item `active`, over the item `over` (or nothing). */
const drag = (active: string, over: string | null = null) =>
  ({ active: { id: active }, over: over === null ? null : { id: over } }) as never;

describe('boardAnnouncements', () => {
  it('says where a section goes, counted from 1', () => {
    const say = boardAnnouncements(sections, { over: '', message: '' });
    expect(say.onDragStart(drag('s:1'))).toBe(
      'Seção Primeiros passos levantada, na posição 1 de 3.',
    );
    expect(say.onDragOver(drag('s:1', 's:3'))).toBe(
      'Seção Primeiros passos movida para a posição 3 de 3.',
    );
    expect(say.onDragEnd(drag('s:1', 's:2'))).toBe(
      'Seção Primeiros passos solta na posição 2 de 3.',
    );
  });

  it('names the section a lecture goes to, and keeps "levantada" while over its own place', () => {
    const say = boardAnnouncements(sections, { over: '', message: '' });
    const lifted = 'Aula Ambiente levantada, na seção Primeiros passos, posição 2 de 2.';
    expect(say.onDragStart(drag('l:12'))).toBe(lifted);
    expect(say.onDragOver(drag('l:12'))).toBe(lifted);
    expect(say.onDragOver(drag('l:12', 'l:12'))).toBe(lifted);
    expect(say.onDragOver(drag('l:12', 'l:21'))).toBe(
      'Aula Ambiente movida para a seção Componentes, posição 1 de 2.',
    );
    expect(say.onDragOver(drag('l:12', 'e:3'))).toBe(
      'Aula Ambiente movida para a seção Projeto final, posição 1 de 1.',
    );
  });

  it('says when a drop changes nothing and when a move is cancelled', () => {
    const say = boardAnnouncements(sections, { over: '', message: '' });
    expect(say.onDragEnd(drag('l:11'))).toBe(
      'Aula Boas-vindas solta fora da lista; a ordem não mudou.',
    );
    expect(say.onDragCancel(drag('l:11'))).toBe(
      'Movimento cancelado. Aula Boas-vindas voltou para onde estava.',
    );
  });
});
