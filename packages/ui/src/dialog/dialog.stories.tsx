import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { FormField } from '../form-field';
import { Input } from '../input';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  type DialogSize,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
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
        component: `Uma janela modal sobre a página (renomear uma seção, um formulário curto), sobre o Radix Dialog: o foco fica preso dentro, Esc e um clique fora fecham, o foco volta ao gatilho. Partes: \`DialogTrigger\`, \`DialogContent\` (tamanhos \`sm\`, \`md\`, \`lg\`), \`DialogHeader\`, \`DialogTitle\`, \`DialogDescription\`, \`DialogFooter\`, \`DialogClose\`.

**Faça:** sempre um \`DialogTitle\` (é o nome acessível). **Não faça:** use para confirmar algo irreversível (\`ConfirmDialog\`) nem para conteúdo longo que a pessoa consulta enquanto usa a página (\`Drawer\`).`,
      },
    },
  },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Renomear seção</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Renomear seção</DialogTitle>
          <DialogDescription>O novo nome aparece para todos os alunos.</DialogDescription>
        </DialogHeader>
        <FormField label="Nome da seção">
          <Input defaultValue="Introdução" />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" color="neutral">
              Cancelar
            </Button>
          </DialogClose>
          <Button>Salvar</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Renomear seção' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Renomear seção' });
    await expect(dialog).toHaveAccessibleDescription('O novo nome aparece para todos os alunos.');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome da seção' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { defaultOpen: false } };

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const FocusTrapped: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="flex gap-2">
      {(['sm', 'md', 'lg'] as DialogSize[]).map((size) => (
        <Dialog key={size}>
          <DialogTrigger asChild>
            <Button variant="outline">Tamanho {size}</Button>
          </DialogTrigger>
          <DialogContent size={size}>
            <DialogHeader>
              <DialogTitle>Diálogo {size}</DialogTitle>
              <DialogDescription>Conteúdo de exemplo.</DialogDescription>
            </DialogHeader>
          </DialogContent>
        </Dialog>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const widths: number[] = [];
    for (const size of ['sm', 'md', 'lg']) {
      await userEvent.click(canvas.getByRole('button', { name: `Tamanho ${size}` }));
      // offsetWidth ignores the opening animation's scale.
      widths.push((await screen.findByRole('dialog', { name: `Diálogo ${size}` })).offsetWidth);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await expect(widths).toEqual([384, 512, 672]);
  },
};
