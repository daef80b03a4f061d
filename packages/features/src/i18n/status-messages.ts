import { isApiError } from '@aula/contract/site';

/**
 * Messages for failures that are not catalogue codes but statuses or the network. Apart from the
 * catalogue (./error-messages, which re-exports them): the failed load's alert and the HTTP
 * adapter's offline answer are in the first download, the catalogue comes with the code that
 * sends requests (ADR 029).
 */
export const statusMessages = {
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  csrfMismatch:
    'Sua sessão de segurança expirou (token anti-falsificação). Recarregue a página e tente novamente.',
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  malformedResponse: 'O servidor enviou uma resposta inesperada. Tente novamente em instantes.',
  busy: 'O servidor está ocupado agora. Tente novamente em alguns segundos.',
} as const;

/**
 * What a failed call says to a person: an API error's pt-BR message (the client already put it in
 * pt-BR), else `fallback`, the unexpected-answer message unless told otherwise. Never a raw message.
 */
export function errorText(
  error: unknown,
  fallback: string = statusMessages.malformedResponse,
): string {
  return isApiError(error) ? error.message : fallback;
}
