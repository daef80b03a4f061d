import { isApiError } from '@aula/contract';
import type { KeyedMutator } from 'swr';
import type { AccountNotify } from '../../account/notify';
import { statusMessages } from '../../i18n/error-messages';

/** Why a request failed, in pt-BR: the server's message, or the malformed-response one. */
export const failureReason = (error: unknown) =>
  isApiError(error) ? error.message : statusMessages.malformedResponse;

/**
 * One change to a read list, shown at once and sent in one request (SWR's optimistic mutation):
 * `apply` gives what the list shows meanwhile, from what it holds then; `send` is the request. A
 * refusal puts back what the list held before and rejects with the server's error. The server's
 * answer is not written into the list: with `revalidate` (the default) the list is read again.
 */
export async function sendOptimistic<Data>(
  mutate: KeyedMutator<Data>,
  apply: (current: Data | undefined) => Data,
  send: () => Promise<unknown>,
  { revalidate = true }: { revalidate?: boolean } = {},
): Promise<void> {
  await mutate(
    async () => {
      await send();
      return undefined;
    },
    { optimisticData: apply, rollbackOnError: true, populateCache: false, revalidate },
  );
}

/**
 * Deletes one row of a list optimistically: it goes at once, comes back (in its place) if the
 * server refuses, and a toast says which happened. The list is not read again.
 */
export async function removeRow<Row extends { id: number }>(
  mutate: KeyedMutator<{ data: Row[] }>,
  row: Row,
  send: () => Promise<unknown>,
  notify: AccountNotify,
  messages: { removed: string; failed: (reason: string) => string },
): Promise<void> {
  try {
    await sendOptimistic(
      mutate,
      (current) => ({ ...current, data: (current?.data ?? []).filter((r) => r.id !== row.id) }),
      send,
      { revalidate: false },
    );
    notify('success', messages.removed);
  } catch (err) {
    notify('error', messages.failed(failureReason(err)));
  }
}
