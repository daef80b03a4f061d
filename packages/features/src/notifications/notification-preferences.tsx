import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences as Preferences,
} from '@aula/contract';
import { Checkbox } from '@aula/ui';
import { useState } from 'react';
import { useApi } from '../api/api-provider';
import { useApiQuery } from '../api/hooks';
import { QueryState, SkeletonList } from '../shared/query-state';

export const notificationPreferenceMessages = {
  title: 'Notificações',
  intro: 'Escolha por onde quer saber de cada coisa. As mudanças são salvas na hora.',
  loadFailed: 'Não foi possível carregar suas preferências de notificação.',
  saveFailed: 'Não foi possível salvar sua escolha. Ela voltou ao que era; tente novamente.',
  security: 'Avisos de segurança',
  securityHint:
    'Senha alterada, e-mail alterado e entrada por um novo dispositivo: sempre por e-mail, para proteger sua conta.',
} as const;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  comment_reply: 'Respostas aos comentários que você segue',
  team_answer: 'Respostas da equipe aos seus comentários',
  lecture_released: 'Aulas agendadas que foram liberadas',
  content_published: 'Aulas e cursos novos nos seus produtos',
  subscription: 'Assinatura ou período de teste terminando',
};

/**
 * `/eu/preferencias`' per-event channels: e-mail and "no app" (the bell) for each kind, saved as
 * each box changes; the security notices shown as always on.
 */
export function NotificationPreferences({
  notify,
}: {
  notify: (kind: 'error', message: string) => void;
}) {
  const api = useApi();
  const query = useApiQuery('getNotificationPreferences', {});
  const [saving, setSaving] = useState(false);
  const change = async (kind: NotificationKind, channels: Preferences[NotificationKind]) => {
    const before = query.data;
    if (!before) return;
    setSaving(true);
    const optimistic = { data: { ...before.data, [kind]: channels } };
    try {
      await query.mutate(
        async () => api.updateNotificationPreferences({ body: { [kind]: channels } }),
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      );
    } catch {
      notify('error', notificationPreferenceMessages.saveFailed);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="preferencias-notificacoes" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="preferencias-notificacoes" className="text-xl font-semibold">
          {notificationPreferenceMessages.title}
        </h2>
        <p className="text-muted-foreground text-sm">{notificationPreferenceMessages.intro}</p>
      </div>
      <QueryState
        query={query}
        errorTitle={notificationPreferenceMessages.loadFailed}
        loading={
          <SkeletonList
            label="Carregando preferências de notificação…"
            count={3}
            className="h-10 w-full"
            gap="gap-3"
          />
        }
      >
        {({ data }) => (
          <ul className="flex flex-col gap-4" aria-busy={saving}>
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind}>
                <fieldset className="flex flex-col gap-2">
                  <legend className="text-sm font-medium">{NOTIFICATION_KIND_LABELS[kind]}</legend>
                  <div className="flex flex-wrap gap-6">
                    <Checkbox
                      label="E-mail"
                      checked={data[kind].email}
                      onCheckedChange={(checked) =>
                        void change(kind, { ...data[kind], email: checked === true })
                      }
                    />
                    <Checkbox
                      label="No app"
                      checked={data[kind].in_app}
                      onCheckedChange={(checked) =>
                        void change(kind, { ...data[kind], in_app: checked === true })
                      }
                    />
                  </div>
                </fieldset>
              </li>
            ))}
            <li>
              <fieldset className="flex flex-col gap-2">
                <legend className="text-sm font-medium">
                  {notificationPreferenceMessages.security}
                </legend>
                <Checkbox
                  label="E-mail (sempre ativo)"
                  checked
                  disabled
                  description={notificationPreferenceMessages.securityHint}
                />
              </fieldset>
            </li>
          </ul>
        )}
      </QueryState>
    </section>
  );
}
