import { sendMail } from '../auth/mail';
import { hashToken, newLinkToken } from '../auth/tokens';
import type { Queryable } from '../db/database';
import type { Services } from '../env';
import { orderCodeHash } from '../routes/account-subscriptions';
import type { Platform, PurchaseEvent, PurchaseKind } from './platforms';

/** How long the invitation of an account made by a purchase stays usable. */
export const PURCHASE_INVITATION_DAYS = 30;

/** A row of `purchase_events` as the processing reads it. */
interface EventRow {
  id: number;
  platform: Platform;
  kind: PurchaseKind;
  event_type: string;
  transaction_id: string | null;
  subscription_ref: string | null;
  buyer_email: string | null;
  buyer_name: string | null;
  external_product_id: string | null;
  occurred_at: Date | string | null;
  status: string;
}

type Mail = Parameters<typeof sendMail>[1];

interface Result {
  status: 'processed' | 'ignored' | 'failed';
  outcome: string | null;
  error: string | null;
  productId: number | null;
  mails: Mail[];
}

/**
 * Stores the event as received, once per platform event key: a retry or a duplicate (even two
 * processes at once) finds the row there and changes nothing. Returns the new row's id, or null.
 */
export async function storeEvent(
  db: Queryable,
  event: PurchaseEvent,
  raw: string,
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `insert into purchase_events (platform, event_key, event_type, kind, transaction_id,
       subscription_ref, buyer_email, buyer_name, external_product_id, occurred_at, raw_body)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (platform, event_key) do nothing
     returning id`,
    [
      event.platform,
      event.eventKey,
      event.eventType,
      event.kind,
      event.transactionId,
      event.subscriptionRef,
      event.buyerEmail,
      event.buyerName,
      event.externalProductIds.join(',') || null,
      event.occurredAt?.toISOString() ?? null,
      raw,
    ],
  );
  return row?.id ?? null;
}

const PLATFORM_NAMES: Record<Platform, string> = {
  hotmart: 'Hotmart',
  kiwify: 'Kiwify',
  eduzz: 'Eduzz',
};

/** The Aula product of the event: the first of its platform ids an admin mapped. */
async function mappedProduct(tx: Queryable, row: EventRow) {
  const ids = (row.external_product_id ?? '').split(',').filter(Boolean);
  if (ids.length === 0) return null;
  const [found] = await tx.query<{ id: number; title: string }>(
    `select p.id, p.title from product_platform_ids m join products p on p.id = m.product_id
      where m.platform = $1 and m.external_id = any($2::text[])
      order by array_position($2::text[], m.external_id) limit 1`,
    [row.platform, ids],
  );
  return found ?? null;
}

const at = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The account of the buyer, made (with no usable password) when the e-mail is new. */
async function buyerAccount(tx: Queryable, row: EventRow & { buyer_email: string }) {
  const [existing] = await tx.query<{ id: number; name: string }>(
    'select id, name from users where lower(email) = $1',
    [row.buyer_email],
  );
  if (existing) return { ...existing, created: false };
  const name = row.buyer_name ?? row.buyer_email.split('@')[0] ?? row.buyer_email;
  // '!' is no scrypt hash: nobody signs in with a password until the invitation sets one.
  const [made] = await tx.query<{ id: number; name: string }>(
    `insert into users (name, email, password_hash) values ($1, $2, '!')
     returning id, name`,
    [name, row.buyer_email],
  );
  if (!made) throw new Error('the buyer account was not created');
  return { ...made, created: true };
}

/** Applies one stored event to access; the caller holds the buyer's lock and the row's. */
async function apply(tx: Queryable, row: EventRow, now: Date): Promise<Result> {
  const platform = PLATFORM_NAMES[row.platform];
  const base = { productId: null, mails: [] as Mail[], error: null };
  if (row.kind === 'ignored')
    return {
      ...base,
      status: 'ignored',
      outcome: `Evento ${row.event_type} não muda o acesso: guardado sem efeito.`,
    };
  const product = await mappedProduct(tx, row);
  if (!product)
    return {
      ...base,
      status: 'failed',
      outcome: null,
      error: row.external_product_id
        ? `Produto ${row.external_product_id} da ${platform} não está ligado a nenhum produto da Aula. Cadastre esse id no produto e clique em Reprocessar.`
        : `O evento não diz o produto da ${platform}.`,
    };
  if (!row.buyer_email)
    return {
      ...base,
      productId: product.id,
      status: 'failed',
      outcome: null,
      error: 'O evento não traz um e-mail válido do comprador.',
    };
  const buyer = { ...row, buyer_email: row.buyer_email };
  const result = (status: Result['status'], outcome: string, mails: Mail[] = []): Result => ({
    status,
    outcome,
    mails,
    error: null,
    productId: product.id,
  });
  const occurred = at(row.occurred_at) ?? now;
  const ref = row.subscription_ref ?? row.transaction_id;

  if (row.kind === 'approved' || row.kind === 'renewed') {
    // A refund or chargeback of this sale that arrived first: the approval gives nothing.
    if (row.transaction_id) {
      const [undone] = await tx.query<{ id: number }>(
        `select id from purchase_events
          where platform = $1 and transaction_id = $2 and id <> $3
            and (kind in ('refunded', 'chargeback') or (kind = 'canceled' and subscription_ref is null))
          limit 1`,
        [row.platform, row.transaction_id, row.id],
      );
      if (undone)
        return result(
          'processed',
          'Venda já reembolsada, contestada ou cancelada: o acesso não foi liberado.',
        );
    }
    const account = await buyerAccount(tx, buyer);
    const [current] = await tx.query<{
      status: string;
      external_ref: string | null;
      external_event_at: Date | string | null;
    }>(
      'select status, external_ref, external_event_at from enrollments where user_id = $1 and product_id = $2 for update',
      [account.id, product.id],
    );
    const subscription = row.subscription_ref !== null;
    if (current?.status === 'lifetime' && (subscription || current.external_ref !== ref))
      return result('processed', `${account.name} já tinha acesso vitalício a ${product.title}.`);
    const last = current && current.external_ref === ref ? at(current.external_event_at) : null;
    if (last && last > occurred)
      return result(
        'processed',
        'Evento mais antigo que o último aplicado a esta assinatura: nada mudou.',
      );
    const granted = current && ['active', 'trial', 'lifetime'].includes(current.status);
    await tx.query(
      `insert into enrollments (user_id, product_id, status, provider, ends_at, external_ref, external_event_at)
       values ($1, $2, $3, $4, null, $5, $6)
       on conflict (user_id, product_id) do update
         set status = excluded.status, provider = excluded.provider, ends_at = null,
             external_ref = excluded.external_ref, external_event_at = excluded.external_event_at`,
      [
        account.id,
        product.id,
        subscription ? 'active' : 'lifetime',
        row.platform,
        ref,
        occurred.toISOString(),
      ],
    );
    if (!subscription && row.transaction_id) {
      // The transaction is the order code of the lifetime access, already claimed by the buyer.
      await tx.query(
        `insert into lifetime_orders (code_hash, product_id, claimed_by, claimed_at)
         values ($1, $2, $3, $4) on conflict (code_hash) do nothing`,
        [orderCodeHash(row.transaction_id), product.id, account.id, now.toISOString()],
      );
    }
    const what = subscription ? 'assinatura ativa' : 'acesso vitalício';
    if (account.created) {
      const token = newLinkToken();
      await tx.query(
        `insert into user_tokens (kind, token_hash, user_id, email, name, product_id, expires_at)
         values ('invitation', $1, $2, $3, $4, $5, $6)`,
        [
          hashToken(token),
          account.id,
          row.buyer_email,
          account.name,
          product.id,
          new Date(now.getTime() + PURCHASE_INVITATION_DAYS * 86_400_000).toISOString(),
        ],
      );
      const path = `/finalizar-cadastro?token=${token}`;
      return result('processed', `Conta criada e convite enviado: ${what} a ${product.title}.`, [
        {
          to: row.buyer_email,
          subject: `Seu acesso a ${product.title} na Aula`,
          body: `Olá, ${account.name}! Sua compra na ${platform} foi aprovada. Crie sua senha para entrar no curso: ${path}`,
          kind: 'purchase-invitation',
          action: { label: 'Criar minha senha', path },
        },
      ]);
    }
    if (granted && current?.external_ref === ref)
      return result('processed', `Já liberado: ${what} a ${product.title} continua.`);
    return result('processed', `Acesso liberado a ${account.name}: ${what} a ${product.title}.`, [
      {
        to: row.buyer_email,
        subject: `Seu acesso a ${product.title} foi liberado`,
        body: `Olá, ${account.name}! Sua compra na ${platform} foi aprovada e ${product.title} já está na sua conta. Entre com seu e-mail e senha de sempre.`,
        kind: 'purchase-granted',
        action: { label: 'Ir para o curso', path: '/' },
      },
    ]);
  }

  // Refund, chargeback, cancellation, late payment: the enrollment this sale made, if any.
  const [enrollment] = await tx.query<{
    user_id: number;
    status: string;
    external_event_at: Date | string | null;
  }>(
    `select e.user_id, e.status, e.external_event_at
       from enrollments e join users u on u.id = e.user_id
      where lower(u.email) = $1 and e.product_id = $2 and e.provider = $3
        and e.external_ref = any($4::text[])
      for update of e`,
    [
      row.buyer_email,
      product.id,
      row.platform,
      [row.subscription_ref, row.transaction_id].filter((v) => v !== null),
    ],
  );
  if (!enrollment)
    return result(
      'processed',
      row.kind === 'late'
        ? 'Nenhuma assinatura desta venda para marcar em atraso.'
        : 'Nenhum acesso desta venda para remover (se a aprovação chegar depois, não libera).',
    );
  const terminal = row.kind === 'refunded' || row.kind === 'chargeback';
  const last = at(enrollment.external_event_at);
  if (!terminal && last && last > occurred)
    return result(
      'processed',
      'Evento mais antigo que o último aplicado a esta assinatura: nada mudou.',
    );
  const status = row.kind === 'late' ? 'pending_payment' : 'canceled';
  await tx.query(
    `update enrollments set status = $3, ends_at = $4, external_event_at = $5
      where user_id = $1 and product_id = $2`,
    [
      enrollment.user_id,
      product.id,
      status,
      row.kind === 'late' ? null : now.toISOString(),
      (last && last > occurred ? last : occurred).toISOString(),
    ],
  );
  const outcomes: Record<string, string> = {
    refunded: `Reembolso: acesso a ${product.title} removido.`,
    chargeback: `Chargeback: acesso a ${product.title} removido.`,
    canceled: `Cancelamento: acesso a ${product.title} encerrado.`,
    late: `Pagamento em atraso: acesso a ${product.title} suspenso até o pagamento.`,
  };
  return result('processed', outcomes[row.kind] ?? 'Acesso atualizado.');
}

/**
 * Processes a stored event in one transaction: the buyer's lock serialises their events across
 * processes, the row's lock makes a second run (a reprocess at the same time) a no-op.
 * Answers the row's new status; mails go out after the commit.
 */
export async function processEvent(
  services: Pick<Services, 'db' | 'log' | 'now'>,
  id: number,
): Promise<string | null> {
  const { db, log } = services;
  const now = services.now();
  let outcome: Result;
  try {
    const done = await db.transaction(async (tx) => {
      const [peek] = await tx.query<{ buyer_email: string | null }>(
        'select buyer_email from purchase_events where id = $1',
        [id],
      );
      if (!peek) return null;
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
        `purchase:${peek.buyer_email ?? `event:${id}`}`,
      ]);
      const [row] = await tx.query<EventRow>(
        `select id, platform, kind, event_type, transaction_id, subscription_ref, buyer_email,
                buyer_name, external_product_id, occurred_at, status
           from purchase_events where id = $1 for update`,
        [id],
      );
      if (!row || row.status === 'processed' || row.status === 'ignored') return null;
      const result = await apply(tx, row, now);
      await tx.query(
        `update purchase_events set status = $2, outcome = $3, error = $4, product_id = $5,
           attempts = attempts + 1, processed_at = $6 where id = $1`,
        [id, result.status, result.outcome, result.error, result.productId, now.toISOString()],
      );
      return result;
    });
    if (!done) return null;
    outcome = done;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log({ level: 'error', event: 'purchase-event-failed', id, error: message });
    await db.query(
      `update purchase_events set status = 'failed', error = $2, attempts = attempts + 1,
         processed_at = $3 where id = $1 and status in ('received', 'failed')`,
      [id, `Erro ao processar: ${message}`.slice(0, 500), now.toISOString()],
    );
    return 'failed';
  }
  for (const mail of outcome.mails) await sendMail(services, mail);
  log({ level: 'info', event: 'purchase-event', id, status: outcome.status });
  return outcome.status;
}
