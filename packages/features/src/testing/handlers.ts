import {
  type DataExport,
  type EndpointName,
  loginBodySchema,
  PRIVACY_VERSION,
  TERMS_VERSION,
  type User,
} from '@aula/contract';
import { HttpResponse } from 'msw';
import {
  everyStatus,
  frontEndOffer,
  makeSubscription,
  noLifetime,
  python,
} from '../account/subscriptions/fixtures';
import { adminCommentFixtures, makeAdminComment } from '../admin/comments/fixtures';
import { makeCourseOverview } from '../admin/course/fixtures';
import { makeAdminSummary } from '../admin/home/fixtures';
import {
  adminProductFixtures,
  makeAdminProduct,
  productDeletePreviewFixture,
} from '../admin/products/fixtures';
import { makePurchaseEvent, purchaseEventFixtures } from '../admin/sales/fixtures';
import {
  makeAdminStudentProfile,
  makeAdminSubscription,
  studentCourses,
  studentProgress,
  studentSubscriptions,
} from '../admin/student/fixtures';
import { makeTrialPeriod, trialPeriodFixtures } from '../admin/trials/fixtures';
import {
  makeAdminCertificate,
  makeCertificateSettings,
  makeMyCertificate,
  makeMyCertificates,
  makeVerification,
} from '../certificates/fixtures';
import {
  FIXTURE_NOW,
  makeAdminStudent,
  makeComment,
  makeCourse,
  makeCourseStudent,
  makeFreeLecture,
  makePreferences,
  makeProduct,
  makeReply,
  makeRepository,
  makeScheduledLecture,
  makeUser,
  mockCredentials,
  toSummary,
} from './fixtures';
import { makeDevices } from './fixtures-devices';
import { type MockAnswer, mockEndpoint, mockState } from './mock';

const COOKIE_TOKEN = 'mock+token/with=chars';

/** Sanctum's CSRF endpoint: sets the JS-readable, URL-encoded XSRF-TOKEN cookie. */
export const csrfCookieHandler = mockEndpoint('csrfCookie', () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the mock plays the browser receiving Set-Cookie
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(COOKIE_TOKEN)}; path=/`;
  return new HttpResponse(null, { status: 204 });
});

/** A signed-in visitor's first answers: the CSRF cookie and `api/me` with `user` (a student). */
export function signedIn(user?: Parameters<typeof meHandlers.user>[0]) {
  return [csrfCookieHandler, meHandlers.user(user)];
}

export const meHandlers = {
  user: (user: User = makeUser()) => mockEndpoint('me', { data: user }),
  guest: () => mockState.unauthorized('me'),
  loading: () => mockState.loading('me'),
};

export const loginHandlers = {
  /** Accepts the mock credentials, refuses others with InvalidAuthenticationException. */
  realistic: () =>
    mockEndpoint('login', async ({ request }) => {
      const body = loginBodySchema.safeParse(await request.json().catch(() => null));
      const ok =
        body.success &&
        body.data.email === mockCredentials.email &&
        body.data.password === mockCredentials.password;
      return ok
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(
            { error: 'InvalidAuthenticationException', message: 'Erro simulado.' },
            { status: 422 },
          );
    }),
  invalidCredentials: () => mockState.error('login', 422, 'InvalidAuthenticationException'),
  validation: (errors: Record<string, string[]>) => mockState.validation('login', errors),
  tooManyAttempts: () => mockState.tooManyRequests('login'),
  csrfMismatch: () => mockState.csrfMismatch('login'),
  serverErrorHtml: () => mockState.serverErrorHtml('login'),
  networkError: () => mockState.networkError('login'),
  loading: () => mockState.loading('login'),
};

export const logoutHandler = mockEndpoint('logout');

/** The demo world the default handlers answer from. */
export function createDemoWorld() {
  const course = makeCourse({ id: 1 }, { sectionCount: 3, lecturesPerSection: 3, watched: 2 });
  const product = makeProduct({ id: 1, courses_count: 1, courses: [toSummary(course)] });
  const firstLecture = course.sections[0]?.lectures[0];
  const comment = makeComment({
    id: 1,
    lecture_id: firstLecture?.id ?? 1,
    replies: [makeReply({ parent_id: 1, lecture_id: firstLecture?.id ?? 1 })],
  });
  return { user: makeUser({ id: 1 }), course, product, comment, preferences: makePreferences() };
}

/** A code sent to `to`: valid 10 minutes, another one in 60 s (as the API answers). */
export const codeSent = (to: string) => ({ sent_to: to, expires_in: 600, resend_in: 60 });

const NOTIFICATION_PREFERENCES = {
  comment_reply: { email: true, in_app: true },
  team_answer: { email: true, in_app: true },
  lecture_released: { email: true, in_app: true },
  content_published: { email: false, in_app: true },
  subscription: { email: true, in_app: true },
};

type DefaultAnswers = { [K in EndpointName]: MockAnswer<K> | undefined };

/** A success answer for every endpoint of the contract (the compiler checks none is missing). */
export function defaultAnswers(world = createDemoWorld()): DefaultAnswers {
  const { course, product, comment, user, preferences } = world;
  const lecture = course.sections[0]?.lectures[0];
  if (!lecture) throw new Error('the demo course has no lecture');
  const section = course.sections[0];
  if (!section) throw new Error('the demo course has no section');
  const summary = toSummary(course);
  /** As the admin list sends it (ADR 016). */
  const adminSummary = {
    ...summary,
    product: course.product,
    students_count: 12,
    is_published: true,
    updated_at: FIXTURE_NOW.toISOString(),
  };
  const page = { current_page: 1, last_page: 1, per_page: 20 };
  return {
    csrfCookie: undefined,
    login: undefined,
    logout: undefined,
    me: { data: user },
    register: { data: user },
    verifyEmail: undefined,
    forgotPassword: undefined,
    resetPassword: undefined,
    finishRegistrationShow: { data: { email: user.email, name: user.name } },
    finishRegistration: undefined,
    startDiscord: {
      data: {
        authorize_url: '/callbacks/discord?code=dev-code&state=estado-de-teste-0001',
        state: 'estado-de-teste-0001',
      },
    },
    connectDiscord: {
      data: { connected: true, username: 'maria', connected_at: FIXTURE_NOW.toISOString() },
    },
    listCourses: { data: [adminSummary], meta: { ...page, total: 1 } },
    createCourse: { data: adminSummary },
    getCourse: { data: course },
    updateCourse: { data: summary },
    deleteCourse: undefined,
    deleteCourses: undefined,
    listSections: { data: course.sections },
    createSection: { data: { ...section, id: 9001, title: 'Nova seção', lectures: [] } },
    updateSection: { data: section },
    deleteSection: undefined,
    rankSections: undefined,
    createLecture: { data: { ...lecture, id: 9002, title: 'Nova aula' } },
    updateLecture: { data: lecture },
    deleteLecture: undefined,
    rankLectures: undefined,
    listCourseStudents: { data: [makeCourseStudent()], meta: { ...page, total: 1 } },
    listAdminStudents: { data: [makeAdminStudent()], meta: { ...page, total: 1 } },
    listTrialPeriods: { data: trialPeriodFixtures },
    listPurchaseEvents: { data: purchaseEventFixtures, meta: { ...page, total: 3 } },
    reprocessPurchaseEvent: { data: makePurchaseEvent({ status: 'processed', error: null }) },
    createTrialPeriod: { data: makeTrialPeriod({ id: 3 }) },
    updateTrialPeriod: { data: makeTrialPeriod() },
    deleteTrialPeriod: undefined,
    listAdminProducts: { data: adminProductFixtures },
    createProduct: { data: makeAdminProduct({ id: 9 }) },
    updateProduct: { data: makeAdminProduct() },
    productDeletePreview: { data: productDeletePreviewFixture },
    deleteProduct: undefined,
    adminSummary: { data: makeAdminSummary() },
    listAdminEmails: { data: { failed_count: 0, emails: [] } },
    getAdminStudent: { data: makeAdminStudentProfile() },
    listAdminStudentCourses: { data: studentCourses },
    adminStudentProgress: { data: studentProgress },
    listAdminStudentSubscriptions: { data: studentSubscriptions },
    updateAdminStudentSubscription: { data: makeAdminSubscription() },
    cancelAdminStudentSubscription: {
      data: makeAdminSubscription({ status: 'canceled', ends_at: FIXTURE_NOW.toISOString() }),
    },
    grantAdminStudentSubscription: {
      data: makeAdminSubscription({ provider: 'manual', started_at: FIXTURE_NOW.toISOString() }),
    },
    listAdminComments: { data: adminCommentFixtures, meta: { ...page, total: 3 } },
    adminUnansweredCommentsCount: { data: { count: 3 } },
    setCommentAnswered: { data: makeAdminComment({ answered: true }) },
    listRepositories: { data: [makeRepository({ course_id: course.id })] },
    createRepository: { data: makeRepository({ course_id: course.id }) },
    updateRepository: { data: makeRepository({ course_id: course.id }) },
    deleteRepository: undefined,
    courseOverview: {
      data: makeCourseOverview({
        course: { id: course.id, slug: course.slug, title: course.title, is_published: true },
      }),
    },
    updateCourseCover: { data: { ...adminSummary, cover_url: '/api/covers/demo.webp' } },
    deleteCourseCover: { data: { ...adminSummary, cover_url: null } },
    courseBySlug: { data: course },
    scheduledLectures: { data: [makeScheduledLecture()], meta: { scope: 'enrolled' } },
    updateProgress: undefined,
    watchLecture: {
      data: {
        has_watched: true,
        course_id: course.id,
        lectures_watched_count: course.lectures_watched_count + 1,
        lectures_watched_percentage: Math.round(
          ((course.lectures_watched_count + 1) / course.lectures_count) * 100,
        ),
      },
    },
    bookmarkLecture: { data: { is_bookmarked: true } },
    saveLecturePosition: undefined,
    lectureVideo: {
      data: {
        source: 'upload',
        upload: {
          id: 'upload-demo',
          status: 'ready',
          progress: 100,
          file_name: 'aula-1.mp4',
          size_bytes: 48_000_000,
          failure: null,
          updated_at: FIXTURE_NOW.toISOString(),
        },
        duration_seconds: 12,
        poster_url: null,
        captions: [],
        video_sent_at: FIXTURE_NOW.toISOString(),
        max_bytes: 5 * 1024 ** 3,
      },
    },
    saveLectureCaption: {
      data: {
        language: 'pt-BR',
        label: 'Português (Brasil)',
        url: '/media/s/captions/1/pt-BR.vtt',
        cue_count: 3,
        updated_at: FIXTURE_NOW.toISOString(),
      },
    },
    deleteLectureCaption: undefined,
    myBookmarks: {
      data: [
        {
          course: { id: course.id, title: course.title, slug: course.slug },
          lecture: { id: lecture.id, title: lecture.title, position: lecture.position },
          bookmarked_at: FIXTURE_NOW.toISOString(),
        },
      ],
      meta: { ...page, total: 1 },
    },
    freeLectures: { data: [makeFreeLecture()] },
    lectureComments: { data: [comment], meta: { ...page, total: 1 } },
    createComment: { data: { ...comment, id: 9003, is_own: true, can_edit: true, replies: [] } },
    replyToComment: { data: makeReply({ parent_id: comment.id, is_own: true, can_edit: true }) },
    updateComment: { data: makeReply({ id: comment.id, parent_id: null }) },
    deleteComment: undefined,
    setCommentNotifications: { data: { notify_replies: true } },
    getPreferences: { data: preferences },
    myNotifications: { data: [], meta: { ...page, total: 0 } },
    unreadNotifications: { data: { unread: 0 } },
    markNotificationRead: undefined,
    markAllNotificationsRead: undefined,
    getNotificationPreferences: { data: NOTIFICATION_PREFERENCES },
    updateNotificationPreferences: { data: NOTIFICATION_PREFERENCES },
    unsubscribe: { data: { kind: 'comment_reply' } },
    legalInfo: {
      data: {
        terms_version: TERMS_VERSION,
        privacy_version: PRIVACY_VERSION,
        privacy_contact_email: 'privacidade@aula.dev',
      },
    },
    acceptTerms: undefined,
    listAdminAudit: { data: [] },
    updatePreferences: { data: preferences },
    updateAvatar: { data: { ...user, avatar_url: '/api/avatars/demo.webp' } },
    deleteAvatar: { data: { ...user, avatar_url: null } },
    updateProfile: { data: user },
    resendEmailVerification: undefined,
    listDevices: { data: makeDevices() },
    revokeDevice: undefined,
    myCertificates: { data: makeMyCertificates() },
    confirmCertificateName: { data: makeMyCertificates() },
    courseCertificate: { data: { enabled: true, hours: 12, certificate: makeMyCertificate() } },
    verifyCertificate: { data: makeVerification() },
    getCertificateSettings: { data: makeCertificateSettings() },
    updateCertificateSettings: { data: makeCertificateSettings() },
    listCourseCertificates: { data: [makeAdminCertificate()] },
    revokeCertificate: {
      data: makeAdminCertificate({
        status: 'revoked',
        revoked_at: FIXTURE_NOW.toISOString(),
        revoked_reason: 'Emitido por engano.',
      }),
    },
    renameCertificate: { data: makeAdminCertificate() },
    revokeOtherDevices: undefined,
    getDiscord: {
      data: { connected: true, username: 'maria', connected_at: FIXTURE_NOW.toISOString() },
    },
    disconnectDiscord: undefined,
    listBadges: { data: [{ kind: 'student' }, { kind: 'email_verified' }, { kind: 'discord' }] },
    listProducts: { data: [product] },
    productBySlug: { data: product },
    latestBuild: { build_id: 'dev', built_at: FIXTURE_NOW.toISOString() },
    listSubscriptions: { data: everyStatus },
    subscriptionOffer: { data: frontEndOffer },
    getLifetimeAccess: { data: noLifetime },
    lookupLifetimeOrder: { data: { product: python, already_lifetime: false } },
    requestEmailChangeCode: { data: codeSent(user.email) },
    confirmEmailChangeCode: undefined,
    requestNewEmailCode: { data: codeSent('novo@exemplo.com.br') },
    confirmNewEmail: { data: { ...user, email: 'novo@exemplo.com.br' } },
    requestPasswordChangeCode: { data: codeSent(user.email) },
    changePassword: undefined,
    requestWhatsappChange: { data: codeSent('+55 (11) 91234-5678') },
    confirmWhatsappChange: { data: { ...user, whatsapp: '5511912345678' } },
    pendingWhatsappChange: { data: null },
    removeWhatsapp: { data: { ...user, whatsapp: null } },
    claimLifetimeOrder: {
      data: makeSubscription({
        product: python,
        status: 'lifetime',
        provider: 'order',
        ends_at: null,
      }),
    },
    getDataExport: { data: null },
    createDataExport: { data: makeDataExport() },
    requestAccountDeletionCode: { data: codeSent(user.email) },
    deleteAccount: undefined,
    createAdminStudentDataExport: { data: makeDataExport() },
    deleteAdminStudentAccount: undefined,
  };
}

/** A ready data export (ADR 044), its link signed for 24 hours from the fixtures' clock. */
export const makeDataExport = (overrides: Partial<DataExport> = {}): DataExport => ({
  status: 'ready',
  url: '/api/data-exports/exemplo.json?expires=1&signature=assinatura',
  created_at: FIXTURE_NOW.toISOString(),
  expires_at: new Date(FIXTURE_NOW.getTime() + 24 * 60 * 60 * 1000).toISOString(),
  size_bytes: 48_213,
  ...overrides,
});

/**
 * Handlers for every endpoint: a signed-out visitor who can sign in with the mock credentials,
 * and demo content for everything else. Static paths come before `:id` ones.
 */
export function defaultHandlers(world = createDemoWorld()) {
  const answers = defaultAnswers(world);
  const special = new Set<EndpointName>([
    'csrfCookie',
    'me',
    'login',
    'logout',
    'scheduledLectures',
  ]);
  return [
    csrfCookieHandler,
    meHandlers.guest(),
    loginHandlers.realistic(),
    logoutHandler,
    mockEndpoint('scheduledLectures', answers.scheduledLectures),
    ...(Object.keys(answers) as EndpointName[])
      .filter((name) => !special.has(name))
      .map((name) => mockEndpoint(name, answers[name] as never)),
  ];
}
