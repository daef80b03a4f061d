import { z } from 'zod/mini';
import { subscribedProductSchema } from '../entities/account-subscriptions';
import { calendarDay, DAY_PATTERN, envelope, id, idParam, intFrom } from '../entities/common';
import { endpoint } from './define';

/**
 * Trial periods (issue 19, ADR 023): a product's trial offer over a range of calendar days (in the
 * school's time zone, America/Sao_Paulo). While one is active, an account that signs in, registers
 * or accepts an invitation and never had a subscription to the product gets a trial subscription
 * (status `trial`) that lasts `days` days. Ranges of one product never overlap.
 */

/** The longest trial a period may grant, in days (Hotmart's 1–30). */
export const TRIAL_MAX_DAYS = 30;

const DAY = DAY_PATTERN;

export const trialPeriodInputSchema = z
  .object({
    product_id: id,
    starts_on: calendarDay('Informe a data de início.'),
    ends_on: calendarDay('Informe a data de término.'),
    days: z
      .int('Informe de 1 a 30 dias.')
      .check(
        z.gte(1, 'O teste dura de 1 a 30 dias.'),
        z.lte(TRIAL_MAX_DAYS, 'O teste dura de 1 a 30 dias.'),
      ),
  })
  .check(
    // Compared only when both are days (a bad one has its own message).
    z.refine(
      (input) =>
        !DAY.test(input.starts_on) || !DAY.test(input.ends_on) || input.ends_on >= input.starts_on,
      {
        message: 'A data de término não pode ser anterior à de início.',
        path: ['ends_on'],
      },
    ),
  );
export type TrialPeriodInput = z.infer<typeof trialPeriodInputSchema>;

export const trialPeriodSchema = z.object({
  id,
  product: subscribedProductSchema,
  /** First day of the offer (inclusive), `YYYY-MM-DD`. */
  starts_on: z.string(),
  /** Last day of the offer (inclusive), `YYYY-MM-DD`. */
  ends_on: z.string(),
  /** How long the trial subscription it grants lasts. */
  days: intFrom(1, TRIAL_MAX_DAYS),
  /** Today (in the school's time zone) falls within the range. */
  is_active: z.boolean(),
  /** Trial subscriptions it granted so far. */
  granted_count: intFrom(0),
});
export type TrialPeriod = z.infer<typeof trialPeriodSchema>;

/** The message of an overlapping range, on `starts_on`. */
export const TRIAL_OVERLAP_MESSAGE =
  'Este produto já tem um período de teste nessas datas. Escolha um intervalo que não se sobreponha.';

export const adminTrialEndpoints = {
  /** Every trial period, the latest start first. */
  listTrialPeriods: endpoint({
    method: 'GET',
    path: 'api/admin/trial-periods',
    access: 'admin',
    response: envelope(z.array(trialPeriodSchema)),
  }),
  createTrialPeriod: endpoint({
    method: 'POST',
    path: 'api/admin/trial-periods',
    access: 'admin',
    body: trialPeriodInputSchema,
    response: envelope(trialPeriodSchema),
  }),
  updateTrialPeriod: endpoint({
    method: 'PUT',
    path: 'api/admin/trial-periods/:id',
    access: 'admin',
    params: idParam,
    body: trialPeriodInputSchema,
    response: envelope(trialPeriodSchema),
  }),
  /** The trials it already granted stay (they are the students' subscriptions). */
  deleteTrialPeriod: endpoint({
    method: 'DELETE',
    path: 'api/admin/trial-periods/:id',
    access: 'admin',
    params: idParam,
  }),
} as const;
