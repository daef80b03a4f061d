import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { makeRepository } from '../testing';
import { CourseRepositories } from './course-repositories';

const meta = {
  title: 'features/player/CourseRepositories',
  component: CourseRepositories,
  args: {
    repositories: [
      makeRepository({
        id: 1,
        name: 'Projeto final',
        url: 'https://github.com/aula-dev/react-do-zero',
      }),
      makeRepository({
        id: 2,
        name: 'Exercícios',
        url: 'https://github.com/aula-dev/react-do-zero-exercicios',
        description: 'Um exercício por aula, com a solução em outra branch.',
      }),
    ],
  },
} satisfies Meta<typeof CourseRepositories>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A student's view: each repository a link that opens in a new tab, its description under it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Repositórios' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /Projeto final/ });
    await expect(link).toHaveAttribute('href', 'https://github.com/aula-dev/react-do-zero');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/Um exercício por aula/)).toBeVisible();
  },
};

/** A name with markup is shown as text, never as HTML. */
export const MarkupAsText: Story = {
  args: {
    repositories: [
      makeRepository({ id: 3, name: '<b>negrito</b>', url: 'https://github.com/aula-dev/x' }),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /<b>negrito<\/b>/ })).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** A guest or an account without access gets no repositories: nothing is shown. */
export const WithoutAccess: Story = {
  args: { repositories: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Repositórios' })).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
