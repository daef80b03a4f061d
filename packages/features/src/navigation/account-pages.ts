import type { User } from '@aula/contract';

/**
 * The pages of the account area, in the order the navigation lists them: the account pages' side
 * menu and the header's account menu both read this list and `accountPagesFor`.
 */
export const ACCOUNT_PAGES = [
  { name: 'eu-perfil', label: 'Meu perfil', studentOnly: false },
  { name: 'eu-seguranca', label: 'Segurança', studentOnly: false },
  { name: 'eu-dispositivos', label: 'Dispositivos', studentOnly: false },
  { name: 'eu-assinaturas', label: 'Assinaturas', studentOnly: false },
  { name: 'eu-suporte', label: 'Suporte', studentOnly: true },
  { name: 'eu-favoritos', label: 'Favoritos', studentOnly: true },
  { name: 'eu-preferencias', label: 'Preferências', studentOnly: true },
  { name: 'eu-acesso-vitalicio', label: 'Acesso vitalício', studentOnly: false },
  { name: 'eu-certificados', label: 'Certificados', studentOnly: false },
  { name: 'eu-privacidade', label: 'Privacidade', studentOnly: false },
] as const;

export type AccountPageName = (typeof ACCOUNT_PAGES)[number]['name'];
/** Where each account page lives; the app owns its routes and passes their paths. */
export type AccountHrefs = Record<AccountPageName, string>;

/** The account pages `user` may open (student-only pages are hidden for everyone else). */
export function accountPagesFor(user: Pick<User, 'is_student'>) {
  return ACCOUNT_PAGES.filter((page) => user.is_student || !page.studentOnly);
}
