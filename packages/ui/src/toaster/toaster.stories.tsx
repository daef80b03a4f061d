import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Toaster, toast } from './toaster';

const meta = {
  title: 'ui/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
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
    await expect(canvasElement.ownerDocument.body).toHaveTextContent(
      'Aula marcada como assistida.',
    );
  },
};

export const Playground: Story = { args: { position: 'bottom-right', richColors: false } };

export const Warning: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aviso' }));
    await waitFor(() => expect(toasts(canvasElement)[0]).toHaveAttribute('data-type', 'warning'));
    await expect(
      canvasElement.ownerDocument.querySelector('[aria-label="Fechar notificação"]'),
    ).not.toBeNull();
  },
};

/** Six toasts: five stay visible and the oldest leaves the stack. */
export const AtMostFive: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    for (const name of ['Sucesso', 'Erro', 'Aviso', 'Info', 'Sucesso', 'Erro']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await waitFor(() => expect(toasts(canvasElement).length).toBeGreaterThanOrEqual(5));
    await waitFor(() =>
      expect(toasts(canvasElement).filter((t) => t.dataset.visible === 'true')).toHaveLength(5),
    );
  },
};
