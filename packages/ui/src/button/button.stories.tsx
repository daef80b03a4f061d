import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BUTTON_COLORS, BUTTON_SIZES, BUTTON_VARIANTS, Button, buttonVariants } from './button';

const meta = {
  title: 'ui/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `O botão de todas as ações: variantes \`solid\`, \`soft\`, \`outline\`, \`ghost\` e \`link\`; cores de tom (\`primary\`, \`neutral\`, \`success\`, \`warning\`, \`error\`); tamanhos; \`loading\` mantém a largura e anuncia a espera; \`iconOnly\` exige \`aria-label\`.

**Faça:** para navegar, use \`asChild\` com o seu link (\`<Button asChild><a href="/cursos">…</a></Button>\`) ou \`buttonVariants()\` no seu componente de link. **Não faça:** um \`onClick\` que muda de página num \`<button>\`, nem um botão só de ícone sem \`aria-label\`.`,
      },
    },
  },
  args: { children: 'Assistir aula', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    color: { control: 'inline-radio', options: BUTTON_COLORS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Assistir aula' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAttribute('data-variant', 'solid');
    await expect(button).toHaveAttribute('data-size', 'md');
  },
};

export const Playground: Story = {
  args: { variant: 'solid', color: 'primary', size: 'md', loading: false },
};

export const Outline: Story = {
  args: { variant: 'outline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveClass('aula-button-outline');
  },
};
export const Soft: Story = { args: { variant: 'soft' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Link: Story = { args: { variant: 'link' } };
export const Destructive: Story = {
  args: { color: 'error', children: 'Excluir curso' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('data-color', 'error');
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Salvando' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Salvando' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const IconOnly: Story = {
  args: {
    iconOnly: true,
    'aria-label': 'Próxima aula',
    children: (
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="m9 18 6-6-6-6" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Próxima aula' });
    await expect(button).toHaveClass('aula-button-icon');
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#catalogo">Ver catálogo</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ver catálogo' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).toHaveAttribute('href', '#catalogo');
  },
};

export const LinkStyledWithButtonVariants: Story = {
  render: () => (
    <a
      href="#inscricao"
      className={buttonVariants({ variant: 'outline', color: 'neutral', size: 'lg' })}
    >
      Inscrever-se
    </a>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Inscrever-se' });
    await expect(link).toHaveClass(
      'aula-button',
      'aula-button-outline',
      'aula-tone-neutral',
      'aula-button-lg',
    );
    await expect(getComputedStyle(link).display).toBe('inline-flex');
  },
};

export const ConsumerClassWins: Story = {
  args: { className: 'rounded-none', children: 'Cantos retos' },
  play: async ({ canvas }) => {
    // The caller's utility sits in a later cascade layer than the button's own styles.
    await expect(getComputedStyle(canvas.getByRole('button')).borderTopLeftRadius).toBe('0px');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-3">
      {BUTTON_COLORS.map((color) => (
        <div key={color} className="flex flex-wrap items-center gap-2">
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} {...args} variant={variant} color={color}>
              {variant} {color}
            </Button>
          ))}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        {BUTTON_SIZES.map((size) => (
          <Button key={size} {...args} size={size}>
            Tamanho {size}
          </Button>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(
      BUTTON_COLORS.length * BUTTON_VARIANTS.length + BUTTON_SIZES.length,
    );
    const heights = BUTTON_SIZES.map(
      (size) =>
        canvas.getByRole('button', { name: `Tamanho ${size}` }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([28, 32, 40, 48, 56]);
  },
};
