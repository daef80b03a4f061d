import { AccountDevices } from '@aula/features';

export default function DevicesPage() {
  return <AccountDevices />;
}
