import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ListSearch } from './list-search';

/** The box with the list's search kept in state, and a link that changes it from outside. */
function WithOutsideChange({ onSearch }: { onSearch: (text: string) => void }) {
  const [search, setSearch] = useState('ana');
  return (
    <div className="flex flex-col gap-3">
      <ListSearch
        value={search}
        onSearch={(text) => {
          onSearch(text);
          setSearch(text);
        }}
        messages={{ search: 'Buscar alunos', searchHint: 'Nome ou e-mail.' }}
      />
      <button type="button" onClick={() => setSearch('joão')}>
        Voltar (busca “joão”)
      </button>
      <output aria-label="Busca da lista">{search}</output>
    </div>
  );
}

const meta = {
  title: 'features/admin/list/ListSearch',
  component: ListSearch,
  args: {
    value: '',
    onSearch: fn(),
    messages: { search: 'Buscar cursos', searchHint: 'Título ou endereço (slug).' },
  },
} satisfies Meta<typeof ListSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing waits for a pause (300 ms), then sends the trimmed text once. */
export const Debounced: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Buscar cursos' });
    await expect(box).toHaveAccessibleDescription('Título ou endereço (slug).');
    await userEvent.type(box, ' react ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('react'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** The list's search changed elsewhere (back/forward, a link): the box shows it, sends nothing. */
export const FollowsNavigation: Story = {
  render: (args) => <WithOutsideChange onSearch={args.onSearch} />,
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Buscar alunos' });
    await expect(box).toHaveValue('ana');
    await userEvent.click(canvas.getByRole('button', { name: /Voltar/ }));
    await expect(box).toHaveValue('joão');
    await userEvent.clear(box);
    await userEvent.type(box, 'maria');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Busca da lista' })).toHaveTextContent('maria'),
    );
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('maria');
  },
};
