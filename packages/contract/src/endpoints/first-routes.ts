import type { EndpointDef } from './define';
import type { EndpointName } from './index';
import type { EndpointRoute } from './route';

/** The session's own calls: a page may make them before the schemas have loaded. */
const SESSION_CALLS = new Set(['login', 'logout']);

/**
 * Which routes the web app carries in its first download (ADR 029): every read a visitor's or a
 * student's page makes (an admin's waits for the schemas' chunk, which its pages load anyway), the
 * session's calls, and what a closing page sends (`keepalive`: no time to fetch a chunk then).
 */
export function isFirstRoute(name: string, def: EndpointDef): boolean {
  return (
    (def.method === 'GET' && def.access !== 'admin') ||
    Boolean(def.keepalive) ||
    SESSION_CALLS.has(name)
  );
}

/**
 * The first routes (`isFirstRoute`): the HTTP adapter sends these at once; any other call takes
 * its route from its schema (`routeOf`), which the adapter loads with the first request and after
 * the first page. Written from `endpoints` with routes.ts (`UPDATE_ROUTES=1 npx vitest run
 * packages/contract/src/endpoints/routes.test.ts`, then `npm run format`).
 */
export const firstRoutes = {
  csrfCookie: { method: 'GET', path: 'sanctum/csrf-cookie', empty: true },
  login: { method: 'POST', path: 'login', empty: true },
  logout: { method: 'POST', path: 'logout', empty: true },
  me: { method: 'GET', path: 'api/me' },
  finishRegistrationShow: { method: 'GET', path: 'api/finish-registration/:token' },
  courseBySlug: { method: 'GET', path: 'api/course-by-slug/:slug' },
  scheduledLectures: { method: 'GET', path: 'api/courses/scheduled-lectures' },
  watchLecture: { method: 'PUT', path: 'api/lectures/:id/watch', keepalive: true },
  bookmarkLecture: { method: 'PUT', path: 'api/lectures/:id/bookmark', keepalive: true },
  saveLecturePosition: {
    method: 'PUT',
    path: 'api/lectures/:id/position',
    empty: true,
    keepalive: true,
  },
  freeLectures: { method: 'GET', path: 'api/lectures/free' },
  listProducts: { method: 'GET', path: 'api/products' },
  productBySlug: { method: 'GET', path: 'api/products-by-slug/:slug' },
  lectureComments: { method: 'GET', path: 'api/lectures/:id/comments' },
  getPreferences: { method: 'GET', path: 'api/me/preferences' },
  latestBuild: { method: 'GET', path: 'build.json', base: 'app' },
  myBookmarks: { method: 'GET', path: 'api/me/bookmarks' },
  listDevices: { method: 'GET', path: 'api/me/devices' },
  getDiscord: { method: 'GET', path: 'api/me/discord' },
  listBadges: { method: 'GET', path: 'api/me/badges' },
  listSubscriptions: { method: 'GET', path: 'api/me/subscriptions' },
  subscriptionOffer: { method: 'GET', path: 'api/me/subscriptions/offers/:slug' },
  getLifetimeAccess: { method: 'GET', path: 'api/me/lifetime-access' },
  pendingWhatsappChange: { method: 'GET', path: 'api/me/whatsapp-change' },
  myCertificates: { method: 'GET', path: 'api/me/certificates' },
  courseCertificate: { method: 'GET', path: 'api/courses/:id/certificate' },
  verifyCertificate: { method: 'GET', path: 'api/certificates/:code' },
  myNotifications: { method: 'GET', path: 'api/me/notifications' },
  unreadNotifications: { method: 'GET', path: 'api/me/notifications/unread-count' },
  getNotificationPreferences: { method: 'GET', path: 'api/me/notification-preferences' },
  getDataExport: { method: 'GET', path: 'api/me/data-export' },
  legalInfo: { method: 'GET', path: 'api/legal' },
} as const satisfies Partial<Record<EndpointName, EndpointRoute>>;
