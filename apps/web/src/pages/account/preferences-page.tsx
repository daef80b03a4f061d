import { AccountPreferences } from '@aula/features';
import { notify } from '../../app/notify';

/** `/eu/preferencias`: the player's auto-play and auto-jump. */
export default function PreferencesPage() {
  return <AccountPreferences notify={notify} />;
}
