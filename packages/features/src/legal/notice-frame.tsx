import { Skeleton } from '@aula/ui';
import type { ReactNode } from 'react';
import { useApiQuery } from '../api/hooks';
import { dayjs } from '../i18n/dates';
import { legalInfoQuery } from './queries';

/** `27 de novembro de 2026`: a notice's version is the day it was published. */
export const versionDate = (version: string) => dayjs(version).format('D [de] MMMM [de] YYYY');

/** A notice's page: its title, its version, and its sections in a readable column. */
export function NoticeFrame({
  title,
  version,
  children,
}: {
  title: string;
  version: string;
  children: ReactNode;
}) {
  return (
    <article className="flex max-w-prose flex-col gap-6" data-slot="legal-notice">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted-foreground text-sm">
          Versão de <time dateTime={version}>{versionDate(version)}</time>
        </p>
      </header>
      {children}
    </article>
  );
}

/** One section of a notice. */
export function NoticeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 leading-relaxed">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export const legalMessages = {
  contactLoading: 'Carregando o e-mail de contato…',
  contactError: 'o e-mail de privacidade da escola (não foi possível carregá-lo agora)',
} as const;

/**
 * The controller's contact (`PRIVACY_CONTACT_EMAIL` on the server) as a `mailto:` link; the
 * server puts its answer in the page, so it is there at the first paint.
 */
export function PrivacyContact() {
  const query = useApiQuery('legalInfo', legalInfoQuery);
  const address = query.data?.data.privacy_contact_email;
  if (address) {
    return (
      <a href={`mailto:${address}`} className="text-accent-foreground font-medium underline">
        {address}
      </a>
    );
  }
  if (query.error) return <span>{legalMessages.contactError}</span>;
  return (
    <span role="status">
      <span className="sr-only">{legalMessages.contactLoading}</span>
      <Skeleton shape="text" className="inline-block h-4 w-48 align-middle" />
    </span>
  );
}
