import type { Preferences } from '@aula/contract';
import { useState } from 'react';
import { PageHeader } from '../../shared/page-header';
import { LoadingBlock, QueryState, Skeletons } from '../../shared/query-state';
import type { AccountNotify } from '../notify';
import { PreferenceSwitchList } from './preference-switches';
import { useStoredPreferences } from './use-preferences';

export const preferencesMessages = {
  saveFailed: 'Não foi possível salvar sua preferência. Ela voltou ao que era; tente novamente.',
  loadFailed: 'Não foi possível carregar suas preferências.',
} as const;

export interface AccountPreferencesProps {
  notify: AccountNotify;
}

/**
 * The player's auto-play and auto-jump, stored on the account: each switch is saved as soon as it
 * changes (shown at once, put back with a toast if the server refuses). The player reads the same
 * values (one SWR key), so a change here is what the next lecture does.
 */
export function AccountPreferences({ notify }: AccountPreferencesProps) {
  const { preferences, error, retry, save } = useStoredPreferences(true);
  const [saving, setSaving] = useState(false);
  const change = async (value: Partial<Preferences>) => {
    setSaving(true);
    try {
      await save(value);
    } catch {
      notify('error', preferencesMessages.saveFailed, { id: 'preferencias' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Preferências"
        intro="Como as aulas se comportam no player. As mudanças são salvas na hora."
        compact
      />
      <QueryState
        query={{ data: preferences ?? undefined, error, isLoading: !error, mutate: retry }}
        errorTitle={preferencesMessages.loadFailed}
        loading={
          <LoadingBlock
            label="Carregando suas preferências…"
            className="flex flex-col gap-4"
            data-testid="preferencias-carregando"
          >
            <Skeletons count={2} className="h-10 w-80" />
          </LoadingBlock>
        }
      >
        {(stored) => (
          <div className="flex flex-col gap-4" aria-busy={saving}>
            <PreferenceSwitchList
              preferences={stored}
              described
              onChange={(value) => void change(value)}
            />
          </div>
        )}
      </QueryState>
    </section>
  );
}
