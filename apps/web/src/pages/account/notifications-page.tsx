import { NotificationsPage } from '@aula/features';

/** `/eu/notificacoes`: every notification of the signed-in person, a page at a time. */
export default function NotificationsRoute() {
  return <NotificationsPage />;
}
