import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'ui/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Páginas de uma lista longa: anterior, números com reticências, próxima; a página atual é marcada (\`aria-current\`).

**Faça:** dê um nome à navegação (\`label\`) quando houver mais de uma na página.`,
      },
    },
  },
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginação' });
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav).toHaveTextContent('…');
  },
};

export const Playground: Story = { args: { siblings: 1 } };

export const Middle: Story = {
  args: { page: 6 },
  play: async ({ canvas }) => {
    const labels = canvas
      .getAllByRole('button', { name: /^Página \d+$/ })
      .map((b) => b.textContent);
    await expect(labels).toEqual(['1', '5', '6', '7', '12']);
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

export const Links: Story = {
  args: { page: 3, getHref: (page: number) => `?pagina=${page}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Página 4' })).toHaveAttribute(
      'href',
      '?pagina=4',
    );
    await expect(canvas.getByRole('link', { name: 'Página 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {[1, 4, 6, 9, 12].map((page) => (
        <Pagination key={page} page={page} pageCount={12} label={`Paginação na página ${page}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('navigation')).toHaveLength(5);
  },
};
