export {
  AccountDevices,
  type AccountDevicesProps,
  devicesMessages,
} from './account/devices/account-devices';
export {
  DiscordCallback,
  type DiscordCallbackProps,
  discordMessages,
} from './account/discord-callback';
export {
  AccountFavorites,
  type AccountFavoritesProps,
  favoritesMessages,
  groupByCourse,
} from './account/favorites/account-favorites';
export {
  ACCOUNT_PAGES,
  type AccountHrefs,
  AccountLayout,
  type AccountLayoutProps,
  type AccountPageName,
  accountPagesFor,
} from './account/layout/account-layout';
export type { AccountNotify } from './account/notify';
export {
  AccountPreferences,
  type AccountPreferencesProps,
  preferencesMessages,
} from './account/preferences/account-preferences';
export { useStoredPreferences } from './account/preferences/use-preferences';
export {
  AccountDeletedNotice,
  AccountDeletion,
  AccountPrivacy,
  type AccountPrivacyProps,
  privacyMessages,
} from './account/privacy/account-privacy';
export {
  AccountProfile,
  type AccountProfileProps,
  profileMessages,
} from './account/profile/account-profile';
export { AccountSecurity } from './account/security/account-security';
export { EmailChange, type EmailChangeProps } from './account/security/email-change';
export { PasswordChange } from './account/security/password-change';
export { AccountFlow, type AccountFlowProps } from './account/steps/account-flow';
export { CodeStep, type CodeStepProps } from './account/steps/code-step';
export { LifetimeAccess, type LifetimeAccessProps } from './account/subscriptions/lifetime-access';
export { Subscriptions, type SubscriptionsProps } from './account/subscriptions/subscriptions';
export {
  AccountSupport,
  type AccountSupportProps,
  badgeLabels,
  type HelpLink,
  supportMessages,
} from './account/support/account-support';
export { WhatsappChange } from './account/whatsapp/whatsapp-change';
export { AuditLog, type AuditLogProps, auditMessages } from './admin/audit/audit-log';
export {
  adminCertificateMessages,
  CourseCertificates,
} from './admin/certificates/course-certificates';
export {
  AdminComments,
  type AdminCommentsProps,
  adminCommentsMessages,
} from './admin/comments/admin-comments';
export { CommentCard, commentCardMessages } from './admin/comments/comment-card';
export {
  type AdminCommentsQuery,
  adminCommentsQuery,
  DEFAULT_ADMIN_COMMENTS_QUERY,
} from './admin/comments/comments-query';
export {
  CourseContent,
  type CourseContentProps,
  contentMessages,
} from './admin/content/course-content';
export { drawerMessages, LectureDrawer } from './admin/content/lecture-drawer';
export { CourseInfo, type CourseInfoProps, courseInfoMessages } from './admin/course/course-info';
export { CourseOverview, overviewMessages } from './admin/course/course-overview';
export {
  COURSE_TABS,
  CoursePage,
  type CoursePageProps,
  type CourseTabHrefs,
  type CourseTabName,
  coursePageMessages,
} from './admin/course/course-page';
export {
  CourseRepositories,
  type CourseRepositoriesProps,
  repositoriesMessages,
} from './admin/course/course-repositories';
export {
  CourseStudents,
  type CourseStudentsProps,
  studentsMessages,
} from './admin/course/course-students';
export {
  type CourseStudentsQuery,
  courseStudentsQuery,
  DEFAULT_COURSE_STUDENTS_QUERY,
} from './admin/course/course-students-query';
export {
  type CourseListQuery,
  courseListQuery,
  DEFAULT_COURSE_LIST_QUERY,
} from './admin/courses/course-list-query';
export { CoursesTable, type CoursesTableProps } from './admin/courses/courses-table';
export { slugify } from './admin/courses/slug';
export {
  AdminEmails,
  adminEmailMessages,
  EMAIL_KIND_LABELS,
  EMAIL_STATUS_LABELS,
} from './admin/emails/admin-emails';
export {
  AdminHome,
  type AdminHomeHrefs,
  type AdminHomeProps,
  homeMessages,
} from './admin/home/admin-home';
export {
  ADMIN_SECTIONS,
  type AdminCounts,
  type AdminHrefs,
  AdminLayout,
  type AdminLayoutProps,
  adminCountLabels,
  currentAdminSection,
} from './admin/layout/admin-layout';
export { type BreadcrumbItem, Breadcrumbs } from './admin/layout/breadcrumbs';
export {
  type ListParam,
  type ListQueryBase,
  type ListQueryCodec,
  listParam,
  listQueryCodec,
} from './admin/list/list-query';
export {
  type ListQueryChange,
  type ListQueryChangeOptions,
  type SearchParamsState,
  useListQuery,
} from './admin/list/use-list-query';
export { AdminProducts, type AdminProductsProps, productMessages } from './admin/products/products';
export { purchaseEventFixtures } from './admin/sales/fixtures';
export { Sales, type SalesProps, salesMessages } from './admin/sales/sales';
export {
  DEFAULT_SALES_QUERY,
  type SalesQuery,
  salesQuery,
} from './admin/sales/sales-query';
export { StudentCourses, studentCoursesMessages } from './admin/student/student-courses';
export {
  STUDENT_TABS,
  StudentPage,
  type StudentPageProps,
  type StudentTabName,
  studentPageMessages,
} from './admin/student/student-page';
export { StudentPrivacyActions, studentPrivacyMessages } from './admin/student/student-privacy';
export { StudentProfile, studentProfileMessages } from './admin/student/student-profile';
export { StudentProgress, studentProgressMessages } from './admin/student/student-progress';
export {
  StudentSubscriptions,
  studentSubscriptionsMessages,
} from './admin/student/student-subscriptions';
export {
  DEFAULT_STUDENT_LIST_QUERY,
  type StudentFilters,
  type StudentListQuery,
  studentListQuery,
} from './admin/students/students-query';
export {
  StudentsTable,
  type StudentsTableProps,
  studentListMessages,
} from './admin/students/students-table';
export { formatDayRange } from './admin/trials/days';
export { TrialPeriods, type TrialPeriodsProps, trialMessages } from './admin/trials/trial-periods';
export type {
  ApiAdapter,
  UploadLectureVideo,
  VideoUploadCallbacks,
  VideoUploadHandle,
} from './api/api-adapter';
export { ApiProvider, type ApiProviderProps, useApi } from './api/api-provider';
export {
  type ApiRead,
  apiKey,
  type MutationName,
  preloadApiQuery,
  primeApiQuery,
  type QueryName,
  useApiQuery,
} from './api/hooks';
export { useApiMutation } from './api/mutations';
export { FinishRegistration, type FinishRegistrationProps } from './auth/finish-registration';
export { ForgotPassword, type ForgotPasswordProps } from './auth/forgot-password';
export { LoginForm, type LoginFormProps } from './auth/login-form';
export { RegisterForm, type RegisterFormProps } from './auth/register-form';
export {
  forgetSessionAfterUnauthorized,
  forgetUserScopedData,
  replaceSessionUser,
} from './auth/session-cache';
export { sessionKeys } from './auth/session-keys';
export { TermsConsent } from './auth/terms-consent';
export { useLogin, useLogout } from './auth/use-login';
export { type Session, type SessionStatus, useSession } from './auth/use-session';
export { VerifyEmail, type VerifyEmailProps } from './auth/verify-email';
export { CourseCatalogue, courseCatalogueMessages } from './catalog/course-catalogue';
export {
  type CourseLinkProps,
  ProductCatalogue,
  type ProductCatalogueProps,
} from './catalog/product-catalogue';
export { catalogueRead } from './catalog/queries';
export {
  CourseEntry,
  type CourseEntryProps,
  SalesPage,
  type SalesPageProps,
  salesPageMessages,
} from './catalog/sales-page';
export { CertificateNameForm } from './certificates/certificate-name-form';
export {
  CertificateVerification,
  type CertificateVerificationProps,
} from './certificates/certificate-verification';
export {
  CourseCertificateBanner,
  type CourseCertificateLinks,
} from './certificates/course-certificate-banner';
export { linkedInAddUrl } from './certificates/linkedin';
export { certificateMessages, verificationMessages } from './certificates/messages';
export { type CertificateLinks, MyCertificates } from './certificates/my-certificates';
export { certificateVerificationRead } from './certificates/reads';
export {
  dayjs,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatRelative,
  formatTimeUntil,
  timeUntil,
} from './i18n/dates';
export {
  errorMessage,
  errorMessages,
  errorText,
  statusMessages,
  tooManyRequestsMessage,
} from './i18n/error-messages';
export { formatFileSize } from './i18n/file-size';
export { countLabel, plural } from './i18n/plural';
export {
  type ErrorForm,
  type FieldLabel,
  isTrimmed,
  ptBRErrorMap,
  rules,
} from './i18n/zod-pt-br';
export { FreeLectures, type FreeLecturesProps, formatDuration } from './lectures/free-lectures';
export { freeLecturesRead } from './lectures/queries';
export {
  groupByDay,
  ScheduledLectures,
  type ScheduledLecturesProps,
} from './lectures/scheduled-lectures';
export { ConsentUpdate, consentUpdateMessages } from './legal/consent-update';
export { PrivacyNotice } from './legal/privacy-notice';
export { legalInfoRead } from './legal/queries';
export { TermsOfUse } from './legal/terms-of-use';
export { FeatureLink, type FeatureLinkProps, LinkProvider } from './navigation/link';
export {
  BELL_LATEST,
  NotificationBell,
  type NotificationBellProps,
  notificationMessages,
} from './notifications/notification-bell';
export { NotificationPreferences } from './notifications/notification-preferences';
export { NotificationsPage } from './notifications/notifications-page';
export { UnsubscribePage } from './notifications/unsubscribe-page';
export { CoursePlayer, type CoursePlayerProps } from './player/course-player';
export { useHydrated } from './shared/use-hydrated';
export { ErrorPage, type ErrorPageProps } from './shell/error-page';
export {
  BareLayout,
  DefaultLayout,
  type ShellHrefs,
  SiteHeader,
  SplashLayout,
  type UserMenuComponent,
  UserMenuPlaceholder,
} from './shell/layouts';
export { PageLoading } from './shell/page-loading';
export {
  THEME_OPTIONS,
  ThemeChoice,
  type ThemeControl,
  type ThemeName,
} from './shell/theme-choice';
export { UserMenu } from './shell/user-menu';
