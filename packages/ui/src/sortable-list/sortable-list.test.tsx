import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { render, screen } from '@testing-library/react';
import { REORDER_INSTRUCTIONS, reorderAnnouncements } from './announcements';
import { SortableItem, SortableList } from './sortable-list';

describe('reorderAnnouncements', () => {
  const ids = ['a', 'b', 'c'];
  const labels: Record<string, string> = { a: 'Aula 1', b: 'Aula 2', c: 'Aula 3' };
  const say = reorderAnnouncements(
    (id) => labels[id] ?? id,
    (id) => ids.indexOf(id),
    3,
  );

  it('says each step of a move in pt-BR, with positions counted from 1', () => {
    expect(say.onDragStart({ active: { id: 'a' } })).toBe('Aula 1 levantado, na posição 1 de 3.');
    // Still over its own place right after the lift: nothing new to say.
    // Over nothing, then over its own place: the lift message stays.
    expect(say.onDragOver({ active: { id: 'a' }, over: null })).toBe(
      'Aula 1 levantado, na posição 1 de 3.',
    );
    expect(say.onDragOver({ active: { id: 'a' }, over: { id: 'a' } })).toBe(
      'Aula 1 levantado, na posição 1 de 3.',
    );
    expect(say.onDragOver({ active: { id: 'a' }, over: { id: 'c' } })).toBe(
      'Aula 1 movido para a posição 3 de 3.',
    );
    expect(say.onDragEnd({ active: { id: 'a' }, over: { id: 'b' } })).toBe(
      'Aula 1 solto na posição 2 de 3.',
    );
    expect(say.onDragEnd({ active: { id: 'a' }, over: null })).toBe(
      'Aula 1 solto fora da lista; a ordem não mudou.',
    );
    expect(say.onDragCancel({ active: { id: 'b' } })).toBe(
      'Movimento cancelado. Aula 2 voltou para a posição 2 de 3.',
    );
  });
});

describe('SortableList', () => {
  it('names the list and each handle, and explains how to reorder', () => {
    render(
      <SortableList
        label="Ordem das aulas"
        items={['x', 'y']}
        getId={(s) => s}
        getLabel={(s) => `Aula ${s}`}
        renderItem={(s) => s}
        onReorder={() => {}}
      />,
    );
    expect(screen.getByRole('list', { name: 'Ordem das aulas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mover Aula x' })).toHaveAccessibleDescription(
      REORDER_INSTRUCTIONS,
    );
  });
});

describe('SortableItem and SortableHandle', () => {
  it('build a row of a list that brings its own dnd-kit context', () => {
    render(
      <DndContext>
        <SortableContext items={['a']}>
          <ul aria-label="Seções">
            <SortableItem id="a" label="seção Início" className="items-start">
              Início
            </SortableItem>
            <SortableItem id="b" label="seção Fim" disabled>
              Fim
            </SortableItem>
          </ul>
        </SortableContext>
      </DndContext>,
    );
    const handle = screen.getByRole('button', { name: 'Mover seção Início' });
    expect(handle).toHaveAttribute('aria-roledescription', 'item ordenável');
    expect(handle).toHaveAttribute('data-slot', 'sortable-handle');
    const item = handle.closest('li');
    expect(item).toHaveClass('aula-sortable-item', 'items-start');
    expect(item).toHaveAttribute('data-state', 'idle');
    expect(item).not.toHaveAttribute('data-drop-target');
    expect(screen.getByRole('button', { name: 'Mover seção Fim' })).toBeDisabled();
  });
});
