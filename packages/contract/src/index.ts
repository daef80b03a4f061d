export { type BuildInfo, buildInfoSchema } from './endpoints/account';
export * from './endpoints/account-changes';
export { type Device, deviceSchema } from './endpoints/account-devices';
export { accountFavoritesEndpoints } from './endpoints/account-favorites';
export * from './endpoints/account-profile';
export { BADGE_KINDS, type Badge, type BadgeKind, badgeSchema } from './endpoints/account-support';
export * from './endpoints/admin-audit';
export * from './endpoints/admin-comments';
export * from './endpoints/admin-course';
export * from './endpoints/admin-emails';
export * from './endpoints/admin-home';
export * from './endpoints/admin-products';
export * from './endpoints/admin-purchases';
export * from './endpoints/admin-student';
export * from './endpoints/admin-students';
export * from './endpoints/admin-trials';
export {
  authEndpoints,
  type DiscordConnection,
  discordCallbackBodySchema,
  discordConnectionSchema,
  type FinishRegistrationBody,
  finishRegistrationBodySchema,
  forgotPasswordBodySchema,
  type LoginBody,
  loginBodySchema,
  type MeResponse,
  meResponseSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type RegisterBody,
  type ResetPasswordBody,
  registerBodySchema,
  resetPasswordBodySchema,
  type SessionResponse,
  sessionResponseSchema,
  tokenSchema,
  verifyEmailBodySchema,
} from './endpoints/auth';
export * from './endpoints/certificates';
export { commentBodySchema } from './endpoints/comments';
export {
  type CourseInput,
  type CourseSort,
  type CourseStatus,
  courseInputSchema,
  courseSortSchema,
  courseStatusSchema,
  isDirectMediaUrl,
  type LectureInput,
  type LectureRanking,
  lectureInputSchema,
  lectureRankingSchema,
  REPOSITORY_URL_MESSAGE,
  rankingSchema,
  repositoryInputSchema,
  VIDEO_LINK_MESSAGE,
} from './endpoints/courses';
export {
  type Access,
  buildPath,
  type EndpointDef,
  type EndpointInput,
  type EndpointMethod,
  type EndpointOutput,
  endpoint,
  endpointUrl,
  type HttpMethod,
  toSearchParams,
} from './endpoints/define';
export { type ApiPort, type EndpointName, type Endpoints, endpoints } from './endpoints/index';
export { CAPTION_MAX_CHARS, lectureVideoEndpoints } from './endpoints/lecture-video';
export * from './endpoints/legal';
export * from './endpoints/notifications';
export * from './endpoints/privacy';
export {
  type BookmarkedLecture,
  bookmarkedLectureSchema,
} from './entities/account-favorites';
export * from './entities/account-subscriptions';
export * from './entities/certificate';
export {
  type Comment,
  commentSchema,
  type Reply,
  replySchema,
} from './entities/comment';
export {
  envelope,
  INT_MAX,
  isCalendarDay,
  NO_NUL_RULE,
  type PaginationMeta,
  paginated,
  paginationMetaSchema,
  paginationQuerySchema,
} from './entities/common';
export {
  type Course,
  type CourseRepository,
  type CourseStudent,
  type CourseSummary,
  courseRepositorySchema,
  courseSchema,
  courseStudentSchema,
  courseSummarySchema,
  type FreeLecture,
  freeLectureSchema,
  type Lecture,
  lectureSchema,
  type Product,
  productSchema,
  type ScheduledLecture,
  type ScheduledScope,
  type Section,
  scheduledLectureSchema,
  scheduledScopeSchema,
  sectionSchema,
  type WatchResult,
  watchResultSchema,
} from './entities/course';
export * from './entities/notification';
export { NAME_RULES, normalizeName, personName } from './entities/person-name';
export {
  type Author,
  authorSchema,
  type Preferences,
  preferencesSchema,
  type User,
  userSchema,
} from './entities/user';
export * from './entities/video';
export * from './entities/whatsapp';
export { errorBodySchema, errorCodeSchema, fieldErrorsSchema } from './error-schemas';
export type { ErrorBody } from './errors';
export * from './legal';
export {
  apiErrorMap,
  CONFIRMATION_MISMATCH,
  type ErrorForm,
  FIELD_LABELS,
  type FieldLabel,
  fieldErrorsOf,
  isTrimmed,
  type PtBRErrorMapOptions,
  ptBRErrorMap,
  rules,
} from './messages';
// The contract's plain code (errors, routes, names): `@aula/contract/site`, re-exported whole.
export * from './site';
export {
  EMBED_FRAME_ORIGINS,
  EMBED_PROVIDER_NAMES,
  type EmbedLink,
  embedOrigin,
  embedUrl,
  parseEmbedLink,
  parseVideoLink,
  type VideoLink,
  watchUrl,
} from './video-link';
