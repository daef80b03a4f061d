import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { Progress } from '../progress';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'ui/Card',
  component: Card,
  argTypes: {
    className: {
      description: 'Classes suas, aplicadas por último (ganham das da Aula).',
      table: { type: { summary: 'string' } },
      control: false,
    },
    children: {
      description:
        'As partes: `CardHeader`, `CardTitle`, `CardDescription`, `CardContent`, `CardFooter`. Aceita todas as props de `<div>`.',
      table: { type: { summary: 'ReactNode' } },
      control: false,
    },
  },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma superfície com borda (um curso no catálogo, um grupo de configurações), em partes: \`CardHeader\`, \`CardTitle\` (um \`h3\`), \`CardDescription\`, \`CardContent\`, \`CardFooter\`.

**Quando não usar:** para separar seções de uma página sem destaque, um \`Separator\` ou espaço basta; cartões dentro de cartões confundem a hierarquia.`,
      },
    },
  },
  render: (args) => (
    <Card {...args} className="w-80">
      <CardHeader>
        <Badge className="mb-1">Novo</Badge>
        <CardTitle>Python do zero</CardTitle>
        <CardDescription>12 aulas · 3 h 20 min</CardDescription>
      </CardHeader>
      <CardContent>
        <Progress value={25} label="Progresso no curso" showValue />
      </CardContent>
      <CardFooter>
        <Button className="w-full">Continuar</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Python do zero' })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  },
};

export const Playground: Story = {};

export const Matrix: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Só título</CardTitle>
        </CardHeader>
      </Card>
      <Card>
        <CardContent>Só conteúdo</CardContent>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="card"]')).toHaveLength(2);
  },
};
