import { Separator } from '@aula/ui';
import { useSession } from '../../auth/use-session';
import { EmailChange } from './email-change';
import { PasswordChange } from './password-change';

/** `/eu/seguranca`: the e-mail change (three steps) and the password change (two). */
export function AccountSecurity() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="flex max-w-xl flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">Segurança</h1>
        <p className="text-muted-foreground">
          Depois de trocar o e-mail ou a senha, as outras sessões da sua conta são encerradas.
        </p>
      </div>
      <EmailChange currentEmail={user.email} />
      <Separator />
      <PasswordChange email={user.email} />
    </div>
  );
}
