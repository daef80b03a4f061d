import { DiscordCallback, discordMessages } from '@aula/features';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../app/notify';
import { pathTo } from '../routes/paths';

export default function DiscordCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = useCallback(() => navigate(pathTo('eu-suporte'), { replace: true }), [navigate]);
  const onConnected = useCallback(
    (username: string | null) => {
      notify('success', discordMessages.connected(username));
      back();
    },
    [back],
  );
  const onFailed = useCallback(
    (message: string) => {
      notify('error', message);
      back();
    },
    [back],
  );
  return (
    <DiscordCallback
      code={params.get('code')}
      state={params.get('state')}
      error={params.get('error')}
      onConnected={onConnected}
      onFailed={onFailed}
    />
  );
}
