export type { ApiAdapter } from './api/api-adapter';
export { ApiProvider, type ApiProviderProps, useApi } from './api/api-provider';
export { LoginForm, type LoginFormProps } from './auth/login-form';
export { sessionKeys } from './auth/session-keys';
export { useLogin, useLogout } from './auth/use-login';
export { type Session, type SessionStatus, useSession } from './auth/use-session';
export { errorMessage, errorMessages, statusMessages } from './i18n/error-messages';
export { type FieldLabel, ptBRErrorMap } from './i18n/zod-pt-br';
