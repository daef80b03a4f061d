import { ApiError } from '@aula/contract';
import { Skeleton } from '@aula/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadingBlock, QueryState, Skeletons } from './query-state';

const failure = new ApiError({
  code: 'ServerErrorException',
  status: 500,
  message: 'Algo deu errado no sistema. Tente novamente em instantes.',
});

/** The three states of a read, around a list of course titles. */
function CourseTitles({
  data,
  error,
  isLoading,
  mutate,
}: {
  data: string[] | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => void;
}) {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Cursos</h1>
      <QueryState
        query={{ data, error, isLoading, mutate }}
        errorTitle="Não foi possível carregar os cursos."
        loading={
          <LoadingBlock label="Carregando cursos…" className="flex flex-col gap-3">
            <Skeleton shape="text" className="h-6 w-48" />
            <Skeletons count={2} className="h-12" />
          </LoadingBlock>
        }
      >
        {(titles) => (
          <ul aria-label="Cursos" className="list-disc pl-6">
            {titles.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

const meta = {
  title: 'features/shared/QueryState',
  component: CourseTitles,
  args: { data: undefined, error: undefined, isLoading: false, mutate: fn() },
} satisfies Meta<typeof CourseTitles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing came yet: the skeletons, busy, with their pt-BR label for screen readers. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(busy).toHaveTextContent('Carregando cursos…');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The read failed: the title, the server's pt-BR message and "Tentar de novo", which reads again. */
export const Failed: Story = {
  args: { error: failure },
  play: async ({ canvas, canvasElement, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os cursos.');
    await expect(alert).toHaveTextContent('Algo deu errado no sistema.');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(args.mutate).toHaveBeenCalledOnce();
  },
};

/** The data came: the content, and nothing else. */
export const Loaded: Story = {
  args: { data: ['React do zero', 'SQL essencial'] },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Cursos' });
    await expect(list).toHaveTextContent('React do zero');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  },
};

/** A later read failed after the data came: the data stays on screen (SWR retries by itself). */
export const FailedAfterLoading: Story = {
  args: { data: ['React do zero'], error: failure },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Cursos' })).toHaveTextContent('React do zero');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
