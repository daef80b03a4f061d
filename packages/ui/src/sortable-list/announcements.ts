type Active = { active: { id: string | number } };
type Over = Active & { over: { id: string | number } | null };

/** What the announcer last said, and where the moving item was then. */
export interface AnnouncerMemory {
  over: string | null;
  message: string;
}

/**
 * What the live region says while an item is moved (dnd-kit's announcements, in pt-BR).
 * dnd-kit reports "over nothing" and then the item's own place right after a lift, and it would
 * clear the region for a move that says nothing, so an unchanged position repeats the last
 * message (same text: screen readers stay quiet) instead of drowning "levantado".
 */
export function reorderAnnouncements(
  labelOf: (id: string) => string,
  positionOf: (id: string) => number,
  total: number,
  memory: AnnouncerMemory = { over: null, message: '' },
) {
  const where = (id: string) => `posição ${positionOf(id) + 1} de ${total}`;
  const say = (over: string | null, message: string) => {
    memory.over = over;
    memory.message = message;
    return message;
  };
  return {
    onDragStart: ({ active }: Active) =>
      say(
        String(active.id),
        `${labelOf(String(active.id))} levantado, na ${where(String(active.id))}.`,
      ),
    onDragOver: ({ active, over }: Over) => {
      const overId = over ? String(over.id) : null;
      if (overId === null || overId === (memory.over ?? String(active.id))) return memory.message;
      return say(overId, `${labelOf(String(active.id))} movido para a ${where(overId)}.`);
    },
    onDragEnd: ({ active, over }: Over) =>
      say(
        null,
        over
          ? `${labelOf(String(active.id))} solto na ${where(String(over.id))}.`
          : `${labelOf(String(active.id))} solto fora da lista; a ordem não mudou.`,
      ),
    onDragCancel: ({ active }: Active) =>
      say(
        null,
        `Movimento cancelado. ${labelOf(String(active.id))} voltou para a ${where(String(active.id))}.`,
      ),
  };
}

export const REORDER_INSTRUCTIONS =
  'Para reordenar, pressione espaço ou Enter para levantar o item, use as setas para cima e para baixo para movê-lo e espaço ou Enter para soltar. Esc cancela.';
