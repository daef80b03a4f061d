import { ApiError } from '@aula/contract';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { z } from 'zod/mini';
import { useContractForm } from './use-contract-form';

const submitEvent = () => ({ preventDefault() {} }) as FormEvent<HTMLFormElement>;

function useCodeForm(error: ApiError) {
  return useContractForm({
    schema: z.object({ code: z.string() }),
    labels: { code: { label: 'Código', gender: 'm' } },
    initial: { code: '123456' },
    codeFields: { InvalidEmailChangeCodeException: 'code' },
    submit: async () => {
      throw error;
    },
  });
}

describe('useContractForm with a catalogue code that belongs to a field', () => {
  it("shows the server's sentence for that field (why the code was refused), keeping the value", async () => {
    const { result } = renderHook(() =>
      useCodeForm(
        new ApiError({
          code: 'InvalidEmailChangeCodeException',
          status: 422,
          message: 'O código é inválido.',
          fieldErrors: { code: ['O código expirou. Peça um novo código.'] },
        }),
      ),
    );
    await act(() => result.current.handleSubmit(submitEvent()));
    expect(result.current.fieldErrors.code).toBe('O código expirou. Peça um novo código.');
    expect(result.current.formError).toBeNull();
    expect(result.current.values.code).toBe('123456');
  });

  it("falls back to the code's own message when the server named no field", async () => {
    const { result } = renderHook(() =>
      useCodeForm(
        new ApiError({
          code: 'InvalidEmailChangeCodeException',
          status: 422,
          message: 'O código é inválido.',
        }),
      ),
    );
    await act(() => result.current.handleSubmit(submitEvent()));
    expect(result.current.fieldErrors.code).toBe('O código é inválido.');
  });
});
