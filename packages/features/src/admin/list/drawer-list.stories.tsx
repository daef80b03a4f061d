import { Button, FormField, Input } from '@aula/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DrawerListFrame, ListEditor, useDrawerTarget } from './drawer-list';
import { DrawerForm } from './modal-form';
import { DeleteRowButton, EditRowButton } from './row-actions';

interface Repo {
  id: number;
  name: string;
}
const repos: Repo[] = [
  { id: 1, name: 'Projeto final' },
  { id: 2, name: 'Exercícios' },
];
const remove = fn();
const save = fn((event: { preventDefault: () => void }) => event.preventDefault());

/** The frame with its rows' "Editar" and "Excluir", and the drawer they open. */
function Example({
  list,
  level,
}: {
  list: { data?: { data: Repo[] }; error?: unknown; isLoading: boolean };
  level?: 1 | 2;
}) {
  const drawer = useDrawerTarget<Repo>();
  return (
    <DrawerListFrame
      messages={{
        title: 'Repositórios',
        intro: 'Os repositórios de código que os alunos do curso podem abrir.',
        loadError: 'Não foi possível carregar os repositórios.',
      }}
      level={level ?? 2}
      list={{ ...list, mutate: fn() }}
      placeholder={{ testId: 'example-loading', count: 2, className: 'h-16' }}
      addAction={<Button onClick={() => drawer.show('new')}>Adicionar repositório</Button>}
      empty={{
        title: 'Nenhum repositório ainda',
        description: 'Adicione o repositório com o código das aulas.',
      }}
      drawer={
        <ListEditor target={drawer} className="sm:max-w-md">
          {(repo) => (
            <DrawerForm
              title={repo ? 'Editar repositório' : 'Novo repositório'}
              description="O endereço precisa começar com https://."
              submitLabel="Salvar"
              form={{ pending: false, handleSubmit: save }}
            >
              <FormField label="Nome" required>
                <Input defaultValue={repo?.name ?? ''} />
              </FormField>
            </DrawerForm>
          )}
        </ListEditor>
      }
    >
      {(rows) => (
        <ul className="flex flex-col gap-3" aria-label="Repositórios">
          {rows.map((repo) => (
            <li key={repo.id} className="border-border flex justify-between rounded-lg border p-4">
              <span className="font-semibold">{repo.name}</span>
              <span className="flex gap-2">
                <EditRowButton label={`Editar ${repo.name}`} onClick={() => drawer.show(repo)} />
                <DeleteRowButton
                  label={`Excluir ${repo.name}`}
                  title={`Excluir o repositório “${repo.name}”?`}
                  description="Ele deixa de aparecer para os alunos do curso."
                  onConfirm={() => remove(repo.id)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </DrawerListFrame>
  );
}

const meta = {
  title: 'features/admin/list/DrawerListFrame',
  component: Example,
  args: { list: { data: { data: repos }, isLoading: false } },
  parameters: {
    docs: {
      description: {
        component:
          'O quadro de uma lista do admin editada numa gaveta (repositórios, períodos de teste, assinaturas, conteúdo): título e ações, carregando, erro com "Tentar de novo", vazio, e as linhas. `useDrawerTarget` diz para qual linha a gaveta abriu (e a mantém enquanto fecha); `ListEditor` é a gaveta (ou o diálogo) com o formulário da linha; `DrawerForm` é o formulário da gaveta.',
      },
    },
  },
  beforeEach: () => {
    remove.mockClear();
    save.mockClear();
  },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Rows: the add action beside the title; a row's "Editar" opens the drawer on that row. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Repositórios' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar repositório' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Exercícios' }));
    const drawer = within(
      await body(canvasElement).findByRole('dialog', { name: 'Editar repositório' }),
    );
    await expect(drawer.getByRole('textbox', { name: /Nome/ })).toHaveValue('Exercícios');
    // The title, the scrolling fields and the button are apart (the drawer's gap, 1rem).
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Editar repositório' });
    const box = (slot: string) =>
      (dialog.querySelector(`[data-slot="${slot}"]`) as HTMLElement).getBoundingClientRect();
    await expect(box('drawer-body').top - box('drawer-header').bottom).toBeGreaterThanOrEqual(15);
    await expect(box('drawer-footer').top - box('drawer-body').bottom).toBeGreaterThanOrEqual(15);
    await userEvent.click(drawer.getByRole('button', { name: 'Salvar' }));
    await expect(save).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** "Excluir" asks first. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir Projeto final' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Excluir o repositório “Projeto final”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(1));
  },
};

/** No rows: the empty state holds the add action; none beside the title. */
export const Empty: Story = {
  args: { list: { data: { data: [] }, isLoading: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum repositório ainda')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Adicionar repositório' })).toHaveLength(1);
  },
};

/** A page's list: a level-1 title, and the empty state one level below. */
export const OnAPage: Story = {
  args: { level: 1, list: { data: { data: [] }, isLoading: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Repositórios' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nenhum repositório ainda' }),
    ).toBeVisible();
  },
};

/** The first answer is on its way: busy placeholders under the title. */
export const Loading: Story = {
  args: { list: { isLoading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('example-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Adicionar repositório' })).toBeNull();
  },
};

/** The read failed: what could not be loaded, and a retry. */
export const LoadFailed: Story = {
  args: { list: { error: new Error('500'), isLoading: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não foi possível carregar os repositórios.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
  },
};
