import type { AdminComment, AdminCommentReply } from '@aula/contract';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

/** A team reply (an admin's) for the moderation stories. */
export function makeAdminCommentReply(
  overrides: Partial<AdminCommentReply> = {},
): AdminCommentReply {
  return {
    id: 900,
    body: 'Oi! Recomendamos refazer o exercício com o vídeo pausado.',
    author: { id: 2, name: 'Beatriz Admin Souza', avatar_url: null, is_team: true },
    created_at: ago(2),
    ...overrides,
  };
}

/** An unanswered comment of a student on "React do zero", as the moderation queue shows it. */
export function makeAdminComment(overrides: Partial<AdminComment> = {}): AdminComment {
  return {
    id: 101,
    body: 'Qual editor vocês usam nas aulas? O meu não mostra os erros de tipo.',
    author: { id: 5, name: 'Maria da Silva', avatar_url: null, is_team: false },
    course: { id: 1, slug: 'react-do-zero', title: 'React do zero' },
    lecture: { id: 11, title: 'Boas-vindas e como estudar', position: 1 },
    created_at: ago(26),
    answered: false,
    answered_at: null,
    replies: [],
    ...overrides,
  };
}

/** The queue of the stories: three waiting comments, one with two student replies. */
export const adminCommentFixtures: AdminComment[] = [
  makeAdminComment(),
  makeAdminComment({
    id: 102,
    body: 'No Windows precisei reiniciar o terminal depois de instalar o Node. <b>Fica a dica!</b>',
    author: { id: 6, name: 'Ana Beatriz Rocha', avatar_url: null, is_team: false },
    lecture: { id: 12, title: 'Instalando o ambiente', position: 2 },
    created_at: ago(20),
    replies: [
      makeAdminCommentReply({
        id: 201,
        body: 'Aconteceu comigo também.',
        author: { id: 7, name: 'João Pereira', avatar_url: null, is_team: false },
        created_at: ago(18),
      }),
      makeAdminCommentReply({
        id: 202,
        body: 'Valeu pela dica!',
        author: { id: 5, name: 'Maria da Silva', avatar_url: null, is_team: false },
        created_at: ago(10),
      }),
    ],
  }),
  makeAdminComment({
    id: 103,
    body: 'O link do repositório da aula 3 está quebrado.',
    author: { id: 7, name: 'João Pereira', avatar_url: null, is_team: false },
    course: { id: 2, slug: 'sql-essencial', title: 'SQL essencial' },
    lecture: { id: 31, title: 'Consultas com JOIN', position: 3 },
    created_at: ago(3),
  }),
];
