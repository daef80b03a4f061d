import { DiscordCallback, discordMessages } from '@aula/features';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../app/notify';
import { pathTo } from '../routes/paths';

export default function DiscordCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onConnected = useCallback(
    (username: string | null) => {
      notify('success', discordMessages.connected(username));
      navigate(pathTo('eu-suporte'), { replace: true });
    },
    [navigate],
  );
  // A failure stays on this page, said there, with a link back to the support page.
  return (
    <DiscordCallback
      code={params.get('code')}
      state={params.get('state')}
      error={params.get('error')}
      onConnected={onConnected}
      supportHref={pathTo('eu-suporte')}
    />
  );
}
