export {
  authEndpoints,
  type LoginBody,
  loginBodySchema,
  type MeResponse,
  meResponseSchema,
  PASSWORD_MAX_LENGTH,
} from './endpoints/auth';
export { type Endpoint, endpoint, type HttpMethod } from './endpoints/define';
export { type User, userSchema } from './entities/user';
export {
  ApiError,
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  errorBodySchema,
  errorCodeSchema,
  type FieldErrors,
  fieldErrorsSchema,
  isApiError,
  resolveErrorCode,
} from './errors';

/** Cookie and header names of the anti-forgery protocol (Laravel Sanctum's). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
