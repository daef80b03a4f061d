import type { AdminEmail } from '@aula/contract';

/** The outbox as the stories show it (FIXTURE_NOW is 21 Nov 2026, 12:00 UTC). */
export const adminEmailFixtures: AdminEmail[] = [
  {
    id: 3,
    to: 'carla@example.com',
    subject: 'Nova resposta em “Como instalar o Python?”',
    kind: 'comment_reply',
    status: 'pending',
    attempts: 2,
    last_error: 'Não foi possível conectar ao servidor de e-mail (ECONNREFUSED).',
    created_at: '2026-11-21T11:50:00.000Z',
    sent_at: null,
  },
  {
    id: 2,
    to: 'bruno@example.com',
    subject: 'Confirme seu e-mail',
    kind: 'security',
    status: 'sent',
    attempts: 1,
    last_error: null,
    created_at: '2026-11-21T11:00:00.000Z',
    // Sent 40 minutes after it was queued (the SMTP server was down meanwhile).
    sent_at: '2026-11-21T11:40:05.000Z',
  },
  {
    id: 1,
    to: 'alice@example.com',
    subject: 'Nova aula liberada: Listas e tuplas',
    kind: 'lecture_released',
    status: 'sent',
    attempts: 1,
    last_error: null,
    created_at: '2026-11-20T18:45:00.000Z',
    sent_at: '2026-11-20T18:45:03.000Z',
  },
];

export const failedAdminEmail: AdminEmail = {
  id: 4,
  to: 'daniel@example.com',
  subject: 'Código para trocar sua senha',
  kind: 'security',
  status: 'failed',
  attempts: 14,
  last_error: 'O servidor de e-mail recusou a mensagem (550): 5.1.1 mailbox unavailable',
  created_at: '2026-11-21T09:00:00.000Z',
  sent_at: null,
};
