/**
 * Every table that holds something about a person, with what "Baixar meus dados" gives of it and
 * what "Excluir minha conta" does to it (ADR 044). `privacy.test.ts` reads the database's schema:
 * a table with a column that references a user (a foreign key to `users`, or a column named like
 * `user_id`, `email`, `ip`, `user_agent`, `whatsapp`, a person's name) that is missing here fails
 * it, so a new table of personal data cannot ship without an answer for both rights.
 */
export interface Coverage {
  /** What the export holds of the table (or why nothing). */
  export: string;
  /** What the deletion does to its rows (in `deleteAccount`'s one transaction). */
  deletion: string;
}

export const PERSONAL_DATA = {
  users: {
    export: 'profile: name, e-mail, WhatsApp, photo link, dates, preferences, certificate name',
    deletion:
      'kept (orders and replies point to it) and anonymised: name "Conta excluída", e-mail excluida-<random>@conta-excluida.invalid, no password, photo, WhatsApp, certificate name or last access; deleted_at set',
  },
  sessions: {
    export: 'sessions: start, last activity, IP, user agent (never the cookie nor its hash)',
    deletion: 'deleted: every session ends at once, in every process (sessions are in the DB)',
  },
  account_codes: {
    export: 'account_codes: purpose, target, dates (never the code hash)',
    deletion: 'deleted',
  },
  user_tokens: {
    export: 'e-mail links: kind, e-mail, dates (never the token hash)',
    deletion: 'deleted (by user and by e-mail address)',
  },
  discord_connections: {
    export: 'discord: username, global name, Discord id, date',
    deletion: 'deleted',
  },
  discord_states: { export: 'none: a pending OAuth state (a secret)', deletion: 'deleted' },
  enrollments: {
    export: 'subscriptions: product, status, provider, sale reference, dates',
    deletion:
      'kept for tax law (LGPD art. 16, II) on the anonymised account; a live one is canceled now',
  },
  lifetime_orders: {
    export: 'orders: product and claim date (never the code hash)',
    deletion: 'kept for tax law, claimed_by points to the anonymised account',
  },
  purchase_events: {
    export:
      'purchase events with the account e-mail as buyer: platform, type, ids, dates, raw body',
    deletion:
      'kept for tax law without identifying data: buyer e-mail and name nulled, raw body replaced',
  },
  lecture_views: { export: 'watched lectures and when', deletion: 'deleted' },
  bookmarks: { export: 'bookmarked lectures (favorites)', deletion: 'deleted' },
  course_progress: { export: 'last lecture per course', deletion: 'deleted' },
  lecture_positions: { export: 'video positions', deletion: 'deleted' },
  comments: {
    export: 'comments and replies: lecture, text, dates',
    deletion:
      'a top-level comment with replies of others stays as "Comentário removido" (text replaced, removed_at set); every other comment of theirs is deleted',
  },
  comment_subscriptions: { export: 'followed threads', deletion: 'deleted' },
  notifications: {
    export: 'notifications: kind, title, context, excerpt, link, dates',
    deletion:
      'deleted; others’ "<name> respondeu…" notifications are deleted too (they carry the name and the reply excerpt)',
  },
  broadcast_reads: {
    export:
      'within notifications: the releases their bell showed (ADR 054), each with when they read it',
    deletion: 'deleted (the releases themselves name no one)',
  },
  notification_preferences: { export: 'per kind: e-mail and in-app choices', deletion: 'deleted' },
  thread_mail_windows: { export: 'none: a delivery pacing timestamp', deletion: 'deleted' },
  mail_outbox: {
    export: 'e-mail history: to, subject, body (unless purged), kind, dates',
    deletion:
      'deleted with their delivery jobs; others’ messages naming the person (name or e-mail) lose their body (purged)',
  },
  certificates: {
    export: 'certificates: code, course, name, hours, dates, revocation',
    deletion:
      'kept so its code answers "revogado": name "Conta excluída", revoked with reason "Conta excluída"; PDFs removed from the store',
  },
  video_uploads: {
    export: 'uploaded lecture videos (admins): file name, lecture, date',
    deletion: 'created_by nulled (the lecture keeps its video)',
  },
  user_consents: {
    export:
      'acceptances of the notices: versions, where (sign-up, invitation, update), date, shortened IP',
    deletion: 'deleted (nothing left to prove consent for)',
  },
  admin_audit_log: {
    export: 'what admins did to the account: action, details, date (never which admin)',
    deletion:
      'kept for the admins’ accountability: it points to the anonymised account and its details hold no name, e-mail or address',
  },
  data_exports: {
    export: 'none (the export itself)',
    deletion: 'deleted, with the files in the store',
  },
  // Not found by the schema's columns, but they may name the person:
  rate_limits: {
    export: 'none: counters',
    deletion: 'counters whose key holds the e-mail or one of their IPs are deleted',
  },
  jobs: {
    export: 'none: queue rows',
    deletion:
      'the delivery jobs of their deleted e-mails are deleted (an SMTP error may name them)',
  },
} as const satisfies Record<string, Coverage>;

export type PersonalTable = keyof typeof PERSONAL_DATA;
