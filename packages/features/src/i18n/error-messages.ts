import type { ErrorCode } from '@aula/contract';
import { countLabel } from './plural';
import { statusMessages } from './status-messages';

export { errorText, statusMessages } from './status-messages';

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
