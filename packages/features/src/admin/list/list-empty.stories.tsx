import { Button } from '@aula/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ListEmpty, listMessages } from './list-empty';

const meta = {
  title: 'features/admin/list/ListEmpty',
  component: ListEmpty,
  args: {
    total: 0,
    controls: { filtered: false, clearFilters: fn(), goToPage: fn() },
    messages: {
      emptyTitle: 'Nenhum curso ainda',
      emptyText: 'Crie o primeiro curso para começar a montar o conteúdo.',
      noMatchTitle: 'Nenhum curso encontrado',
      noMatchText: 'Nenhum curso corresponde à busca e aos filtros escolhidos.',
    },
    action: <Button>Criar o primeiro curso</Button>,
  },
} satisfies Meta<typeof ListEmpty>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing at all yet: what the list holds and how to add the first one. */
export const NoneYet: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nenhum curso ainda' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar o primeiro curso' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: listMessages.clearFilters })).toBeNull();
  },
};

/** The filters match nothing: a way back to every row. */
export const NoMatch: Story = {
  args: { controls: { filtered: true, clearFilters: fn(), goToPage: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Nenhum curso encontrado' })).toBeVisible();
    await expect(canvas.queryByText('Nenhum curso ainda')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: listMessages.clearFilters }));
    await expect(args.controls.clearFilters).toHaveBeenCalledTimes(1);
  },
};

/** Rows exist, but not on this page (`?pagina=99`): filtered or not, a way to the first page. */
export const PastTheEnd: Story = {
  args: { total: 42, level: 3, controls: { filtered: true, clearFilters: fn(), goToPage: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: listMessages.pastTheEndTitle }),
    ).toBeVisible();
    await expect(canvas.queryByText('Nenhum curso ainda')).toBeNull();
    await expect(canvas.queryByText('Nenhum curso encontrado')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: listMessages.firstPage }));
    await expect(args.controls.goToPage).toHaveBeenCalledWith(1);
  },
};
