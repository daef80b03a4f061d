import { AccountSupport } from '@aula/features';
import { config } from '../../config';
import { parseSupportLinks } from '../../support-links';

const leaveFor = (url: string) => window.location.assign(url);
const helpLinks = parseSupportLinks(config.supportLinks);

export default function SupportPage() {
  return <AccountSupport helpLinks={helpLinks} onConnectStarted={leaveFor} />;
}
