import type { PageModule } from './route-table';

/**
 * The account area's pages and the pages few visitors open, by route name, in a chunk of its own
 * that the first of them loads (`laterPage` in ./route-table), as ./admin-pages does for the admin
 * area: each `import()` carries the list of the files its page needs (Vite's preload list), and
 * in the route table those lists were in every visitor's first download. `vite.config.ts` keeps
 * this module out of the `app` chunk (`LATER`).
 */
export const laterPages = {
  logout: () => import('../pages/logout-page'),
  'verificar-email': () => import('../pages/verify-email-page'),
  'esqueci-senha': () => import('../pages/forgot-password-page'),
  'finalizar-cadastro': () => import('../pages/finish-registration-page'),
  'callbacks-discord': () => import('../pages/discord-callback-page'),
  'aulas-agendadas': () => import('../pages/scheduled-lectures-page'),
  'eu-perfil': () => import('../pages/profile-page'),
  'eu-seguranca': () => import('../pages/account/security-page'),
  'eu-assinaturas': () => import('../pages/account/subscriptions-page'),
  'eu-certificados': () => import('../pages/account/certificates-page'),
  'certificados-code': () => import('../pages/certificates/verification-page'),
  'eu-dispositivos': () => import('../pages/account/devices-page'),
  'eu-suporte': () => import('../pages/account/support-page'),
  'eu-favoritos': () => import('../pages/account/favorites-page'),
  'eu-preferencias': () => import('../pages/account/preferences-page'),
  'eu-notificacoes': () => import('../pages/account/notifications-page'),
  descadastrar: () => import('../pages/unsubscribe-page'),
  'conta-excluida': () => import('../pages/account-deleted-page'),
  'eu-acesso-vitalicio': () => import('../pages/account/lifetime-access-page'),
  'eu-privacidade': () => import('../pages/account/privacy-page'),
} as const satisfies Record<string, () => Promise<PageModule>>;

export type LaterPageName = keyof typeof laterPages;

/**
 * The account area's frame (`AccountLayoutRoute` in ../layouts/layouts), through this chunk too:
 * its preload list leaves the first download with the pages', and every account page loads this
 * chunk anyway.
 */
export const accountFrame = () => import('../layouts/account-layout-route');
