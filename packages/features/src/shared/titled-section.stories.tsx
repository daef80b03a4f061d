import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TitledSection } from './titled-section';

const meta = {
  title: 'features/shared/TitledSection',
  component: TitledSection,
  args: { title: 'Dados pessoais', children: <p>Nome, e-mail e foto.</p> },
} satisfies Meta<typeof TitledSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page's section, named by its level-2 heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Dados pessoais' })).toHaveTextContent(
      'Nome, e-mail e foto.',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dados pessoais' })).toBeVisible();
  },
};

/** Inside another section, with the id a page links to (`#foto`). */
export const NestedWithId: Story = {
  args: { title: 'Foto', level: 3, id: 'foto' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Foto' });
    await expect(heading).toHaveAttribute('id', 'foto');
    await expect(canvas.getByRole('region', { name: 'Foto' })).toBeVisible();
  },
};
