/**
 * The WhatsApp sender (issue 36 §1, ADR 045): the PIN of a WhatsApp change as a template message
 * of Meta's WhatsApp Cloud API, `POST {base}/{version}/{phone_number_id}/messages` with a Bearer
 * token. The outbox's job calls it for rows of kind `whatsapp`, with the mail's retries.
 */

export interface WhatsappSettings {
  /** `WHATSAPP_TOKEN`: a system user's access token; never printed. */
  token: string;
  /** `WHATSAPP_PHONE_NUMBER_ID`: the sender number's id in the WhatsApp Business account. */
  phoneNumberId: string;
  /** `WHATSAPP_API_BASE`, default `https://graph.facebook.com`. */
  apiBase: string;
  /** `WHATSAPP_API_VERSION`, default `v21.0`. */
  apiVersion: string;
  /** `WHATSAPP_TEMPLATE`: the approved template whose body's one parameter is the PIN. */
  template: string;
}

export const WHATSAPP_DEFAULTS = {
  apiBase: 'https://graph.facebook.com',
  apiVersion: 'v21.0',
  template: 'aula_pin',
  language: 'pt_BR',
} as const;

/** Timeout of one request, well under the job's lease (60 s). */
const TIMEOUT_MS = 20_000;

/** The PIN in an outbox row's text (`… seu PIN … é 123456.`). */
export function pinOf(body: string): string | null {
  return /\bPIN\b\D*(\d{4,10})\b/.exec(body)?.[1] ?? null;
}

/** The request's body, as the Cloud API documents a template message with one body parameter. */
export function templateMessage(
  settings: Pick<WhatsappSettings, 'template'>,
  to: string,
  pin: string,
) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    // E.164 digits, without the `+`.
    to: to.replace(/\D/g, ''),
    type: 'template',
    template: {
      name: settings.template,
      language: { code: WHATSAPP_DEFAULTS.language },
      components: [{ type: 'body', parameters: [{ type: 'text', text: pin }] }],
    },
  };
}

/** A refusal or an outage of the Cloud API, its reason in pt-BR for the admins' list. */
export class WhatsappError extends Error {}

export function whatsappSender(settings: WhatsappSettings, fetchImpl: typeof fetch = fetch) {
  const url = `${settings.apiBase}/${settings.apiVersion}/${settings.phoneNumberId}/messages`;
  return {
    /** Sends the PIN to the number; resolves with the message id the API answered. */
    async send(to: string, pin: string): Promise<string | null> {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${settings.token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(templateMessage(settings, to, pin)),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        const name = (error as Error).name;
        throw new WhatsappError(
          name === 'TimeoutError'
            ? 'A API do WhatsApp não respondeu a tempo.'
            : `Não foi possível conectar à API do WhatsApp (${String((error as { cause?: { code?: string } }).cause?.code ?? name)}).`,
        );
      }
      const text = await response.text();
      if (!response.ok) {
        // Graph API errors: { error: { message, code, error_subcode } }; never the token.
        let detail = '';
        try {
          const parsed = JSON.parse(text) as { error?: { message?: string; code?: number } };
          if (parsed.error?.message)
            detail = `: ${parsed.error.code ?? ''} ${parsed.error.message}`.replace(/\s+/g, ' ');
        } catch {
          detail = '';
        }
        throw new WhatsappError(
          `A API do WhatsApp recusou a mensagem (${response.status})${detail}`.slice(0, 300),
        );
      }
      try {
        return (JSON.parse(text) as { messages?: { id?: string }[] }).messages?.[0]?.id ?? null;
      } catch {
        return null;
      }
    },
  };
}
export type WhatsappSender = ReturnType<typeof whatsappSender>;
