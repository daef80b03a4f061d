/**
 * `@aula/contract/site`: the contract without zod (issue 21, ADR 029). What the web app's first
 * page needs at run time: the error type and its readers, the endpoints' routes, the anti-forgery
 * names, the data blocks' ids. Everything here is plain code; `site.test.ts` keeps it so. Types
 * come from `@aula/contract` as before (they cost nothing at run time).
 */

export { certificateDate, hoursText, SCHOOL_TIME_ZONE } from './certificate-text';
export {
  buildPath,
  type EndpointDef,
  endpointUrl,
  toSearchParams,
} from './endpoints/define';
export { firstRoutes } from './endpoints/first-routes';
export { type EndpointRoute, routeOf } from './endpoints/route';
export { endpointRoutes } from './endpoints/routes';
export { sessionUser } from './endpoints/session-user';
export { COMMENT_MAX_LENGTH } from './entities/comment-limits';
export {
  ApiError,
  ERROR_CODES,
  type ErrorCode,
  type FieldErrors,
  fieldErrorsOfBody,
  isApiError,
  resolveErrorCode,
} from './errors';
export {
  AFTER_PAINT_SCRIPT,
  ANSWERS_DATA_BLOCK,
  GUEST_PAGES_MODULE,
  SESSION_DATA_BLOCK,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './names';
export { offerLinkFor } from './offer-link';
export { lecturePageTitle, SITE_NAME } from './page-titles';
