import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  type DrawerSide,
  DrawerTitle,
  DrawerTrigger,
} from './drawer';

const NOTES = Array.from({ length: 12 }, (_, i) => `Anotação ${i + 1}`);

function Example({
  side = 'right',
  defaultOpen = false,
}: {
  side?: DrawerSide;
  defaultOpen?: boolean;
}) {
  return (
    <Drawer defaultOpen={defaultOpen}>
      <DrawerTrigger asChild>
        <Button variant="outline">Anotações ({side})</Button>
      </DrawerTrigger>
      <DrawerContent side={side}>
        <DrawerHeader>
          <DrawerTitle>Anotações da aula</DrawerTitle>
          <DrawerDescription>Visíveis só para você.</DrawerDescription>
        </DrawerHeader>
        <DrawerBody>
          {NOTES.map((note) => (
            <p key={note} className="py-2">
              {note}
            </p>
          ))}
        </DrawerBody>
        <DrawerFooter>
          <DrawerClose asChild>
            <Button variant="outline" color="neutral">
              Fechar painel
            </Button>
          </DrawerClose>
          <Button>Salvar</Button>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}

const meta = {
  title: 'ui/Drawer',
  component: Drawer,
  argTypes: {
    open: {
      description: 'Aberto ou fechado, quando o estado é seu (controlado); use com `onOpenChange`.',
      table: { type: { summary: 'boolean' } },
      control: false,
    },
    defaultOpen: {
      description: 'Se começa aberto, quando o componente guarda o estado.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
      control: false,
    },
    onOpenChange: {
      description: 'Chamado ao abrir e ao fechar (Esc, clique fora, botão fechar).',
      table: { type: { summary: '(open: boolean) => void' } },
      control: false,
    },
    modal: {
      description: 'Prende o foco e bloqueia o resto da página enquanto aberto.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'true' } },
      control: false,
    },
  },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Um painel que desliza de uma borda (anotações da aula, filtros, o sumário do curso no celular), sobre o Radix Dialog com os nossos nomes (ADR 003). Lados \`right\`, \`left\` e \`bottom\`; abaixo de \`sm\` todo drawer vira uma folha inferior. \`DrawerBody\` rola e recebe foco pelo teclado.

**Quando não usar:** para uma pergunta curta que bloqueia a tarefa, use \`Dialog\`.`,
      },
    },
  },
  render: () => <Example />,
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Anotações (right)' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Anotações da aula' });
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { defaultOpen: false },
  render: (args) => <Example defaultOpen={args.defaultOpen ?? false} />,
};

export const Left: Story = {
  render: () => <Example side="left" defaultOpen />,
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
  },
};

export const Bottom: Story = {
  render: () => <Example side="bottom" defaultOpen />,
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
  },
};

export const OverlayCloses: Story = {
  render: () => <Example defaultOpen />,
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog');
    // Radix starts listening for outside presses a tick after opening.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const overlay = document.querySelector('[data-slot="modal-overlay"]') as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const PhoneBottomSheet: Story = {
  parameters: { testViewport: { width: 375, height: 667 } },
  render: () => <Example side="right" defaultOpen />,
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => {
      const box = drawer.getBoundingClientRect();
      expect(Math.round(box.bottom)).toBe(window.innerHeight);
      expect(box.width).toBe(window.innerWidth);
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="flex gap-2">
      <Example side="right" />
      <Example side="left" />
      <Example side="bottom" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};
