import type { Context } from 'hono';
import type { AppEnv, Services } from '../env';
import { errorJson } from '../http';
import {
  BadPayload,
  BadSignature,
  isPlatform,
  type Platform,
  readDelivery,
} from '../purchases/platforms';
import { processEvent, storeEvent } from '../purchases/process';

/** The checkout platforms' secrets (ADR 042); a platform without one is not served. */
export type WebhookSecrets = Partial<Record<Platform, string>>;

/** The webhook endpoints: server to server, signed, outside CSRF (exactly these paths). */
export const WEBHOOK_ROUTE = '/api/webhooks/:platform';
export const WEBHOOK_PATH = /^\/api\/webhooks\/(hotmart|kiwify|eduzz)$/;
/** A platform's event is a few kilobytes; 256 KiB is plenty. */
export const WEBHOOK_MAX_BODY_BYTES = 256 * 1024;

const SETTING: Record<Platform, string> = {
  hotmart: 'HOTMART_HOTTOK',
  kiwify: 'KIWIFY_WEBHOOK_SECRET',
  eduzz: 'EDUZZ_WEBHOOK_SECRET',
};

/**
 * Receives one platform's event: the signature first (nothing is stored without it), then the
 * event as received, once per event key, then its effect on access.
 */
export function purchaseWebhookHandler(services: Services, secrets: WebhookSecrets) {
  return async (c: Context<AppEnv>) => {
    const platform = c.req.param('platform') ?? '';
    c.header('Cache-Control', 'no-store');
    if (!isPlatform(platform))
      return errorJson(c, 404, 'ServerErrorException', 'Rota não encontrada.');
    const secret = secrets[platform];
    if (!secret) {
      services.log({
        level: 'warn',
        event: 'webhook-not-configured',
        platform,
        message: `Evento da ${platform} recusado: ${SETTING[platform]} não está definida.`,
      });
      return errorJson(c, 404, 'ServerErrorException', 'Rota não encontrada.');
    }
    const raw = await c.req.text();
    let event: ReturnType<typeof readDelivery>;
    try {
      event = readDelivery(
        platform,
        { raw, header: (name) => c.req.header(name), query: (name) => c.req.query(name) },
        secret,
      );
    } catch (error) {
      if (error instanceof BadSignature) {
        services.log({ level: 'warn', event: 'webhook-bad-signature', platform });
        return errorJson(c, 401, 'ServerErrorException', 'Assinatura inválida.');
      }
      if (error instanceof BadPayload)
        return errorJson(c, 400, 'ValidationException', error.message);
      throw error;
    }
    const id = await storeEvent(services.db, event, raw);
    if (id === null) return c.json({ status: 'duplicate' });
    const status = await processEvent(services, id);
    return c.json({ status: status ?? 'processed' });
  };
}
