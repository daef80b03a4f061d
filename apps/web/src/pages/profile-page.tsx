import { useSession, WhatsappChange } from '@aula/features';
import { Avatar } from '@aula/ui';

/** A first profile page (the account area's screens arrive with their issue). */
export default function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Meu perfil</h1>
      <div className="flex items-center gap-4">
        <Avatar name={user.name} src={user.avatar_url ?? null} size="3xl" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">Nome</dt>
          <dd data-testid="profile-name">{user.name}</dd>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd>{user.email}</dd>
        </dl>
      </div>
      <WhatsappChange />
    </section>
  );
}
