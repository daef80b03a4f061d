import { AccountSupport } from '@aula/features';
import { config } from '../../config';

const leaveFor = (url: string) => window.location.assign(url);

export default function SupportPage() {
  return <AccountSupport helpLinks={config.supportLinks} onConnectStarted={leaveFor} />;
}
