import { notFound } from '../http';
import {
  courseRepositories,
  deleteRepository,
  insertRepository,
  updateRepository,
} from '../queries/repositories';
import { requireCourse } from './admin-guards';
import type { Handlers } from './define';

const repositoryNotFound = () => notFound('Repositório não encontrado.');

/** A course's repositories (issue 33, item 16): the admin's list and its writes. */
export const adminRepositoryHandlers: Pick<
  Handlers,
  'listRepositories' | 'createRepository' | 'updateRepository' | 'deleteRepository'
> = {
  async listRepositories({ db, params }) {
    await requireCourse(db, params.id);
    return { data: await courseRepositories(db, params.id) };
  },

  async createRepository({ db, params, body }) {
    await requireCourse(db, params.id);
    return { data: await insertRepository(db, params.id, body) };
  },

  async updateRepository({ db, params, body }) {
    const repository = await updateRepository(db, params.id, params.repoId, body);
    if (!repository) throw repositoryNotFound();
    return { data: repository };
  },

  async deleteRepository({ db, params }) {
    if (!(await deleteRepository(db, params.id, params.repoId))) throw repositoryNotFound();
    return undefined;
  },
};
