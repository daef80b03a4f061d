import type {
  AdminStudent,
  Comment,
  Course,
  CourseRepository,
  CourseStudent,
  CourseSummary,
  FreeLecture,
  Lecture,
  Preferences,
  Product,
  Reply,
  ScheduledLecture,
  Section,
  User,
} from '@aula/contract';
import type { ShellHrefs } from '../shell/layouts';

let nextId = 1000;
const newId = () => {
  nextId += 1;
  return nextId;
};
const iso = (date: Date) => date.toISOString();
const DAY = 86_400_000;
/** A fixed "now" for fixtures, so stories and snapshots do not drift. */
export const FIXTURE_NOW = new Date('2026-11-21T12:00:00.000Z');

/** The credentials the mocked login accepts (the same as the reference API's demo student). */
export const mockCredentials = { email: 'aluna@aula.dev', password: 'aula-aluna-2026' } as const;

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: newId(),
    name: 'Maria da Silva',
    email: 'maria.silva@exemplo.com.br',
    avatar_url: null,
    is_student: true,
    is_admin: false,
    ...overrides,
  };
}

export function makeLecture(overrides: Partial<Lecture> = {}): Lecture {
  const id = overrides.id ?? newId();
  return {
    id,
    section_id: 1,
    title: 'Componentes e props',
    position: 1,
    has_watched: false,
    is_bookmarked: false,
    is_free: false,
    is_published: true,
    is_locked: false,
    scheduled_for: null,
    video_url: '/media/aula-demo.mp4',
    duration_seconds: 754,
    description:
      '<h2>O que você vai aprender</h2><p>Como dividir a interface em <strong>componentes</strong> e passar dados por props.</p>',
    ...overrides,
  };
}

export function makeSection(overrides: Partial<Section> = {}): Section {
  const id = overrides.id ?? newId();
  return {
    id,
    course_id: 1,
    title: 'Primeiros passos',
    position: 1,
    lectures: [],
    ...overrides,
  };
}

const SECTION_TITLES = ['Primeiros passos', 'Estado e efeitos', 'Rotas e dados', 'Projeto final'];
const LECTURE_TITLES = [
  'Boas-vindas ao curso',
  'Preparando o ambiente',
  'Componentes e props',
  'Listas e chaves',
  'useState na prática',
  'Efeitos colaterais',
  'Formulários acessíveis',
  'Buscando dados com SWR',
];

/** Totals as the API computes them: watched count and the rounded integer percentage. */
export function courseTotals(sections: Section[]) {
  const lectures = sections.flatMap((s) => s.lectures);
  const watched = lectures.filter((l) => l.has_watched).length;
  return {
    lectures_count: lectures.length,
    lectures_watched_count: watched,
    lectures_watched_percentage: lectures.length
      ? Math.round((watched / lectures.length) * 100)
      : 0,
  };
}

/** A course with `sectionCount` sections of `lecturesPerSection` lectures, numbered in order. */
export function makeCourse(
  overrides: Partial<Course> = {},
  shape: { sectionCount?: number; lecturesPerSection?: number; watched?: number } = {},
): Course {
  const courseId = overrides.id ?? newId();
  const { sectionCount = 3, lecturesPerSection = 3, watched = 0 } = shape;
  let position = 0;
  const sections =
    overrides.sections ??
    Array.from({ length: sectionCount }, (_, s) => {
      const sectionId = newId();
      return makeSection({
        id: sectionId,
        course_id: courseId,
        position: s + 1,
        title: SECTION_TITLES[s % SECTION_TITLES.length] ?? `Seção ${s + 1}`,
        lectures: Array.from({ length: lecturesPerSection }, () => {
          position += 1;
          return makeLecture({
            section_id: sectionId,
            position,
            title: LECTURE_TITLES[(position - 1) % LECTURE_TITLES.length] ?? `Aula ${position}`,
            has_watched: position <= watched,
            is_free: position === 1,
          });
        }),
      });
    });
  return {
    id: courseId,
    slug: 'formacao-react',
    title: 'Formação React do Zero',
    description: 'Do primeiro componente a uma aplicação completa, com testes e acessibilidade.',
    cover_url: null,
    last_lecture_id: null,
    product: { id: 1, slug: 'trilha-front-end', title: 'Trilha Front-end' },
    is_enrolled: true,
    ...courseTotals(sections),
    ...overrides,
    sections,
  };
}

export function toSummary(course: Course): CourseSummary {
  const { product: _product, sections: _sections, is_enrolled: _enrolled, ...summary } = course;
  return summary;
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: newId(),
    slug: 'trilha-front-end',
    title: 'Trilha Front-end',
    description: 'HTML, CSS, JavaScript e React para quem quer trabalhar com front-end.',
    cover_url: null,
    can_comment: true,
    courses_count: 1,
    ...overrides,
  };
}

export function makeReply(overrides: Partial<Reply> = {}): Reply {
  return {
    id: newId(),
    lecture_id: 1,
    parent_id: 1,
    body: 'Também tive essa dúvida, obrigado por perguntar!',
    author: { id: 7, name: 'João Pereira', avatar_url: null, is_team: false },
    created_at: iso(new Date(FIXTURE_NOW.getTime() - DAY)),
    updated_at: iso(new Date(FIXTURE_NOW.getTime() - DAY)),
    is_own: false,
    can_edit: false,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  const id = overrides.id ?? newId();
  return {
    id,
    lecture_id: 1,
    parent_id: null,
    body: 'Por que a chave da lista não pode ser o índice do array?',
    author: { id: 8, name: 'Ana Beatriz Costa', avatar_url: null, is_team: false },
    created_at: iso(new Date(FIXTURE_NOW.getTime() - 3 * DAY)),
    updated_at: iso(new Date(FIXTURE_NOW.getTime() - 3 * DAY)),
    is_own: false,
    can_edit: false,
    replies: [],
    notify_replies: false,
    ...overrides,
  };
}

export function makeScheduledLecture(overrides: Partial<ScheduledLecture> = {}): ScheduledLecture {
  return {
    id: newId(),
    title: 'Ao vivo: revisão do projeto final',
    position: 12,
    scheduled_for: iso(new Date(FIXTURE_NOW.getTime() + 3 * DAY)),
    course: { id: 1, slug: 'formacao-react', title: 'Formação React do Zero' },
    ...overrides,
  };
}

export function makeFreeLecture(overrides: Partial<FreeLecture> = {}): FreeLecture {
  return {
    ...makeScheduledLecture({ title: 'Boas-vindas ao curso', position: 1 }),
    scheduled_for: null,
    duration_seconds: 312,
    ...overrides,
  };
}

export function makeRepository(overrides: Partial<CourseRepository> = {}): CourseRepository {
  return {
    id: newId(),
    course_id: 1,
    name: 'formacao-react-projeto-final',
    url: 'https://github.com/aula-dev/formacao-react-projeto-final',
    description: null,
    created_at: iso(FIXTURE_NOW),
    ...overrides,
  };
}

export function makeCourseStudent(overrides: Partial<CourseStudent> = {}): CourseStudent {
  return {
    id: newId(),
    name: 'Carlos Eduardo Lima',
    email: 'carlos.lima@exemplo.com.br',
    avatar_url: null,
    lectures_watched_percentage: 42,
    last_lecture: { id: 3, title: 'Seu primeiro componente', position: 3 },
    last_accessed_at: iso(new Date(FIXTURE_NOW.getTime() - 2 * DAY)),
    subscription_status: 'active',
    enrolled_at: iso(new Date(FIXTURE_NOW.getTime() - 30 * DAY)),
    ...overrides,
  };
}

export function makeAdminStudent(overrides: Partial<AdminStudent> = {}): AdminStudent {
  return {
    id: newId(),
    name: 'Carlos Eduardo Lima',
    email: 'carlos.lima@exemplo.com.br',
    avatar_url: null,
    is_student: true,
    created_at: iso(new Date(FIXTURE_NOW.getTime() - 90 * DAY)),
    last_access_at: iso(new Date(FIXTURE_NOW.getTime() - 2 * DAY)),
    subscriptions: [
      {
        product: { id: 1, slug: 'formacao-front-end', title: 'Formação Front-end' },
        status: 'active',
        ends_at: iso(new Date(FIXTURE_NOW.getTime() + 200 * DAY)),
      },
    ],
    progress_percentage: 42,
    ...overrides,
  };
}

export function makePreferences(overrides: Partial<Preferences> = {}): Preferences {
  return { auto_play: true, auto_jump: true, captions_on: false, ...overrides };
}

/**
 * The account pages someone who is not a student is offered, in order (the side menu's and the
 * account menu's rule: no student-only page; lifetime access by order code stays, ADR 031).
 */
export const NON_STUDENT_ACCOUNT_LINKS = [
  'Meu perfil',
  'Segurança',
  'Dispositivos',
  'Assinaturas',
  'Acesso vitalício',
  'Certificados',
  'Privacidade',
] as const;

/** The shell's links as the app has them, for the layouts' and the account menu's stories. */
export const shellHrefsFixture: ShellHrefs = {
  home: '/',
  scheduled: '/aulas-agendadas',
  login: '/login',
  register: '/cadastrar',
  logout: '/logout',
  account: {
    'eu-perfil': '/eu/perfil',
    'eu-seguranca': '/eu/seguranca',
    'eu-dispositivos': '/eu/dispositivos',
    'eu-assinaturas': '/eu/assinaturas',
    'eu-suporte': '/eu/suporte',
    'eu-favoritos': '/eu/favoritos',
    'eu-preferencias': '/eu/preferencias',
    'eu-acesso-vitalicio': '/eu/acesso-vitalicio',
    'eu-certificados': '/eu/certificados',
    'eu-privacidade': '/eu/privacidade',
  },
  admin: '/admin',
};
