import { NotificationBell, UserMenu } from '@aula/features';
import type { ComponentProps } from 'react';
import { pathTo } from '../routes/paths';

/**
 * The account menu's code, loaded only when a signed-in person's header shows it (ADR 007), with
 * the notification bell beside it (ADR 040).
 */
export default function AccountMenuWithBell(props: ComponentProps<typeof UserMenu>) {
  return (
    <div className="flex items-center gap-1">
      <NotificationBell allHref={pathTo('eu-notificacoes')} />
      <UserMenu {...props} />
    </div>
  );
}
