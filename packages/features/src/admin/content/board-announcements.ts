import type { Section } from '@aula/contract';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { lectureDropPlace, parseDragId } from './drag-rules';

export const DRAG_INSTRUCTIONS =
  'Para reordenar, pressione espaço ou Enter para levantar o item, use as setas para cima e para baixo para movê-lo e espaço ou Enter para soltar. Uma aula passa de uma seção para a vizinha pelas setas. Esc cancela.';

/** What the live region said last, and over which place: kept across a drag's events. */
export interface BoardAnnouncerMemory {
  over: string;
  message: string;
}

/**
 * What the board's live region says while a section or a lecture moves (dnd-kit's announcements,
 * in pt-BR): the item by kind and title, and its place as "posição 2 de 3" for a section or
 * "seção Componentes, posição 1 de 3" for a lecture, read from `sections` as shown.
 */
export function boardAnnouncements(
  sections: readonly Section[],
  memory: BoardAnnouncerMemory,
): Announcements {
  const sectionPlace = (over: UniqueIdentifier) => {
    const target = parseDragId(over);
    const index = sections.findIndex((s) => s.id === target.id);
    return `posição ${index + 1} de ${sections.length}`;
  };
  const titleOf = (active: UniqueIdentifier) => {
    const { kind, id } = parseDragId(active);
    if (kind === 's') return `Seção ${sections.find((s) => s.id === id)?.title ?? ''}`;
    const lecture = sections.flatMap((s) => s.lectures).find((l) => l.id === id);
    return `Aula ${lecture?.title ?? ''}`;
  };
  const lecturePlace = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const place = lectureDropPlace(sections, parseDragId(active).id, over);
    return place
      ? `seção ${place.section.title}, posição ${place.index + 1} de ${place.total}`
      : null;
  };
  const where = (active: UniqueIdentifier, over: UniqueIdentifier) =>
    parseDragId(active).kind === 's' ? sectionPlace(over) : lecturePlace(active, over);
  const say = (over: string, message: string) => {
    memory.over = over;
    memory.message = message;
    return message;
  };
  return {
    onDragStart: ({ active }) =>
      say(String(active.id), `${titleOf(active.id)} levantada, na ${where(active.id, active.id)}.`),
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the item's own place right after a lift: repeat, so "levantada" stays.
      if (!over || String(over.id) === memory.over) return memory.message;
      return say(
        String(over.id),
        `${titleOf(active.id)} movida para a ${where(active.id, over.id)}.`,
      );
    },
    onDragEnd: ({ active, over }) =>
      say(
        '',
        over
          ? `${titleOf(active.id)} solta na ${where(active.id, over.id)}.`
          : `${titleOf(active.id)} solta fora da lista; a ordem não mudou.`,
      ),
    onDragCancel: ({ active }) =>
      say('', `Movimento cancelado. ${titleOf(active.id)} voltou para onde estava.`),
  };
}
