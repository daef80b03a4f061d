import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsVariant } from './tabs';

function Example({
  variant = 'underline',
  ...props
}: React.ComponentProps<typeof Tabs> & { variant?: TabsVariant }) {
  return (
    <Tabs defaultValue="visao-geral" {...props}>
      <TabsList variant={variant} aria-label="Sobre a aula">
        <TabsTrigger value="visao-geral">Visão geral</TabsTrigger>
        <TabsTrigger value="comentarios">Comentários</TabsTrigger>
        <TabsTrigger value="materiais">Materiais</TabsTrigger>
        <TabsTrigger value="certificado" disabled>
          Certificado
        </TabsTrigger>
      </TabsList>
      <TabsContent value="visao-geral">
        Nesta aula você aprende a configurar o ambiente.
      </TabsContent>
      <TabsContent value="comentarios">Nenhum comentário ainda.</TabsContent>
      <TabsContent value="materiais">Slides e código-fonte.</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  argTypes: {
    value: {
      description: 'A aba ativa, quando o estado é seu (controlado).',
      table: { type: { summary: 'string' } },
      control: false,
    },
    defaultValue: {
      description: 'A aba ativa no início.',
      table: { type: { summary: 'string' } },
      control: false,
    },
    onValueChange: {
      description: 'Chamado quando a aba muda.',
      table: { type: { summary: '(value: string) => void' } },
      control: false,
    },
    orientation: {
      description: 'A direção das setas do teclado.',
      table: {
        type: { summary: "'horizontal' | 'vertical'" },
        defaultValue: { summary: "'horizontal'" },
      },
      control: false,
    },
    activationMode: {
      description: 'Se a aba abre ao receber foco ou só com Enter/espaço.',
      table: {
        type: { summary: "'automatic' | 'manual'" },
        defaultValue: { summary: "'automatic'" },
      },
      control: false,
    },
  },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Visões de uma mesma coisa (a "Visão geral / Comentários / Materiais" de uma aula), sobre o Radix; variantes \`underline\` e \`pills\`. Partes: \`TabsList\`, \`TabsTrigger\`, \`TabsContent\`.

**Quando não usar:** para passos em sequência, \`Stepper\`; para navegar entre páginas, links.`,
      },
    },
  },
  args: { onValueChange: fn() },
  render: (args) => <Example {...args} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('configurar o ambiente');
    await userEvent.click(canvas.getByRole('tab', { name: 'Comentários' }));
    await expect(canvas.getByRole('tab', { name: 'Comentários' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nenhum comentário ainda.');
    await expect(args.onValueChange).toHaveBeenCalledWith('comentarios');
  },
};

export const Playground: Story = { args: { orientation: 'horizontal' } };

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Visão geral' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Materiais' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The disabled tab is skipped and focus wraps around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Visão geral' })).toHaveFocus();
  },
};

export const Pills: Story = {
  render: (args) => <Example {...args} variant="pills" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('data-variant', 'pills');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-8">
      <Example variant="underline" />
      <Example variant="pills" defaultValue="materiais" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tablist')).toHaveLength(2);
  },
};
