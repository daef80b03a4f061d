export { makeUser, mockCredentials } from './fixtures';
export {
  csrfCookieHandler,
  defaultHandlers,
  errorResponse,
  loginHandlers,
  logoutHandler,
  meHandlers,
} from './handlers';
