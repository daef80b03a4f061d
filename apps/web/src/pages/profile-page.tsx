import { AccountProfile, WhatsappChange } from '@aula/features';
import { notify } from '../app/notify';

/** `/eu/perfil`: photo, name and e-mail (ADR 015), then the WhatsApp number's change (ADR 014). */
export default function ProfilePage() {
  return (
    <div className="flex flex-col gap-8">
      <AccountProfile notify={notify} />
      <div className="max-w-xl">
        <WhatsappChange />
      </div>
    </div>
  );
}
