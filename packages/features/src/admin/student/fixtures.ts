import type {
  AdminStudentCourse,
  AdminStudentProfile,
  AdminStudentProgress,
  Subscription,
} from '@aula/contract';
import { FIXTURE_NOW } from '../../testing/fixtures';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(FIXTURE_NOW.getTime() + days * DAY).toISOString();

export const frontEnd = { id: 1, slug: 'formacao-front-end', title: 'Formação Front-end' };
export const python = { id: 2, slug: 'dados-com-python', title: 'Dados com Python' };
export const career = { id: 3, slug: 'carreira-em-tecnologia', title: 'Carreira em Tecnologia' };

/** Maria da Silva (aluna@aula.dev) as the admin sees her. */
export function makeAdminStudentProfile(
  overrides: Partial<AdminStudentProfile> = {},
): AdminStudentProfile {
  return {
    id: 2,
    name: 'Maria da Silva',
    email: 'aluna@aula.dev',
    email_verified: true,
    avatar_url: null,
    whatsapp: '+5511987654321',
    discord_username: 'maria.dev',
    is_student: true,
    is_admin: false,
    created_at: '2026-03-10T15:00:00.000Z',
    last_access_at: at(-2),
    devices_count: 2,
    ...overrides,
  };
}

export const studentCourses: AdminStudentCourse[] = [
  {
    course: { id: 1, slug: 'react-do-zero', title: 'React do zero' },
    product: frontEnd,
    lectures_count: 9,
    watched_count: 3,
    progress_percentage: 33,
  },
  {
    course: { id: 4, slug: 'carreira-dev', title: 'Carreira dev' },
    product: career,
    lectures_count: 4,
    watched_count: 0,
    progress_percentage: 0,
  },
];

export const studentProgress: AdminStudentProgress[] = [
  {
    course: { id: 1, slug: 'react-do-zero', title: 'React do zero' },
    lectures_count: 9,
    progress_percentage: 22,
    last_lecture: { id: 14, title: 'useState na prática', position: 4 },
    watched: [
      {
        lecture: { id: 12, title: 'Seu primeiro componente', position: 2 },
        watched_at: '2026-11-20T13:30:00.000Z',
      },
      {
        lecture: { id: 11, title: 'Boas-vindas', position: 1 },
        watched_at: '2026-11-18T22:10:00.000Z',
      },
    ],
  },
  {
    course: { id: 4, slug: 'carreira-dev', title: 'Carreira dev' },
    lectures_count: 4,
    progress_percentage: 0,
    last_lecture: null,
    watched: [],
  },
];

export function makeAdminSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    product: frontEnd,
    status: 'active',
    provider: 'hotmart',
    started_at: '2026-03-10T15:00:00.000Z',
    ends_at: '2027-03-11T02:59:59.999Z',
    days_left: null,
    ...overrides,
  };
}

export const studentSubscriptions: Subscription[] = [
  makeAdminSubscription(),
  makeAdminSubscription({
    product: career,
    status: 'trial',
    provider: 'manual',
    started_at: '2026-11-10T15:00:00.000Z',
    ends_at: '2026-12-01T02:59:59.999Z',
    days_left: 6,
  }),
  makeAdminSubscription({
    product: python,
    status: 'expired',
    provider: 'stripe',
    started_at: '2025-06-01T15:00:00.000Z',
    ends_at: '2026-06-02T02:59:59.999Z',
  }),
];
