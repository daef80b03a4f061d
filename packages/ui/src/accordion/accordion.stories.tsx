import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const sections = [
  {
    id: 's1',
    title: '1. Boas-vindas',
    meta: '2 de 2 aulas · 8 min',
    lectures: ['Apresentação', 'Como estudar'],
  },
  {
    id: 's2',
    title: '2. Fundamentos',
    meta: '1 de 3 aulas · 42 min',
    lectures: ['Variáveis', 'Funções', 'Listas'],
  },
  { id: 's3', title: '3. Projeto final', meta: '0 de 1 aula · 30 min', lectures: ['Entrega'] },
];

const meta = {
  title: 'ui/Accordion',
  component: Accordion,
  argTypes: {
    type: {
      description: '`single`: uma seção aberta por vez; `multiple`: várias.',
      table: { type: { summary: "'single' | 'multiple'" } },
    },
    value: {
      description: 'As seções abertas, quando o estado é seu (controlado).',
      table: { type: { summary: 'string | string[]' } },
      control: false,
    },
    defaultValue: {
      description: 'As seções abertas no início.',
      table: { type: { summary: 'string | string[]' } },
      control: false,
    },
    onValueChange: {
      description: 'Chamado quando uma seção abre ou fecha.',
      table: { type: { summary: '(value: string | string[]) => void' } },
      control: false,
    },
    collapsible: {
      description: 'Com `type="single"`: se a seção aberta pode ser fechada.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
      control: false,
    },
    disabled: {
      description: 'Desabilita todas as seções.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
      control: false,
    },
  },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Seções que abrem e fecham (as seções da barra lateral do curso), sem Radix: uma seção fechada é só o botão do seu título, e o conteúdo é montado ao abrir (uma barra lateral de cem seções monta rápido). \`type="multiple"\` deixa várias abertas; \`AccordionTrigger\` aceita \`meta\` para uma segunda linha ("3 de 5 aulas · 42 min").

**Quando não usar:** para alternar entre visões do mesmo conteúdo, use \`Tabs\`; para um conteúdo curto que sempre cabe na tela, não esconda nada.`,
      },
    },
  },
  args: { type: 'multiple', defaultValue: ['s2'] },
  render: (args) => (
    <Accordion {...args} className="w-96">
      {sections.map((section) => (
        <AccordionItem key={section.id} value={section.id}>
          <AccordionTrigger meta={section.meta}>{section.title}</AccordionTrigger>
          <AccordionContent>
            <ul className="grid gap-1">
              {section.lectures.map((lecture) => (
                <li key={lecture}>{lecture}</li>
              ))}
            </ul>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const second = canvas.getByRole('button', { name: /2\. Fundamentos/ });
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Variáveis')).toBeVisible();
    const first = canvas.getByRole('button', { name: /1\. Boas-vindas/ });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Apresentação')).toBeVisible();
    // Both stay open: the sidebar lets a student compare sections.
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('heading', { level: 3, name: /1\. Boas-vindas/ }),
    ).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const Single: Story = {
  args: { type: 'single', defaultValue: 's1', collapsible: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /3\. Projeto final/ }));
    await expect(canvas.getByRole('button', { name: /1\. Boas-vindas/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Keyboard: Story = {
  args: { defaultValue: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /2\. Fundamentos/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /2\. Fundamentos/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Matrix: Story = {
  args: { defaultValue: ['s1', 's2', 's3'] },
  play: async ({ canvas }) => {
    const triggers = canvas.getAllByRole('button');
    await expect(triggers.every((t) => t.getAttribute('aria-expanded') === 'true')).toBe(true);
  },
};
