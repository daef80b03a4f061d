import { AccountSecurity } from '@aula/features';

/** `/eu/seguranca`: the e-mail and password changes. */
export default function SecurityPage() {
  return <AccountSecurity />;
}
