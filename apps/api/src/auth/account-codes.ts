import type { ErrorCode } from '@aula/contract';
import type { Services } from '../env';
import { HttpError } from '../http';
import { reserveAttempt } from '../routes/auth';
import { constantTimeEqual } from './crypto';
import { hashToken, newCode } from './tokens';

/** What a code proves (migration 0007). */
export type CodePurpose =
  | 'email_change_current'
  | 'email_change_new'
  | 'password_change'
  | 'whatsapp_change'
  | 'account_deletion';

export const ACCOUNT_CODE_TTL_MS = 10 * 60_000;
/** Wrong tries before a code stops working. */
export const ACCOUNT_CODE_ATTEMPTS = 5;
/** The wait between two codes of one flow ("Reenviar código" counts down from it). */
export const RESEND_COOLDOWN_MS = 60_000;
/** How long a confirmed first step (the current e-mail's code) lets the next step go on. */
export const CONFIRMED_STEP_TTL_MS = 30 * 60_000;

/** Codes are bound to their user and purpose: equal codes of two flows never collide. */
const hashAccountCode = (userId: number, purpose: CodePurpose, code: string) =>
  hashToken(`account:${userId}:${purpose}:${code}`);

type Db = Services['db'];

/**
 * Issues a new code for a flow: at most one a minute per flow and a few an hour per user (both
 * counted in the database, so every process sees them), replacing any earlier code of the flow.
 * Returns the code for the caller to deliver, with its expiry and when the next may be asked.
 */
export async function issueAccountCode(
  services: Pick<Services, 'db' | 'throttle' | 'limits' | 'now'>,
  input: { userId: number; purpose: CodePurpose; target?: string | null },
) {
  const { db, throttle, limits, now } = services;
  await reserveAttempt(
    throttle,
    `account-code-resend:${input.userId}:${input.purpose}`,
    { max: 1, windowMs: RESEND_COOLDOWN_MS },
    'envio de código',
  );
  await reserveAttempt(
    throttle,
    `account-codes:${input.userId}`,
    limits.accountCodes,
    'envio de código',
  );
  const code = newCode();
  const at = now();
  const expiresAt = new Date(at.getTime() + ACCOUNT_CODE_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.query(
      `update account_codes set used_at = $3
        where user_id = $1 and purpose = $2 and used_at is null and confirmed_at is null`,
      [input.userId, input.purpose, at.toISOString()],
    );
    await tx.query(
      `insert into account_codes (user_id, purpose, target, code_hash, expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        input.userId,
        input.purpose,
        input.target ?? null,
        hashAccountCode(input.userId, input.purpose, code),
        expiresAt.toISOString(),
        at.toISOString(),
      ],
    );
  });
  return {
    code,
    expires_in: ACCOUNT_CODE_TTL_MS / 1000,
    resend_in: RESEND_COOLDOWN_MS / 1000,
  };
}

/** The 422 a wrong, expired or used code gets, with the reason on the `code` field. */
export function codeError(code: ErrorCode, message: string) {
  return new HttpError(422, code, message, { code: [message] });
}

/**
 * Checks a typed code against the flow's live code. The try is counted before the comparison, in
 * one statement (parallel guesses each use one of the 5 tries). A wrong, expired, used or missing
 * code is a 422 with `errorCode` and a message that says which. Returns the code's row.
 */
export async function checkAccountCode(
  { db, now }: Pick<Services, 'db' | 'now'>,
  input: { userId: number; purpose: CodePurpose; code: string; errorCode: ErrorCode },
): Promise<{ id: number; target: string | null }> {
  const at = now().toISOString();
  const [row] = await db.query<{
    id: number;
    target: string | null;
    code_hash: string;
    attempts: number;
  }>(
    `update account_codes set attempts = attempts + 1
      where id = (select id from account_codes
                   where user_id = $1 and purpose = $2 order by id desc limit 1)
        and used_at is null and confirmed_at is null and expires_at > $3 and attempts < $4
      returning id, target, code_hash, attempts`,
    [input.userId, input.purpose, at, ACCOUNT_CODE_ATTEMPTS],
  );
  const fail = (message: string) => codeError(input.errorCode, message);
  if (!row) throw fail(await whyNoLiveCode(db, input.userId, input.purpose, at));
  const expected = hashAccountCode(input.userId, input.purpose, input.code);
  if (!constantTimeEqual(row.code_hash, expected)) {
    const left = ACCOUNT_CODE_ATTEMPTS - row.attempts;
    throw fail(
      left > 0
        ? `O código informado está incorreto. ${left === 1 ? 'Resta 1 tentativa' : `Restam ${left} tentativas`}.`
        : 'O código informado está incorreto e não vale mais. Peça um novo código.',
    );
  }
  return { id: row.id, target: row.target };
}

/** Why a flow has no code to compare with: the message the person reads. */
async function whyNoLiveCode(db: Db, userId: number, purpose: CodePurpose, at: string) {
  const [latest] = await db.query<{
    used_at: Date | null;
    confirmed_at: Date | null;
    expires_at: Date;
    attempts: number;
  }>(
    `select used_at, confirmed_at, expires_at, attempts from account_codes
      where user_id = $1 and purpose = $2 order by id desc limit 1`,
    [userId, purpose],
  );
  if (!latest) return 'Nenhum código foi enviado. Peça um código primeiro.';
  if (latest.used_at || latest.confirmed_at) {
    return 'Este código já foi usado. Peça um novo código.';
  }
  if (latest.attempts >= ACCOUNT_CODE_ATTEMPTS) {
    return `Você errou o código ${ACCOUNT_CODE_ATTEMPTS} vezes. Peça um novo código.`;
  }
  if (new Date(latest.expires_at).toISOString() <= at) {
    return 'O código expirou. Peça um novo código.';
  }
  return 'O código informado está incorreto.';
}

/**
 * Marks a checked code used, inside the change's transaction: if a parallel request used it
 * first, nothing is changed and the caller gets the "already used" error.
 */
export async function useAccountCode(
  tx: Pick<Db, 'query'>,
  input: { id: number; errorCode: ErrorCode; confirmOnly?: boolean },
) {
  const column = input.confirmOnly ? 'confirmed_at' : 'used_at';
  const [row] = await tx.query(
    `update account_codes set ${column} = now()
      where id = $1 and used_at is null and confirmed_at is null returning id`,
    [input.id],
  );
  if (!row) throw codeError(input.errorCode, 'Este código já foi usado. Peça um novo código.');
}

/** The current e-mail's confirmed code (step 1 of the e-mail change), if still fresh. */
export async function confirmedStep(
  { db, now }: Pick<Services, 'db' | 'now'>,
  userId: number,
  purpose: CodePurpose,
) {
  const [row] = await db.query<{ id: number }>(
    `select id from account_codes
      where user_id = $1 and purpose = $2 and confirmed_at is not null and used_at is null
        and confirmed_at > $3
      order by id desc limit 1`,
    [userId, purpose, new Date(now().getTime() - CONFIRMED_STEP_TTL_MS).toISOString()],
  );
  return row ?? null;
}
