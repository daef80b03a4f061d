import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

const edit = fn();
const remove = fn();

const meta = {
  title: 'ui/DropdownMenu',
  component: DropdownMenu,
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
  },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Um menu de ações atrás de um botão (o "Editar / Excluir" de um comentário), sobre a Popover API e o posicionamento por âncora do navegador, no padrão de botão de menu da WAI-ARIA: as setas, Home, End e a primeira letra andam entre os itens; Enter e Espaço escolhem; Esc e um clique fora fecham, e o foco volta ao botão. Não é modal: a página continua rolável e legível para leitores de tela enquanto ele está aberto. \`DropdownMenuItem variant="destructive"\` pinta de vermelho as ações destrutivas.

**Quando não usar:** para escolher um valor de formulário, use \`Select\` ou \`RadioGroup\`; para navegação principal, links visíveis.`,
      },
    },
  },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Ações do comentário</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Comentário</DropdownMenuLabel>
        <DropdownMenuItem onSelect={edit}>Editar</DropdownMenuItem>
        <DropdownMenuItem disabled>Fixar (somente admins)</DropdownMenuItem>
        <DropdownMenuCheckboxItem checked>Receber respostas por e-mail</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={remove}>
          Excluir
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  beforeEach: () => {
    edit.mockClear();
    remove.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Ações do comentário' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Editar' }));
    await expect(edit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Ações do comentário' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus());
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      screen.getByRole('menuitemcheckbox', { name: 'Receber respostas por e-mail' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(remove).toHaveBeenCalledTimes(1);
  },
};

/** ArrowUp opens on the last item; a letter finds an item; Escape closes and the button has the focus. */
export const KeysMoreKeys: Story = {
  name: 'Keyboard: ArrowUp, a letter, Escape',
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Ações do comentário' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Excluir' })).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('e');
    await expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Excluir' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(remove).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'Excluir' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await expect(screen.getByRole('menuitemcheckbox')).toHaveAttribute('aria-checked', 'true');
  },
};

export const Matrix: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findAllByRole('menuitem')).toHaveLength(3);
  },
};
