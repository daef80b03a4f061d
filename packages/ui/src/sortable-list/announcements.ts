/** What the live region says while an item is moved (dnd-kit's announcements, in pt-BR). */
export function reorderAnnouncements(
  labelOf: (id: string) => string,
  positionOf: (id: string) => number,
  total: number,
) {
  const where = (id: string) => `posição ${positionOf(id) + 1} de ${total}`;
  return {
    onDragStart: ({ active }: { active: { id: string | number } }) =>
      `${labelOf(String(active.id))} levantado, na ${where(String(active.id))}.`,
    onDragOver: ({
      active,
      over,
    }: {
      active: { id: string | number };
      over: { id: string | number } | null;
    }) =>
      over
        ? `${labelOf(String(active.id))} movido para a ${where(String(over.id))}.`
        : `${labelOf(String(active.id))} fora da lista.`,
    onDragEnd: ({
      active,
      over,
    }: {
      active: { id: string | number };
      over: { id: string | number } | null;
    }) =>
      over
        ? `${labelOf(String(active.id))} solto na ${where(String(over.id))}.`
        : `${labelOf(String(active.id))} solto fora da lista; a ordem não mudou.`,
    onDragCancel: ({ active }: { active: { id: string | number } }) =>
      `Movimento cancelado. ${labelOf(String(active.id))} voltou para a ${where(String(active.id))}.`,
  };
}

export const REORDER_INSTRUCTIONS =
  'Para reordenar, pressione espaço ou Enter para levantar o item, use as setas para cima e para baixo para movê-lo e espaço ou Enter para soltar. Esc cancela.';
