export type { ApiAdapter } from './api/api-adapter';
export { ApiProvider, type ApiProviderProps, useApi } from './api/api-provider';
export {
  apiKey,
  type MutationName,
  type QueryName,
  useApiMutation,
  useApiQuery,
} from './api/hooks';
export { LoginForm, type LoginFormProps } from './auth/login-form';
export { sessionKeys } from './auth/session-keys';
export { useLogin, useLogout } from './auth/use-login';
export { type Session, type SessionStatus, useSession } from './auth/use-session';
export {
  type CourseLinkProps,
  ProductCatalogue,
  type ProductCatalogueProps,
} from './catalog/product-catalogue';
export {
  dayjs,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatRelative,
} from './i18n/dates';
export { errorMessage, errorMessages, statusMessages } from './i18n/error-messages';
export {
  type ErrorForm,
  type FieldLabel,
  isTrimmed,
  ptBRErrorMap,
  rules,
} from './i18n/zod-pt-br';
