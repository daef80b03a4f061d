import { TRIAL_OVERLAP_MESSAGE, type TrialPeriodInput } from '@aula/contract';
import type { Queryable } from '../db/database';
import { fieldError, notFound } from '../http';
import {
  deleteTrialPeriod,
  insertTrialPeriod,
  lockProduct,
  overlapsAnother,
  trialPeriod,
  trialPeriodExists,
  trialPeriods,
  updateTrialPeriod,
} from '../queries/trial-periods';
import type { Handlers } from './define';

const periodNotFound = () => notFound('Período de teste não encontrado.');

async function periodById(db: Queryable, id: number, now: Date) {
  const period = await trialPeriod(db, id, now);
  if (!period) throw periodNotFound();
  return period;
}

/**
 * Refuses a range that overlaps another period of the product (`except`: the period being edited).
 * Run inside the transaction after the product's row is locked, so two admins saving at once are
 * checked one after the other (a portable stand-in for an exclusion constraint).
 */
async function lockAndCheck(tx: Queryable, input: TrialPeriodInput, except: number | null) {
  if (!(await lockProduct(tx, input.product_id))) {
    throw fieldError('product_id', 'Escolha um produto existente.');
  }
  if (await overlapsAnother(tx, input, except)) {
    throw fieldError('starts_on', TRIAL_OVERLAP_MESSAGE);
  }
}

export const adminTrialHandlers: Pick<
  Handlers,
  'listTrialPeriods' | 'createTrialPeriod' | 'updateTrialPeriod' | 'deleteTrialPeriod'
> = {
  async listTrialPeriods({ db, now }) {
    return { data: await trialPeriods(db, now()) };
  },

  async createTrialPeriod({ db, body, now }) {
    const id = await db.transaction(async (tx) => {
      await lockAndCheck(tx, body, null);
      return insertTrialPeriod(tx, body);
    });
    return { data: await periodById(db, id, now()) };
  },

  async updateTrialPeriod({ db, params, body, now }) {
    await db.transaction(async (tx) => {
      if (!(await trialPeriodExists(tx, params.id))) throw periodNotFound();
      await lockAndCheck(tx, body, params.id);
      await updateTrialPeriod(tx, params.id, body);
    });
    return { data: await periodById(db, params.id, now()) };
  },

  async deleteTrialPeriod({ db, params }) {
    if (!(await deleteTrialPeriod(db, params.id))) throw periodNotFound();
    return undefined;
  },
};
