import type { EndpointInput, Endpoints } from '@aula/contract';
import type { MutationName, QueryName } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';

/**
 * Saves a list's row form: `update` for the row being edited, `create` for a new one, each
 * revalidating the reads in `revalidate`. The returned call says which ran ("saved" or "added"),
 * the key of the list's message for it.
 */
export function useRowSave<C extends MutationName, U extends MutationName>(
  create: C,
  update: U,
  revalidate: QueryName[],
) {
  const creating = useApiMutation(create, { revalidate });
  const updating = useApiMutation(update, { revalidate });
  return async (
    call: { update: EndpointInput<Endpoints[U]> } | { create: EndpointInput<Endpoints[C]> },
  ): Promise<'saved' | 'added'> => {
    if ('update' in call) {
      await updating.trigger(call.update);
      return 'saved';
    }
    await creating.trigger(call.create);
    return 'added';
  };
}
