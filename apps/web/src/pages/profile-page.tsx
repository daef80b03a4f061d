import { AccountProfile } from '@aula/features';
import { notify } from '../app/notify';

/** `/eu/perfil`: photo, name and e-mail (ADR 015); the WhatsApp section comes under it. */
export default function ProfilePage() {
  return <AccountProfile notify={notify} />;
}
