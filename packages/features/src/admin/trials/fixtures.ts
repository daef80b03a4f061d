import type { TrialPeriod } from '@aula/contract';

/** Trial periods as the stories and the msw default show them (FIXTURE_NOW is 21 Nov 2026). */
export const trialPeriodFixtures: TrialPeriod[] = [
  {
    id: 2,
    product: { id: 3, slug: 'carreira-em-tecnologia', title: 'Carreira em Tecnologia' },
    starts_on: '2026-12-01',
    ends_on: '2026-12-31',
    days: 7,
    is_active: false,
    granted_count: 0,
  },
  {
    id: 1,
    product: { id: 1, slug: 'formacao-front-end', title: 'Formação Front-end' },
    starts_on: '2026-11-15',
    ends_on: '2026-11-30',
    days: 14,
    is_active: true,
    granted_count: 12,
  },
];

export function makeTrialPeriod(overrides: Partial<TrialPeriod> = {}): TrialPeriod {
  return { ...(trialPeriodFixtures[0] as TrialPeriod), ...overrides };
}
