import {
  type CertificateVerification,
  certificateDate,
  hoursText,
  SCHOOL_NAME,
} from '@aula/contract';
import { escapeHtml } from './course-head';

/** The site's name, as index.html's `<title>` has it. */
const SITE_NAME = 'Aula';

interface HeadFields {
  title: string;
  description: string;
  /** The page's absolute address; `null`: no canonical and no `og:url` (a page that is no page). */
  pageUrl: string | null;
  ogTitle: string;
}

/** A page's `<title>`, description, canonical and Open Graph, every value escaped for HTML. */
function head({ title, description, pageUrl, ogTitle }: HeadFields): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    ...(pageUrl ? [`<link rel="canonical" href="${escapeHtml(pageUrl)}">`] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', description),
    ...(pageUrl ? [meta('property', 'og:url', pageUrl)] : []),
  ].join('');
}

/**
 * The head of a certificate's public page (issue 38 §1, ADR 046): whose it is and of which course,
 * with the hours and the completion date in pt-BR; a revoked one says so and when. Never the
 * e-mail (the verification's answer has none). The name and course are the person's and the
 * admin's text: escaped.
 */
export function certificateHead(certificate: CertificateVerification, pageUrl: string): string {
  const revoked = certificate.status === 'revoked';
  const what = `${certificate.full_name} — ${certificate.course_title}`;
  const facts = `${certificate.full_name} concluiu ${certificate.course_title} (${hoursText(certificate.hours)}) em ${certificateDate(certificate.completed_at)}.`;
  const description = revoked
    ? `Certificado revogado em ${certificateDate(certificate.revoked_at ?? certificate.issued_at)}: não é mais válido. ${facts}`
    : `Certificado válido emitido por ${SCHOOL_NAME}. ${facts}`;
  return head({
    title: `${revoked ? 'Certificado revogado' : 'Certificado'}: ${what} — ${SITE_NAME}`,
    description,
    pageUrl,
    ogTitle: `${revoked ? 'Certificado revogado' : 'Certificado'} de ${what}`,
  });
}

/**
 * The head of a certificate page whose code found nothing (unknown, malformed, or a lookup over
 * the address's budget): the same for all, naming no code, so the head tells nothing the lookup
 * did not.
 */
export function unknownCertificateHead(): string {
  return head({
    title: `Verificação de certificado — ${SITE_NAME}`,
    description: `Confira se um certificado de conclusão emitido por ${SCHOOL_NAME} é válido pelo seu código.`,
    pageUrl: null,
    ogTitle: 'Verificação de certificado',
  });
}

/**
 * The heads of the public pages whose text does not depend on an answer, by path: the notices
 * (ADR 047) and the home and catalogue, whose app may start only at the visitor's first intent
 * (ADR 048), so the tab's title is the server's, as the app's route table names the page.
 */
const NOTICES: Record<string, { title: string; description: string; ogTitle?: string }> = {
  '/': {
    title: 'Início',
    description:
      'Cursos em vídeo para estudantes brasileiros: aprenda no seu ritmo, com aulas gratuitas para começar.',
    ogTitle: 'Aula: cursos em vídeo',
  },
  '/cursos': {
    title: 'Cursos',
    description: 'Todos os cursos da Aula: o que cada um ensina, as aulas gratuitas e o preço.',
  },
  '/privacidade': {
    title: 'Aviso de privacidade',
    description:
      'Quais dados pessoais a Aula coleta e por quê, por quanto tempo os guarda, com quem os compartilha e como exercer seus direitos previstos na LGPD.',
  },
  '/termos': {
    title: 'Termos de uso',
    description:
      'As regras de uso da Aula: sua conta, o acesso aos cursos, os comentários e os certificados de conclusão.',
  },
};

/** The head of a page of `NOTICES` (`/`, `/privacidade`...), or `undefined` for another path. */
export function noticeHead(pathname: string, pageUrl: string): string | undefined {
  const notice = Object.hasOwn(NOTICES, pathname) ? NOTICES[pathname] : undefined;
  if (!notice) return undefined;
  return head({
    title: `${notice.title} — ${SITE_NAME}`,
    description: notice.description,
    pageUrl,
    ogTitle: notice.ogTitle ?? notice.title,
  });
}
