import { AccountPreferences, NotificationPreferences } from '@aula/features';
import { notify } from '../../app/notify';

/** `/eu/preferencias`: the player's auto-play and auto-jump, and the channels of each notification. */
export default function PreferencesPage() {
  return (
    <div className="flex flex-col gap-10">
      <AccountPreferences notify={notify} />
      <NotificationPreferences notify={(kind, message) => notify(kind, message)} />
    </div>
  );
}
