import { AccountDeletedNotice } from '@aula/features';
import { pathTo } from '../routes/paths';

/** `/conta-excluida`: where a deleted account lands, signed out (ADR 044). */
export default function AccountDeletedPage() {
  return <AccountDeletedNotice homeHref={pathTo('index')} />;
}
