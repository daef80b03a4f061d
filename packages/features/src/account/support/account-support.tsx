import type { BadgeKind } from '@aula/contract';
import { Alert, Badge, Button, type ButtonColor, Skeleton } from '@aula/ui';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { errorText } from '../../i18n/error-messages';
import { QueryState } from '../../shared/query-state';
import { TitledSection } from '../../shared/titled-section';

export interface HelpLink {
  label: string;
  href: string;
}

export interface AccountSupportProps {
  /** Where to get help, configured per environment by the app. */
  helpLinks: readonly HelpLink[];
  /** The Discord authorisation address to go to (the app leaves the page for it). */
  onConnectStarted: (authorizeUrl: string) => void;
}

export const badgeLabels: Record<BadgeKind, string> = {
  student: 'Aluno',
  lifetime_access: 'Acesso vitalício',
  email_verified: 'E-mail verificado',
  discord: 'Discord conectado',
};
const badgeColors: Record<BadgeKind, ButtonColor> = {
  student: 'primary',
  lifetime_access: 'warning',
  email_verified: 'success',
  discord: 'neutral',
};

export const supportMessages = {
  title: 'Suporte',
  discordTitle: 'Comunidade no Discord',
  connectedAs: (username: string | null) =>
    username ? `Conectado como ${username}.` : 'Sua conta está conectada.',
  notConnected: 'Sua conta não está conectada ao Discord.',
  connect: 'Conectar ao Discord',
  disconnect: 'Desconectar',
  disconnected: 'Sua conta foi desconectada do Discord.',
  discordLoadError: 'Não foi possível carregar a conexão com o Discord.',
  badgesTitle: 'Suas insígnias',
  noBadges: 'Você ainda não tem insígnias.',
  badgesLoadError: 'Não foi possível carregar suas insígnias.',
  helpTitle: 'Onde pedir ajuda',
  simulated:
    'Demonstração: o Discord não está configurado neste servidor (DISCORD_CLIENT_ID), então a conexão é simulada e nenhuma conta do Discord é vinculada.',
} as const;

function DiscordSection({ onConnectStarted }: Pick<AccountSupportProps, 'onConnectStarted'>) {
  const query = useApiQuery('getDiscord', {});
  const start = useApiMutation('startDiscord');
  const disconnect = useApiMutation('disconnectDiscord', {
    revalidate: ['getDiscord', 'listBadges'],
  });
  const [status, setStatus] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setStatus(null);
    setActionError(null);
    try {
      await action();
    } catch (err) {
      setActionError(errorText(err));
    }
  };

  const body = (
    <QueryState
      query={query}
      loading={<Skeleton className="h-10" />}
      errorTitle={supportMessages.discordLoadError}
    >
      {({ data }) =>
        data.connected ? (
          <div className="flex flex-wrap items-center gap-3">
            <p data-testid="discord-status">{supportMessages.connectedAs(data.username)}</p>
            <Button
              variant="outline"
              size="sm"
              disabled={disconnect.pending}
              onClick={() =>
                void run(async () => {
                  await disconnect.trigger({});
                  setStatus(supportMessages.disconnected);
                })
              }
            >
              {supportMessages.disconnect}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p data-testid="discord-status">{supportMessages.notConnected}</p>
            <Button
              size="sm"
              disabled={start.pending}
              onClick={() =>
                void run(async () => {
                  const started = await start.trigger({});
                  onConnectStarted(started.data.authorize_url);
                })
              }
            >
              {supportMessages.connect}
            </Button>
          </div>
        )
      }
    </QueryState>
  );

  return (
    <TitledSection id="support-discord" title={supportMessages.discordTitle}>
      {status ? <Alert variant="success">{status}</Alert> : null}
      {actionError ? <Alert variant="error">{actionError}</Alert> : null}
      {query.data?.data.simulated ? (
        <Alert variant="info" data-testid="discord-simulated">
          {supportMessages.simulated}
        </Alert>
      ) : null}
      {body}
    </TitledSection>
  );
}

function BadgesSection() {
  const query = useApiQuery('listBadges', {});
  const body = (
    <QueryState
      query={query}
      loading={<Skeleton className="h-6 w-64" />}
      errorTitle={supportMessages.badgesLoadError}
    >
      {({ data: badges }) =>
        badges.length === 0 ? (
          <p className="text-muted-foreground">{supportMessages.noBadges}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={supportMessages.badgesTitle}>
            {badges.map((badge) => (
              <li key={badge.kind}>
                <Badge color={badgeColors[badge.kind]}>{badgeLabels[badge.kind]}</Badge>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
  return (
    <TitledSection id="support-badges" title={supportMessages.badgesTitle}>
      {body}
    </TitledSection>
  );
}

/** The support page (ADR 013): Discord, the viewer's badges and where to get help. */
export function AccountSupport({ helpLinks, onConnectStarted }: AccountSupportProps) {
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">{supportMessages.title}</h1>
      <BadgesSection />
      <DiscordSection onConnectStarted={onConnectStarted} />
      <TitledSection id="support-help" title={supportMessages.helpTitle}>
        <ul className="flex flex-col gap-1">
          {helpLinks.map((link) => (
            <li key={link.href}>
              <a
                className="text-primary underline"
                href={link.href}
                rel="noreferrer"
                target="_blank"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
