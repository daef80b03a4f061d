import { ApiError } from '@aula/contract';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { z } from 'zod/mini';
import { useContractForm } from './use-contract-form';

const submitEvent = () => ({ preventDefault() {} }) as FormEvent<HTMLFormElement>;

/**
 * The form once submitted, the server refusing the code (`InvalidEmailChangeCodeException`), with
 * `fieldErrors` when it names the field.
 */
async function refusedCodeForm(fieldErrors?: Record<string, string[]>) {
  const error = new ApiError({
    code: 'InvalidEmailChangeCodeException',
    status: 422,
    message: 'O código é inválido.',
    ...(fieldErrors ? { fieldErrors } : {}),
  });
  const { result } = renderHook(() =>
    useContractForm({
      schema: z.object({ code: z.string() }),
      labels: { code: { label: 'Código', gender: 'm' } },
      initial: { code: '123456' },
      codeFields: { InvalidEmailChangeCodeException: 'code' },
      submit: async () => {
        throw error;
      },
    }),
  );
  await act(() => result.current.handleSubmit(submitEvent()));
  return result.current;
}

describe('useContractForm with a catalogue code that belongs to a field', () => {
  it("shows the server's sentence for that field (why the code was refused), keeping the value", async () => {
    const form = await refusedCodeForm({ code: ['O código expirou. Peça um novo código.'] });
    expect(form.fieldErrors.code).toBe('O código expirou. Peça um novo código.');
    expect(form.formError).toBeNull();
    expect(form.values.code).toBe('123456');
  });

  it("falls back to the code's own message when the server named no field", async () => {
    const form = await refusedCodeForm();
    expect(form.fieldErrors.code).toBe('O código é inválido.');
  });
});
