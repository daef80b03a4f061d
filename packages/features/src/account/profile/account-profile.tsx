import { isApiError, profileBodySchema, type User } from '@aula/contract';
import { Alert, Avatar, Badge, Button, FormField, Input } from '@aula/ui';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../api/api-provider';
import { sessionKeys } from '../../auth/session-keys';
import { useSession } from '../../auth/use-session';
import { useContractForm } from '../../forms/use-contract-form';
import { errorText } from '../../i18n/error-messages';
import { ImagePicker } from '../../shared/image-picker';
import { SkeletonList } from '../../shared/query-state';
import { TitledSection } from '../../shared/titled-section';
import type { AccountNotify } from '../notify';
import { avatarImageMessages, prepareAvatar } from './avatar-image';

/** Seconds the resend button waits after a verification e-mail was sent. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const profileMessages = {
  title: 'Meu perfil',
  photo: 'Foto',
  photoHint: 'JPEG, PNG ou WebP. Cortamos a imagem em um quadrado de 256 px antes de enviar.',
  choosePhoto: 'Escolher foto',
  chooseAnother: 'Escolher outra foto',
  preparing: 'Preparando a imagem…',
  preview: 'Prévia da nova foto',
  savePhoto: 'Salvar foto',
  cancel: 'Cancelar',
  removePhoto: 'Remover foto',
  removeTitle: 'Remover sua foto?',
  removeDescription: 'No lugar da foto aparecerão as iniciais do seu nome.',
  removeConfirm: 'Remover',
  photoSaved: 'Foto atualizada.',
  photoRemoved: 'Foto removida.',
  name: 'Nome',
  saveName: 'Salvar nome',
  nameSaved: 'Nome atualizado.',
  email: 'E-mail',
  emailHint: 'Para trocar o e-mail, use a página Segurança.',
  verified: 'verificado',
  unverified: 'não verificado',
  resend: 'Reenviar e-mail de verificação',
  resendIn: (seconds: number) => `Reenviar em ${seconds} s`,
  sent: (email: string) => `Enviamos um novo link para ${email}.`,
  alreadyVerified: 'Seu e-mail já está verificado.',
  tooLarge: avatarImageMessages.tooLarge,
} as const;

export interface AccountProfileProps {
  /** Toasts after a save (the app's Toaster). */
  notify: AccountNotify;
}

/**
 * The profile page (ADR 015): the photo (cropped and resized in the browser, then uploaded),
 * the name, and the e-mail with its verification status. Every change updates the session's user,
 * so the header shows it at once.
 */
export function AccountProfile({ notify }: AccountProfileProps) {
  const { user } = useSession();
  const heading = <h1 className="text-3xl font-bold">{profileMessages.title}</h1>;
  if (!user) {
    return (
      <section className="flex flex-col gap-6">
        {heading}
        <SkeletonList count={2} className="h-24" gap="gap-6" />
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        {heading}
        <p className="font-medium" data-testid="profile-name">
          {user.name}
        </p>
      </header>
      <PhotoSection user={user} notify={notify} />
      <NameSection user={user} notify={notify} />
      <EmailSection user={user} />
    </section>
  );
}

interface SectionProps {
  user: User;
  notify: AccountNotify;
}

function useSetSessionUser() {
  const { mutate } = useSWRConfig();
  return (user: User) => mutate(sessionKeys.me(), user, { revalidate: false });
}

const photoMessages = {
  title: profileMessages.photo,
  hint: profileMessages.photoHint,
  choose: profileMessages.choosePhoto,
  chooseAnother: profileMessages.chooseAnother,
  preparing: profileMessages.preparing,
  save: profileMessages.savePhoto,
  cancel: profileMessages.cancel,
  remove: profileMessages.removePhoto,
  removeTitle: profileMessages.removeTitle,
  removeDescription: profileMessages.removeDescription,
  removeConfirm: profileMessages.removeConfirm,
  tooLarge: profileMessages.tooLarge,
  unreadable: avatarImageMessages.unreadable,
};

function PhotoSection({ user, notify }: SectionProps) {
  const api = useApi();
  const setUser = useSetSessionUser();
  return (
    <ImagePicker
      messages={photoMessages}
      level={2}
      hasImage={Boolean(user.avatar_url)}
      className="flex flex-wrap items-center gap-4"
      renderImage={(previewUrl) =>
        previewUrl ? (
          <img
            src={previewUrl}
            alt={profileMessages.preview}
            width={48}
            height={48}
            className="size-12 rounded-full object-cover"
          />
        ) : (
          <Avatar name={user.name} src={user.avatar_url ?? null} size="3xl" />
        )
      }
      prepare={prepareAvatar}
      field="avatar"
      upload={async (file) => {
        const form = new FormData();
        form.set('avatar', file);
        const { data } = await api.updateAvatar({ body: form });
        await setUser(data);
        notify('success', profileMessages.photoSaved, { id: 'perfil-foto' });
      }}
      remove={async () => {
        const { data } = await api.deleteAvatar();
        await setUser(data);
        notify('success', profileMessages.photoRemoved, { id: 'perfil-foto' });
      }}
      data-testid="avatar-input"
    />
  );
}

const nameLabels = { name: { label: 'Nome', gender: 'm' } } as const;

function NameSection({ user, notify }: SectionProps) {
  const api = useApi();
  const setUser = useSetSessionUser();
  const form = useContractForm({
    schema: profileBodySchema,
    labels: nameLabels,
    initial: { name: user.name },
    submit: async (values) => {
      const { data } = await api.updateProfile({ body: { name: values.name.trim() } });
      await setUser(data);
      form.setValues({ name: data.name });
      notify('success', profileMessages.nameSaved, { id: 'perfil-nome' });
    },
  });
  const name = form.field('name');
  return (
    <TitledSection title={profileMessages.name}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(event)}
        className="flex max-w-md flex-col gap-3"
      >
        {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
        <FormField {...name.formField}>
          <Input {...name.control} autoComplete="name" maxLength={200} />
        </FormField>
        <div>
          <Button type="submit" loading={form.pending}>
            {profileMessages.saveName}
          </Button>
        </div>
      </form>
    </TitledSection>
  );
}

function EmailSection({ user }: { user: User }) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);
  const verified = Boolean(user.email_verified_at);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const resend = async () => {
    if (sending || cooldown > 0) return;
    setSending(true);
    setSent(null);
    setError(null);
    try {
      await api.resendEmailVerification();
      setSent(profileMessages.sent(user.email));
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (err) {
      if (isApiError(err) && err.code === 'EmailAlreadyVerifiedException') {
        setSent(profileMessages.alreadyVerified);
        await mutate(sessionKeys.me());
      } else setError(errorText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <TitledSection title={profileMessages.email}>
      <p className="flex flex-wrap items-center gap-2">
        <span data-testid="profile-email">{user.email}</span>
        {verified ? (
          <Badge color="success">{profileMessages.verified}</Badge>
        ) : (
          <Badge color="warning">{profileMessages.unverified}</Badge>
        )}
      </p>
      <p className="text-muted-foreground text-sm">{profileMessages.emailHint}</p>
      {sent ? <Alert variant="success">{sent}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      {verified ? null : (
        <div>
          <Button
            variant="outline"
            loading={sending}
            disabled={cooldown > 0}
            onClick={() => void resend()}
          >
            {cooldown > 0 ? profileMessages.resendIn(cooldown) : profileMessages.resend}
          </Button>
        </div>
      )}
    </TitledSection>
  );
}
