import type { AdminSummary } from '@aula/contract';

const HOUR = 60 * 60 * 1000;
/** FIXTURE_NOW (21 Nov 2026, 12:00 UTC), minus some hours. */
const ago = (hours: number) => new Date(Date.UTC(2026, 10, 21, 12) - hours * HOUR).toISOString();

/** The admin home as the stories and the msw default show it. */
export function makeAdminSummary(overrides: Partial<AdminSummary> = {}): AdminSummary {
  return {
    students_count: 1284,
    students_new_this_week: 37,
    active_subscriptions_count: 1012,
    unanswered_comments_count: 9,
    lectures_releasing_count: 3,
    active_trial_periods_count: 1,
    latest_unanswered_comments: [
      {
        id: 41,
        author: { id: 8, name: 'Ana Beatriz Costa', avatar_url: null, is_team: false },
        body: 'Por que a chave da lista não pode ser o índice do array?',
        created_at: ago(2),
        course: { id: 1, slug: 'react-do-zero', title: 'React do zero' },
        lecture: { id: 3, title: 'Listas e chaves', position: 3 },
      },
      {
        id: 40,
        author: { id: 9, name: 'João Pereira', avatar_url: null, is_team: false },
        body: 'O <script> do exemplo não roda no meu navegador.',
        created_at: ago(30),
        course: { id: 4, slug: 'sql-essencial', title: 'SQL essencial' },
        lecture: { id: 20, title: 'Junções', position: 2 },
      },
    ],
    ...overrides,
  };
}
