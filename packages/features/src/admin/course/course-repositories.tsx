import { type CourseRepository, repositoryInputSchema } from '@aula/contract';
import { Button, FormField, Input, Textarea } from '@aula/ui';
import type { AccountNotify } from '../../account/notify';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { useContractForm } from '../../forms/use-contract-form';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { DrawerListCards, DrawerListFrame, ListEditor, useDrawerTarget } from '../list/drawer-list';
import { DialogForm, rowFormTexts } from '../list/modal-form';
import { removeRow } from '../list/optimistic';
import { DeleteRowButton, EditRowButton } from '../list/row-actions';
import { useRowSave } from '../list/use-row-save';

const labels = {
  name: { label: 'Nome', gender: 'm' },
  url: { label: 'Endereço (URL)', gender: 'm' },
  description: { label: 'Descrição', gender: 'f' },
} as const satisfies Record<string, FieldLabel>;

export const repositoriesMessages = {
  title: 'Repositórios',
  intro: 'Os repositórios de código que os alunos do curso podem abrir.',
  add: 'Adicionar repositório',
  addTitle: 'Novo repositório',
  editTitle: 'Editar repositório',
  formDescription: 'O endereço precisa começar com https://.',
  save: 'Salvar',
  edit: (name: string) => `Editar ${name}`,
  remove: (name: string) => `Excluir ${name}`,
  confirmTitle: (name: string) => `Excluir o repositório “${name}”?`,
  confirmDescription: 'Ele deixa de aparecer para os alunos do curso.',
  added: 'Repositório adicionado.',
  saved: 'Repositório atualizado.',
  removed: (name: string) => `Repositório “${name}” excluído.`,
  removeFailed: (name: string, reason: string) => `Não foi possível excluir “${name}”: ${reason}`,
  emptyTitle: 'Nenhum repositório ainda',
  emptyDescription: 'Adicione o repositório com o código das aulas para os alunos.',
  loadError: 'Não foi possível carregar os repositórios.',
  urlHint: 'Por exemplo: https://github.com/sua-escola/projeto',
} as const;

export interface CourseRepositoriesProps {
  courseId: number;
  /** How the page shows a toast (the app's Toaster). */
  notify: AccountNotify;
}

/**
 * "Repositórios": the course's repositories; add and edit in a dialog (https only, checked here
 * and by the server), delete after a confirmation, optimistically, rolled back if refused.
 */
export function CourseRepositories({ courseId, notify }: CourseRepositoriesProps) {
  const list = useApiQuery('listRepositories', { params: { id: courseId } });
  const remove = useApiMutation('deleteRepository');
  const dialog = useDrawerTarget<CourseRepository>(notify);

  const deleteRepository = (repo: CourseRepository) =>
    removeRow(
      list.mutate,
      repo,
      () => remove.trigger({ params: { id: courseId, repoId: repo.id } }),
      notify,
      {
        removed: repositoriesMessages.removed(repo.name),
        failed: (reason) => repositoriesMessages.removeFailed(repo.name, reason),
      },
    );

  return (
    <DrawerListFrame
      messages={repositoriesMessages}
      list={list}
      placeholder={{ testId: 'repositories-loading', count: 2, className: 'h-16' }}
      addAction={<Button onClick={() => dialog.show('new')}>{repositoriesMessages.add}</Button>}
      empty={{
        title: repositoriesMessages.emptyTitle,
        description: repositoriesMessages.emptyDescription,
      }}
      drawer={
        <ListEditor target={dialog} kind="dialog">
          {(repository) => (
            <RepositoryForm courseId={courseId} repository={repository} onSaved={dialog.saved} />
          )}
        </ListEditor>
      }
    >
      {(rows) => (
        <DrawerListCards
          rows={rows}
          label={repositoriesMessages.title}
          testId="repository"
          cardClassName="gap-3 sm:flex-row sm:items-center sm:justify-between"
        >
          {(repo) => (
            <>
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="font-semibold">{repo.name}</h3>
                <a
                  href={repo.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary text-sm break-all underline"
                >
                  {repo.url}
                  <span className="sr-only"> (abre em nova aba)</span>
                </a>
                {repo.description ? (
                  <p className="text-muted-foreground text-sm">{repo.description}</p>
                ) : null}
              </div>
              <div className="flex shrink-0 gap-2">
                <EditRowButton
                  label={repositoriesMessages.edit(repo.name)}
                  onClick={() => dialog.show(repo)}
                />
                <DeleteRowButton
                  label={repositoriesMessages.remove(repo.name)}
                  title={repositoriesMessages.confirmTitle(repo.name)}
                  description={repositoriesMessages.confirmDescription}
                  onConfirm={() => void deleteRepository(repo)}
                />
              </div>
            </>
          )}
        </DrawerListCards>
      )}
    </DrawerListFrame>
  );
}

function RepositoryForm({
  courseId,
  repository,
  onSaved,
}: {
  courseId: number;
  repository: CourseRepository | null;
  onSaved: (message: string) => void;
}) {
  const save = useRowSave('createRepository', 'updateRepository', ['listRepositories']);
  const form = useContractForm({
    schema: repositoryInputSchema,
    labels,
    initial: {
      name: repository?.name ?? '',
      url: repository?.url ?? '',
      description: repository?.description ?? '',
    },
    submit: async (values) => {
      const body = {
        name: values.name,
        url: values.url.trim(),
        description: values.description.trim() || null,
      };
      const done = await save(
        repository
          ? { update: { params: { id: courseId, repoId: repository.id }, body } }
          : { create: { params: { id: courseId }, body } },
      );
      onSaved(repositoriesMessages[done]);
    },
  });
  const name = form.field('name');
  const url = form.field('url');
  const description = form.field('description');
  return (
    <DialogForm {...rowFormTexts(repositoriesMessages, repository)} form={form}>
      <FormField {...name.formField} required>
        <Input {...name.control} maxLength={120} />
      </FormField>
      <FormField {...url.formField} hint={repositoriesMessages.urlHint} required>
        <Input {...url.control} type="url" inputMode="url" />
      </FormField>
      <FormField {...description.formField}>
        <Textarea {...description.control} maxLength={500} rows={3} />
      </FormField>
    </DialogForm>
  );
}
