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

describe('boardAnnouncements', () => {
  it('says where a section goes, counted from 1', () => {
    const say = boardAnnouncements(sections, { over: '', message: '' });
    expect(say.onDragStart({ active: { id: 's:1' } } as never)).toBe(
      'Seção Primeiros passos levantada, na posição 1 de 3.',
    );
    expect(say.onDragOver({ active: { id: 's:1' }, over: { id: 's:3' } } as never)).toBe(
      'Seção Primeiros passos movida para a posição 3 de 3.',
    );
    expect(say.onDragEnd({ active: { id: 's:1' }, over: { id: 's:2' } } as never)).toBe(
      'Seção Primeiros passos solta na posição 2 de 3.',
    );
  });

  it('names the section a lecture goes to, and keeps "levantada" while over its own place', () => {
    const say = boardAnnouncements(sections, { over: '', message: '' });
    const lifted = 'Aula Ambiente levantada, na seção Primeiros passos, posição 2 de 2.';
    expect(say.onDragStart({ active: { id: 'l:12' } } as never)).toBe(lifted);
    expect(say.onDragOver({ active: { id: 'l:12' }, over: null } as never)).toBe(lifted);
    expect(say.onDragOver({ active: { id: 'l:12' }, over: { id: 'l:12' } } as never)).toBe(lifted);
    expect(say.onDragOver({ active: { id: 'l:12' }, over: { id: 'l:21' } } as never)).toBe(
      'Aula Ambiente movida para a seção Componentes, posição 1 de 2.',
    );
    expect(say.onDragOver({ active: { id: 'l:12' }, over: { id: 'e:3' } } as never)).toBe(
      'Aula Ambiente movida para a seção Projeto final, posição 1 de 1.',
    );
  });

  it('says when a drop changes nothing and when a move is cancelled', () => {
    const say = boardAnnouncements(sections, { over: '', message: '' });
    expect(say.onDragEnd({ active: { id: 'l:11' }, over: null } as never)).toBe(
      'Aula Boas-vindas solta fora da lista; a ordem não mudou.',
    );
    expect(say.onDragCancel({ active: { id: 'l:11' }, over: null } as never)).toBe(
      'Movimento cancelado. Aula Boas-vindas voltou para onde estava.',
    );
  });
});
