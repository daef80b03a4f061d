import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BUTTON_COLORS } from '../button';
import { Badge, type BadgeVariant } from './badge';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Um status ou contagem curtos ("Novo", "Concluído", "3 aulas").

**Não faça:** use um \`Badge\` como botão ou link: ele não é interativo. Para uma mensagem com frase inteira, use \`Alert\`.`,
      },
    },
  },
  args: { children: 'Novo' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'outline'] },
    color: { control: 'inline-radio', options: BUTTON_COLORS },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Novo');
    await expect(badge).toHaveAttribute('data-variant', 'soft');
    await expect(badge).toHaveAttribute('data-color', 'primary');
  },
};

export const Playground: Story = { args: { variant: 'soft', color: 'primary', size: 'md' } };
export const Solid: Story = { args: { variant: 'solid', children: 'Concluído', color: 'success' } };
export const Outline: Story = {
  args: { variant: 'outline', children: 'Rascunho', color: 'neutral' },
};
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#python">Python</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Python' })).toHaveAttribute(
      'data-slot',
      'badge',
    );
  },
};

const variants: BadgeVariant[] = ['solid', 'soft', 'outline'];

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-2">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap gap-2">
          {BUTTON_COLORS.map((color) => (
            <Badge key={color} variant={variant} color={color}>
              {variant} {color}
            </Badge>
          ))}
          <Badge variant={variant} size="sm">
            pequeno
          </Badge>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(
      variants.length * (BUTTON_COLORS.length + 1),
    );
  },
};
