import type { ErrorCode } from '@aula/contract';
import { isApiError } from '@aula/contract/site';
import { countLabel } from './plural';

/** pt-BR messages of the error catalogue (product spec, section 8). */
export const errorMessages: Record<ErrorCode, string> = {
  ServerErrorException: 'Algo deu errado no sistema. Tente novamente em instantes.',
  InvalidAuthenticationException: 'E-mail e/ou senha incorretos.',
  UserHasBeenTakenException: 'Este e-mail já está em uso.',
  ValidationException: 'Ocorreu um erro de validação. Revise o formulário e tente novamente.',
  InvalidPasswordCodeException: 'O código informado está incorreto.',
  InvalidConfirmationToken: 'O token de confirmação é inválido.',
  InvalidEmailChangeCodeException: 'O código é inválido.',
  PasswordChangeCodeNotValidException: 'O código é inválido.',
  OrderNotFoundException: 'O pedido não existe.',
  OwnEmailNotAllowedException: 'Este já é o seu e-mail atual. Informe um e-mail diferente.',
  UserNotFoundException: 'O usuário não existe.',
  EmailAlreadyVerifiedException: 'Este e-mail já foi verificado.',
  OwnWhatsappNotAllowedException: 'Este número de WhatsApp já está cadastrado.',
  InvalidWhatsappNumberException: 'Este número não é um WhatsApp.',
  InvalidWhatsappChangeCodeException: 'O PIN é inválido.',
  InvalidAccountDeletionCodeException: 'O código é inválido.',
};

/** Messages for failures that are not catalogue codes but statuses or the network. */
export const statusMessages = {
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  csrfMismatch:
    'Sua sessão de segurança expirou (token anti-falsificação). Recarregue a página e tente novamente.',
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  malformedResponse: 'O servidor enviou uma resposta inesperada. Tente novamente em instantes.',
  busy: 'O servidor está ocupado agora. Tente novamente em alguns segundos.',
} as const;

/**
 * The too-many-attempts message with the wait the server asked for (`Retry-After`, in seconds):
 * "Tente novamente em 42 segundos." / "em 3 minutos"; the general one when there is none.
 */
export function tooManyRequestsMessage(retryAfterSeconds?: number): string {
  if (!retryAfterSeconds || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0)
    return statusMessages.tooManyRequests;
  const seconds = Math.ceil(retryAfterSeconds);
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? countLabel(seconds, 'segundo', 'segundos')
      : countLabel(minutes, 'minuto', 'minutos');
  return `Muitas tentativas. Tente novamente em ${wait}.`;
}

export function errorMessage(code: ErrorCode): string {
  return errorMessages[code];
}

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
