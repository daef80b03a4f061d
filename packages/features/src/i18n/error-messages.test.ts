import { ApiError, ERROR_CODES } from '@aula/contract';
import {
  errorMessage,
  errorMessages,
  errorText,
  statusMessages,
  tooManyRequestsMessage,
} from './error-messages';

describe('the error catalogue in pt-BR', () => {
  it('has a message for each of the 16 codes, and no other', () => {
    expect(ERROR_CODES).toHaveLength(16);
    expect(Object.keys(errorMessages).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each(ERROR_CODES)('%s reads as a full pt-BR sentence', (code) => {
    const message = errorMessage(code);
    expect(message).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ].*\.$/u);
    expect(message).not.toMatch(/Exception|Token\b|error/);
  });

  it('says what each of the distinct meanings says', () => {
    expect(errorMessage('InvalidAuthenticationException')).toBe('E-mail e/ou senha incorretos.');
    expect(errorMessage('UserHasBeenTakenException')).toMatch(/já está em uso/);
    expect(errorMessage('EmailAlreadyVerifiedException')).toMatch(/já foi verificado/);
    expect(errorMessage('InvalidWhatsappChangeCodeException')).toMatch(/PIN/);
    expect(statusMessages.tooManyRequests).toMatch(/Muitas tentativas/);
  });

  it('says the wait the server asked for, in seconds under a minute and minutes above', () => {
    expect(tooManyRequestsMessage(1)).toBe('Muitas tentativas. Tente novamente em 1 segundo.');
    expect(tooManyRequestsMessage(42)).toBe('Muitas tentativas. Tente novamente em 42 segundos.');
    expect(tooManyRequestsMessage(60)).toBe('Muitas tentativas. Tente novamente em 1 minuto.');
    expect(tooManyRequestsMessage(3599)).toBe('Muitas tentativas. Tente novamente em 60 minutos.');
    expect(tooManyRequestsMessage(Number.NaN)).toBe(statusMessages.tooManyRequests);
    expect(tooManyRequestsMessage(undefined)).toBe(statusMessages.tooManyRequests);
  });
});

describe('errorText', () => {
  it("says an API error's message", () => {
    const error = new ApiError({
      code: 'UserNotFoundException',
      status: 404,
      message: 'O usuário não existe.',
    });
    expect(errorText(error)).toBe('O usuário não existe.');
  });

  it('says the unexpected-answer message, or the given one, for anything else', () => {
    expect(errorText(new TypeError('Cannot read properties of undefined'))).toBe(
      statusMessages.malformedResponse,
    );
    expect(errorText(undefined, 'Falhou.')).toBe('Falhou.');
  });
});
