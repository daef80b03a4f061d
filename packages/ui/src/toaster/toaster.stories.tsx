import { Controls, Description, Primary, Title } from '@storybook/addon-docs/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button';
import { TOAST_POSITIONS, Toaster, toast } from './toaster';

const meta = {
  title: 'ui/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      // Every toaster on one page would share the one global `toast()` queue: the docs page shows
      // the primary story only; each other state is its own story in the sidebar.
      page: () => (
        <>
          <Title />
          <Description />
          <Primary />
          <Controls />
        </>
      ),
      description: {
        component: `A pilha de notificações do app, que embrulha o sonner com o nosso nome. Monte um \`<Toaster />\` uma vez e chame \`toast()\`, \`toast.success()\`, \`.error()\`, \`.warning()\`, \`.info()\` de qualquer lugar, dentro ou fora do React.

**Regras do produto:** no máximo **5** notificações visíveis (a mais antiga sai quando chega a sexta), **5000 ms** cada, 16 px entre elas, no canto **inferior direito** (\`bottom-right\`); 24rem de largura, e a largura da tela menos 2rem abaixo de \`sm\`. Pausa com o mouse em cima, com foco e com a aba escondida; arrastar ou o botão fechar dispensa.

**Faça:** frases curtas que confirmam o que aconteceu ("Aula marcada como assistida."). **Não faça:** mude \`position\` no app (a prop existe para casos raros e para esta página), nem ponha num toast algo que a pessoa precisa ler para continuar: use \`Alert\`.`,
      },
    },
  },
  argTypes: {
    position: {
      control: 'select',
      options: TOAST_POSITIONS,
      description: 'O canto da pilha. O produto usa sempre o padrão, `bottom-right`.',
      table: {
        type: { summary: TOAST_POSITIONS.map((p) => `'${p}'`).join(' | ') },
        defaultValue: { summary: "'bottom-right'" },
      },
    },
  },
  render: (args) => (
    <div className="p-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => toast.success('Aula marcada como assistida.')}>Sucesso</Button>
        <Button variant="outline" onClick={() => toast.error('Não foi possível salvar.')}>
          Erro
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast.warning('Sua sessão de segurança expirou.', {
              description: 'Recarregue a página e tente novamente.',
            })
          }
        >
          Aviso
        </Button>
        <Button variant="ghost" onClick={() => toast.info('Nova versão disponível.')}>
          Info
        </Button>
      </div>
      <Toaster {...args} />
    </div>
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const toasts = (root: HTMLElement) => [
  ...root.ownerDocument.querySelectorAll<HTMLElement>('[data-sonner-toast]'),
];

export const Default: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sucesso' }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1));
    const toaster = canvasElement.ownerDocument.querySelector('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await expect(toasts(canvasElement)[0]).toHaveTextContent('Aula marcada como assistida.');
    await expect(toasts(canvasElement)[0]?.getBoundingClientRect().width).toBe(384);
  },
};

export const Playground: Story = { args: { position: 'bottom-right' } };

export const Warning: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aviso' }));
    await waitFor(() => expect(toasts(canvasElement)[0]).toHaveAttribute('data-type', 'warning'));
    await expect(toasts(canvasElement)[0]).toHaveTextContent(
      'Recarregue a página e tente novamente.',
    );
    await expect(
      canvasElement.ownerDocument.querySelector('[aria-label="Fechar notificação"]'),
    ).not.toBeNull();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erro' }));
    await waitFor(() => expect(toasts(canvasElement)[0]).toHaveAttribute('data-type', 'error'));
  },
};

const undo = fn();

export const WithAction: Story = {
  render: (args) => (
    <div className="p-4">
      <Button
        onClick={() =>
          toast('Comentário excluído.', { action: { label: 'Desfazer', onClick: undo } })
        }
      >
        Excluir comentário
      </Button>
      <Toaster {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent, canvasElement }) => {
    undo.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir comentário' }));
    const body = canvasElement.ownerDocument.body;
    await waitFor(() =>
      expect(body.querySelector('[data-sonner-toast] [data-button]')).not.toBeNull(),
    );
    await userEvent.click(
      body.querySelector<HTMLElement>('[data-sonner-toast] [data-button]') as HTMLElement,
    );
    await expect(undo).toHaveBeenCalledTimes(1);
  },
};

export const SixToasts: Story = {
  name: 'Six toasts: five stay',
  render: (args) => (
    <div className="p-4">
      <Button
        onClick={() => {
          for (let n = 1; n <= 6; n++) toast(`Notificação ${n}`);
        }}
      >
        Disparar seis
      </Button>
      <Toaster {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disparar seis' }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(6));
    // Hover expands the stack, so every toast that is kept can be seen.
    await userEvent.hover(
      canvasElement.ownerDocument.querySelector('[data-sonner-toaster]') as HTMLElement,
    );
    const shown = () =>
      toasts(canvasElement).filter((t) => t.getAttribute('data-visible') === 'true');
    await waitFor(() => expect(shown()).toHaveLength(5));
    const first = toasts(canvasElement).find((t) => t.textContent?.includes('Notificação 1'));
    await expect(first).toHaveAttribute('data-visible', 'false');
    await waitFor(() => expect(first).not.toBeVisible());
    await expect(shown().map((t) => t.textContent)).not.toContain('Notificação 1');
  },
};

export const SmallScreen: Story = {
  parameters: { testViewport: { width: 375, height: 667 } },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sucesso' }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1));
    const width = toasts(canvasElement)[0]?.getBoundingClientRect().width;
    // calc(100% - 2rem) below the sm breakpoint
    await expect(width).toBe(canvasElement.ownerDocument.documentElement.clientWidth - 32);
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="p-4">
      <Button
        onClick={() => {
          for (const position of TOAST_POSITIONS)
            toast.info(`Posição ${position}`, { toasterId: position });
        }}
      >
        Todas as posições
      </Button>
      {TOAST_POSITIONS.map((position) => (
        <Toaster
          key={position}
          id={position}
          position={position}
          containerAriaLabel={`Notificações (${position})`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Todas as posições' }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(TOAST_POSITIONS.length));
    const toasters = [...canvasElement.ownerDocument.querySelectorAll('[data-sonner-toaster]')];
    const positions = toasters.map(
      (t) => `${t.getAttribute('data-y-position')}-${t.getAttribute('data-x-position')}`,
    );
    await expect(new Set(positions)).toEqual(new Set(TOAST_POSITIONS));
  },
};
