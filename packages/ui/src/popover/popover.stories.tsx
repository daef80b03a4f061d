import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'ui/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Conteúdo flutuante preso a um gatilho, na Popover API da plataforma com posicionamento por âncora CSS (ADR 003): camada superior, fechar ao clicar fora, Esc e volta do foco vêm do navegador; vira de lado quando falta espaço.

**Faça:** dê um nome ao conteúdo (\`aria-label\` ou um título). **Quando não usar:** para uma dica curta no foco ou no hover, \`Tooltip\`; para uma lista de ações, \`DropdownMenu\`.`,
      },
    },
  },
  args: { children: null },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Compartilhar</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Compartilhar aula" className="grid w-64 gap-2">
        <p className="text-sm">Copie o link desta aula.</p>
        <PopoverClose asChild>
          <Button size="sm">Copiar link</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = (root: HTMLElement) =>
  root.ownerDocument.querySelector<HTMLElement>('[data-slot="popover-content"]') as HTMLElement;
const isOpen = (element: HTMLElement) => element.matches(':popover-open');

export const Default: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Compartilhar' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const panel = content(canvasElement);
    await waitFor(() => expect(isOpen(panel)).toBe(true));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Anchored under the trigger.
    await expect(Math.round(panel.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      Math.round(trigger.getBoundingClientRect().bottom),
    );
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(isOpen(panel)).toBe(false));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    // Closed from inside: the content unmounts first, so the trigger's own ref gives focus back.
    await userEvent.click(trigger);
    await waitFor(() => expect(isOpen(panel)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(isOpen(panel)).toBe(false));
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { defaultOpen: false } };

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, userEvent, canvas }) => {
    const panel = content(canvasElement);
    await waitFor(() => expect(isOpen(panel)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar link', hidden: true }));
    await waitFor(() => expect(isOpen(panel)).toBe(false));
  },
};

export const TriggerToggles: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Compartilhar' });
    await userEvent.click(trigger);
    const panel = content(canvasElement);
    await waitFor(() => expect(isOpen(panel)).toBe(true));
    await userEvent.click(trigger);
    await waitFor(() => expect(isOpen(panel)).toBe(false));
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="flex gap-4">
      {(['start', 'center', 'end'] as const).map((align) => (
        <Popover key={align}>
          <PopoverTrigger asChild>
            <Button variant="outline">Alinhar {align}</Button>
          </PopoverTrigger>
          <PopoverContent align={align} aria-label={`Alinhado ${align}`}>
            Conteúdo alinhado ({align})
          </PopoverContent>
        </Popover>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

const callerTriggerRef = createRef<HTMLButtonElement>();
const callerContentRef = createRef<HTMLDivElement>();

/** A caller's refs on the trigger and the content get the elements; opening, focus and Escape still work. */
export const WithCallerRefs: Story = {
  render: () => (
    <Popover>
      <PopoverTrigger ref={callerTriggerRef} className="aula-button aula-button-outline">
        Compartilhar
      </PopoverTrigger>
      <PopoverContent ref={callerContentRef} aria-label="Compartilhar aula" className="w-64">
        <PopoverClose asChild>
          <Button size="sm">Copiar link</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvas, userEvent, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Compartilhar' });
    const panel = content(canvasElement);
    await expect(callerTriggerRef.current).toBe(trigger);
    await expect(callerContentRef.current).toBe(panel);
    await userEvent.click(trigger);
    await waitFor(() => expect(isOpen(panel)).toBe(true));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(isOpen(panel)).toBe(false));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    // Closed from inside: the content unmounts first, so the trigger's own ref gives focus back.
    await userEvent.click(trigger);
    await waitFor(() => expect(isOpen(panel)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(isOpen(panel)).toBe(false));
    await expect(trigger).toHaveFocus();
  },
};
