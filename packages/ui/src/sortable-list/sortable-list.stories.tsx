import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { SortableList } from './sortable-list';

interface Course {
  id: string;
  title: string;
}
const courses: Course[] = [
  { id: 'python', title: 'Python do zero' },
  { id: 'excel', title: 'Excel para o trabalho' },
  { id: 'ingles', title: 'Inglês para viagens' },
];

const onReorder = fn();

const meta = {
  title: 'ui/SortableList',
  component: SortableList<Course>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma lista reordenada arrastando as alças ou pelo teclado (espaço levanta, setas movem, espaço solta, Esc cancela), cada passo anunciado em pt-BR (dnd-kit). Para ordenações do admin.

**Faça:** dê \`label\` à lista e \`getLabel\` aos itens: são o que os anúncios leem.`,
      },
    },
  },
  args: {
    items: courses,
    label: 'Ordem dos cursos em destaque',
    getId: (c: Course) => c.id,
    getLabel: (c: Course) => c.title,
    renderItem: (c: Course, index: number) => (
      <span>
        {index + 1}. {c.title}
      </span>
    ),
    onReorder,
  },
  render: function Render(args) {
    const [items, setItems] = useState(args.items);
    return (
      <div className="w-96">
        <SortableList
          {...args}
          items={items}
          onReorder={(next, move) => {
            setItems(next);
            args.onReorder(next, move);
          }}
        />
      </div>
    );
  },
  beforeEach: () => onReorder.mockClear(),
} satisfies Meta<typeof SortableList<Course>>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-slot="sortable-item"]')].map((item) =>
    item.textContent?.replace(/^\d+\.\s*/, ''),
  );

/** A key press on the focused element; dnd-kit reads `event.code`, so both are set. */
const press = async (key: string, code: string) => {
  const target = document.activeElement ?? document.body;
  fireEvent.keyDown(target, { key, code });
  fireEvent.keyUp(target, { key, code });
  await new Promise((resolve) => setTimeout(resolve, 50));
};

/** dnd-kit portals its live region into <body>; the newest one belongs to this story. */
const liveRegion = (root: HTMLElement) =>
  [...root.ownerDocument.querySelectorAll<HTMLElement>('[id^="DndLiveRegion"]')].at(
    -1,
  ) as HTMLElement;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Ordem dos cursos em destaque' })).toBeVisible();
    const handle = canvas.getByRole('button', { name: 'Mover Python do zero' });
    await expect(handle).toHaveAttribute('aria-roledescription', 'item ordenável');
    const instructions = () =>
      canvasElement.ownerDocument.getElementById(handle.getAttribute('aria-describedby') ?? '');
    await waitFor(() =>
      expect(instructions()).toHaveTextContent(/^Para reordenar, pressione espaço ou Enter/),
    );
    await expect(order(canvasElement)).toEqual([
      'Python do zero',
      'Excel para o trabalho',
      'Inglês para viagens',
    ]);
  },
};

export const Playground: Story = { args: { disabled: false } };

export const KeyboardReorder: Story = {
  play: async ({ canvas, canvasElement }) => {
    // dnd-kit mounts its live region an effect after the list: wait, or the first words are lost.
    await waitFor(() => expect(liveRegion(canvasElement)).toBeInTheDocument());
    const handle = canvas.getByRole('button', { name: 'Mover Python do zero' });
    handle.focus();
    await press(' ', 'Space');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        'Python do zero levantado, na posição 1 de 3.',
      ),
    );
    await press('ArrowDown', 'ArrowDown');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        'Python do zero movido para a posição 2 de 3.',
      ),
    );
    await press(' ', 'Space');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        'Python do zero solto na posição 2 de 3.',
      ),
    );
    await expect(onReorder).toHaveBeenCalledWith([courses[1], courses[0], courses[2]], {
      from: 0,
      to: 1,
    });
    await waitFor(() =>
      expect(order(canvasElement)).toEqual([
        'Excel para o trabalho',
        'Python do zero',
        'Inglês para viagens',
      ]),
    );
  },
};

export const KeyboardCancel: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(liveRegion(canvasElement)).toBeInTheDocument());
    canvas.getByRole('button', { name: 'Mover Excel para o trabalho' }).focus();
    await press(' ', 'Space');
    await press('ArrowDown', 'ArrowDown');
    await press('Escape', 'Escape');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent('Movimento cancelado.'),
    );
    await expect(onReorder).not.toHaveBeenCalled();
    await expect(order(canvasElement)[1]).toBe('Excel para o trabalho');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mover Python do zero' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  args: { items: [...courses, { id: 'design', title: 'Design para iniciantes' }] },
  play: async ({ canvasElement }) => {
    await expect(order(canvasElement)).toHaveLength(4);
  },
};
