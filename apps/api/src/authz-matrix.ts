import type { Queryable } from './db/database';
import type { ApiEndpointName } from './routes/define';

/** Ids of seeded rows the matrix calls with, looked up by their natural keys. */
export interface MatrixFixtures {
  /** react-do-zero: the demo student is enrolled in its product. */
  courseId: number;
  /** Its first lecture (free) and a section of it. */
  lectureId: number;
  sectionId: number;
  /** A comment of the demo student's on that lecture, and one of another student's. */
  ownCommentId: number;
  otherCommentId: number;
}

export async function loadMatrixFixtures(db: Queryable): Promise<MatrixFixtures> {
  const one = async (sql: string, params: unknown[] = []) => {
    const [row] = await db.query<{ id: number }>(sql, params);
    if (!row) throw new Error(`matrix fixture missing: ${sql}`);
    return row.id;
  };
  const courseId = await one("select id from courses where slug = 'react-do-zero'");
  const sectionId = await one(
    'select id from sections where course_id = $1 order by position limit 1',
    [courseId],
  );
  const lectureId = await one(
    'select id from lectures where section_id = $1 order by position limit 1',
    [sectionId],
  );
  const byAuthor = (email: string) =>
    one(
      `select m.id from comments m join users u on u.id = m.user_id
        where m.lecture_id = $1 and m.parent_id is null and u.email = $2 order by m.id limit 1`,
      [lectureId, email],
    );
  return {
    courseId,
    lectureId,
    sectionId,
    ownCommentId: await byAuthor('aluna@aula.dev'),
    otherCommentId: await byAuthor('ana@aula.dev'),
  };
}

export type MatrixRole = 'guest' | 'student' | 'admin';

export interface MatrixCall {
  path: string;
  json?: unknown;
  /** The status each role gets. A 404 or 422 for a role still proves it passed authorization. */
  expect: Record<MatrixRole, number>;
  /** Calls with a new client (the call ends or changes the session). */
  fresh?: boolean;
}

const MISSING = 999_999;
const all = (status: number) => ({ guest: status, student: status, admin: status });
const signedIn = (status: number) => ({ guest: 401, student: status, admin: status });
const adminOnly = (status: number) => ({ guest: 401, student: 403, admin: status });
const studentOnly = (status: number) => ({ guest: 401, student: status, admin: 403 });
/** Registration: refused to anyone signed in. */
const guestOnly = (status: number) => ({ guest: status, student: 403, admin: 403 });
const password = 'uma-senha-boa-2026';

/**
 * The role × route matrix: every endpoint the API serves, called as a guest, the demo student and
 * the demo admin. Typed as a record of every endpoint, so a new endpoint cannot be left out.
 * Destructive admin calls aim at ids that do not exist, so the seed stays whole.
 */
export function authzMatrix(f: MatrixFixtures): Record<ApiEndpointName, MatrixCall> {
  const course = `/api/courses/${f.courseId}`;
  const lecture = `/api/lectures/${f.lectureId}`;
  const courseInput = (slug: string) => ({ title: 'Curso da matriz', slug, product_id: 1 });
  return {
    csrfCookie: { path: '/sanctum/csrf-cookie', expect: all(204) },
    login: {
      path: '/login',
      json: { email: 'ninguem@aula.dev', password: 'errada' },
      expect: all(422),
      fresh: true,
    },
    logout: { path: '/logout', expect: all(204), fresh: true },
    me: { path: '/api/me', expect: signedIn(200) },
    register: {
      path: '/api/register',
      json: {
        name: 'Repetida',
        email: 'aluna@aula.dev',
        password,
        password_confirmation: password,
        accept_terms: true,
      },
      expect: guestOnly(422),
      fresh: true,
    },
    verifyEmail: {
      path: '/api/email/verify',
      json: { token: 'token-que-nao-existe' },
      expect: all(422),
    },
    forgotPassword: {
      path: '/api/forgot-password',
      json: { email: 'ninguem@aula.dev' },
      // An unknown e-mail answers as a known one (S60).
      expect: all(204),
    },
    resetPassword: {
      path: '/api/reset-password',
      json: {
        email: 'ninguem@aula.dev',
        code: '000000',
        password,
        password_confirmation: password,
      },
      expect: all(422),
    },
    finishRegistrationShow: {
      path: '/api/finish-registration/token-que-nao-existe',
      expect: all(404),
    },
    finishRegistration: {
      path: '/api/finish-registration',
      json: {
        token: 'token-que-nao-existe',
        name: 'Alguém',
        password,
        password_confirmation: password,
        accept_terms: true,
      },
      expect: all(422),
    },
    getPreferences: { path: '/api/me/preferences', expect: signedIn(200) },
    updatePreferences: { path: '/api/me/preferences', json: {}, expect: signedIn(200) },
    listSubscriptions: { path: '/api/me/subscriptions', expect: signedIn(200) },
    subscriptionOffer: {
      path: '/api/me/subscriptions/offers/formacao-front-end',
      expect: signedIn(200),
    },
    getLifetimeAccess: { path: '/api/me/lifetime-access', expect: signedIn(200) },
    lookupLifetimeOrder: {
      path: '/api/me/lifetime-access/lookup',
      json: { code: 'CODIGO-DA-MATRIZ' },
      expect: signedIn(404),
    },
    claimLifetimeOrder: {
      path: '/api/me/lifetime-access/claim',
      json: { code: 'CODIGO-DA-MATRIZ' },
      expect: signedIn(404),
    },
    requestEmailChangeCode: { path: '/api/me/email-change/current-code', expect: signedIn(201) },
    confirmEmailChangeCode: {
      path: '/api/me/email-change/current-code/verify',
      json: { code: '000000' },
      expect: signedIn(422),
    },
    // Step 1 was not confirmed: refused before any code is sent.
    requestNewEmailCode: {
      path: '/api/me/email-change/new-email',
      json: { email: 'nova-da-matriz@aula.dev' },
      expect: signedIn(422),
    },
    confirmNewEmail: {
      path: '/api/me/email-change/new-email/verify',
      json: { code: '000000' },
      expect: signedIn(422),
    },
    requestPasswordChangeCode: { path: '/api/me/password-change/code', expect: signedIn(201) },
    changePassword: {
      path: '/api/me/password',
      json: { code: '000000', password, password_confirmation: password },
      expect: signedIn(422),
    },
    requestWhatsappChange: {
      path: '/api/me/whatsapp-change',
      json: { whatsapp: '(21) 99876-0000' },
      expect: signedIn(201),
    },
    confirmWhatsappChange: {
      path: '/api/me/whatsapp-change/verify',
      json: { code: '000000' },
      expect: signedIn(422),
    },
    pendingWhatsappChange: { path: '/api/me/whatsapp-change', expect: signedIn(200) },
    removeWhatsapp: { path: '/api/me/whatsapp', expect: signedIn(200) },
    startDiscord: { path: '/api/me/discord/start', expect: signedIn(201) },
    connectDiscord: {
      path: '/api/me/discord',
      json: { code: 'dev-code', state: 'estado-que-nunca-foi-emitido' },
      expect: signedIn(422),
    },
    // An empty body: authorization passes, the missing file or name is a 422.
    updateAvatar: { path: '/api/me/avatar', json: {}, expect: signedIn(422) },
    deleteAvatar: { path: '/api/me/avatar', expect: signedIn(200) },
    updateProfile: { path: '/api/me/profile', json: {}, expect: signedIn(422) },
    // The demo accounts' e-mails are verified.
    resendEmailVerification: { path: '/api/me/email/verification', expect: signedIn(409) },
    listDevices: { path: '/api/me/devices', expect: signedIn(200) },
    revokeDevice: {
      path: '/api/me/devices/00000000-0000-4000-8000-000000000000',
      expect: signedIn(404),
    },
    // Run with the shared client: it signs out the role's other (used-up) clients, never itself.
    revokeOtherDevices: { path: '/api/me/devices', expect: signedIn(204) },
    getDiscord: { path: '/api/me/discord', expect: signedIn(200) },
    disconnectDiscord: { path: '/api/me/discord', expect: signedIn(204) },
    listBadges: { path: '/api/me/badges', expect: signedIn(200) },
    listProducts: { path: '/api/products?include=courses', expect: all(200) },
    productBySlug: { path: '/api/products-by-slug/formacao-front-end', expect: all(200) },
    listCourses: { path: '/api/courses', expect: adminOnly(200) },
    createCourse: {
      path: '/api/courses',
      json: courseInput('curso-da-matriz'),
      expect: adminOnly(201),
    },
    getCourse: { path: course, expect: adminOnly(200) },
    updateCourse: {
      path: `/api/courses/${MISSING}`,
      json: courseInput('outro-curso'),
      expect: adminOnly(404),
    },
    deleteCourse: { path: `/api/courses/${MISSING}`, expect: adminOnly(404) },
    deleteCourses: { path: '/api/courses', json: { ids: [MISSING] }, expect: adminOnly(204) },
    listSections: { path: `${course}/sections`, expect: adminOnly(200) },
    createSection: {
      path: `/api/courses/${MISSING}/sections`,
      json: { title: 'Nova' },
      expect: adminOnly(404),
    },
    updateSection: {
      path: `${course}/sections/${MISSING}`,
      json: { title: 'Nova' },
      expect: adminOnly(404),
    },
    deleteSection: { path: `${course}/sections/${MISSING}`, expect: adminOnly(404) },
    rankSections: {
      path: `/api/courses/${MISSING}/rank-sections`,
      json: { ids: [1] },
      expect: adminOnly(404),
    },
    createLecture: {
      path: `/api/courses/${MISSING}/lectures`,
      json: { section_id: f.sectionId, title: 'Nova aula' },
      expect: adminOnly(404),
    },
    updateLecture: {
      path: `${course}/lectures/${MISSING}`,
      json: { title: 'Outro' },
      expect: adminOnly(404),
    },
    deleteLecture: { path: `${course}/lectures/${MISSING}`, expect: adminOnly(404) },
    rankLectures: {
      path: `${course}/rank-lectures`,
      json: { sections: [{ id: MISSING, lecture_ids: [1] }] },
      expect: adminOnly(422),
    },
    listCourseStudents: { path: `${course}/students`, expect: adminOnly(200) },
    listRepositories: { path: `${course}/repositories`, expect: adminOnly(200) },
    createRepository: {
      path: `/api/courses/${MISSING}/repositories`,
      json: { name: 'Repo', url: 'https://github.com/aula-dev/x' },
      expect: adminOnly(404),
    },
    updateRepository: {
      path: `${course}/repositories/${MISSING}`,
      json: { name: 'Repo', url: 'https://github.com/aula-dev/x' },
      expect: adminOnly(404),
    },
    deleteRepository: { path: `${course}/repositories/${MISSING}`, expect: adminOnly(404) },
    courseOverview: { path: `${course}/overview`, expect: adminOnly(200) },
    listAdminComments: {
      path: `/api/admin/comments?state=all&course_id=${f.courseId}&search=a`,
      expect: adminOnly(200),
    },
    adminUnansweredCommentsCount: {
      path: '/api/admin/comments/unanswered-count',
      expect: adminOnly(200),
    },
    setCommentAnswered: {
      path: `/api/admin/comments/${MISSING}/answered`,
      json: { answered: true },
      expect: adminOnly(404),
    },
    listAdminStudents: {
      path: '/api/admin/students?product_id=1&status=active',
      expect: adminOnly(200),
    },
    listTrialPeriods: { path: '/api/admin/trial-periods', expect: adminOnly(200) },
    listPurchaseEvents: { path: '/api/admin/purchase-events', expect: adminOnly(200) },
    reprocessPurchaseEvent: {
      path: `/api/admin/purchase-events/${MISSING}/reprocess`,
      expect: adminOnly(404),
    },
    // An empty body: authorization passes, validation refuses it (the seed stays whole).
    createTrialPeriod: { path: '/api/admin/trial-periods', json: {}, expect: adminOnly(422) },
    updateTrialPeriod: {
      path: `/api/admin/trial-periods/${MISSING}`,
      json: { product_id: 1, starts_on: '2026-12-01', ends_on: '2026-12-31', days: 7 },
      expect: adminOnly(404),
    },
    deleteTrialPeriod: { path: `/api/admin/trial-periods/${MISSING}`, expect: adminOnly(404) },
    listAdminProducts: { path: '/api/admin/products', expect: adminOnly(200) },
    // An empty body: authorization passes, validation refuses it (the seed stays whole).
    createProduct: { path: '/api/admin/products', json: {}, expect: adminOnly(422) },
    updateProduct: {
      path: `/api/admin/products/${MISSING}`,
      json: { title: 'Ninguém', slug: 'ninguem', can_comment: true, platform_ids: [] },
      expect: adminOnly(404),
    },
    productDeletePreview: {
      path: `/api/admin/products/${MISSING}/delete-preview`,
      expect: adminOnly(404),
    },
    deleteProduct: { path: `/api/admin/products/${MISSING}`, expect: adminOnly(404) },
    adminSummary: { path: '/api/admin/summary', expect: adminOnly(200) },
    listAdminEmails: { path: '/api/admin/emails', expect: adminOnly(200) },
    // An account no one has: authorization passes, the id is a 404 (UserNotFoundException).
    getAdminStudent: { path: `/api/admin/students/${MISSING}`, expect: adminOnly(404) },
    listAdminStudentCourses: {
      path: `/api/admin/students/${MISSING}/courses`,
      expect: adminOnly(404),
    },
    adminStudentProgress: {
      path: `/api/admin/students/${MISSING}/progress`,
      expect: adminOnly(404),
    },
    listAdminStudentSubscriptions: {
      path: `/api/admin/students/${MISSING}/subscriptions`,
      expect: adminOnly(404),
    },
    updateAdminStudentSubscription: {
      path: `/api/admin/students/${MISSING}/subscriptions/1`,
      json: { ends_at: '2030-01-31' },
      expect: adminOnly(404),
    },
    cancelAdminStudentSubscription: {
      path: `/api/admin/students/${MISSING}/subscriptions/1/cancel`,
      expect: adminOnly(404),
    },
    grantAdminStudentSubscription: {
      path: `/api/admin/students/${MISSING}/subscriptions`,
      json: { product_id: 1 },
      expect: adminOnly(404),
    },
    // An empty body: authorization passes, the missing file is a 422 (ADR 018).
    updateCourseCover: { path: `${course}/cover`, json: {}, expect: adminOnly(422) },
    deleteCourseCover: { path: `${course}/cover`, expect: adminOnly(200) },
    courseBySlug: { path: '/api/course-by-slug/react-do-zero', expect: all(200) },
    scheduledLectures: { path: '/api/courses/scheduled-lectures', expect: signedIn(200) },
    updateProgress: {
      path: `${course}/progress`,
      json: { lecture_id: f.lectureId },
      expect: studentOnly(204),
    },
    watchLecture: { path: `${lecture}/watch`, expect: studentOnly(200) },
    bookmarkLecture: { path: `${lecture}/bookmark`, expect: studentOnly(200) },
    saveLecturePosition: {
      path: `${lecture}/position`,
      json: { seconds: 12 },
      expect: studentOnly(204),
    },
    myBookmarks: { path: '/api/me/bookmarks', expect: studentOnly(200) },
    lectureVideo: { path: `${lecture}/video`, expect: adminOnly(200) },
    saveLectureCaption: {
      path: `${lecture}/captions`,
      json: { language: 'pt-BR', content: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOlá\n' },
      expect: adminOnly(201),
    },
    deleteLectureCaption: { path: `${lecture}/captions/pt-BR`, expect: adminOnly(204) },
    freeLectures: { path: '/api/lectures/free', expect: all(200) },
    lectureComments: { path: `${lecture}/comments`, expect: signedIn(200) },
    createComment: {
      path: `${lecture}/comments`,
      json: { body: 'Comentário da matriz' },
      expect: signedIn(201),
    },
    replyToComment: {
      path: `/api/comments/${f.otherCommentId}/replies`,
      json: { body: 'Resposta da matriz' },
      expect: signedIn(201),
    },
    updateComment: {
      path: `/api/comments/${f.ownCommentId}`,
      json: { body: 'Editado' },
      expect: { guest: 401, student: 200, admin: 403 },
    },
    deleteComment: {
      path: `/api/comments/${MISSING}`,
      expect: signedIn(404),
    },
    setCommentNotifications: {
      path: `/api/comments/${f.otherCommentId}/notifications`,
      json: { notify_replies: true },
      expect: signedIn(200),
    },
    myCertificates: { path: '/api/me/certificates', expect: signedIn(200) },
    confirmCertificateName: {
      path: '/api/me/certificate-name',
      json: { name: 'Nome da Matriz' },
      expect: signedIn(200),
    },
    courseCertificate: { path: `${course}/certificate`, expect: signedIn(200) },
    verifyCertificate: { path: '/api/certificates/AAAA-AAAA-AAAA-AAAA', expect: all(404) },
    getCertificateSettings: { path: `${course}/certificate-settings`, expect: adminOnly(200) },
    updateCertificateSettings: {
      path: `${course}/certificate-settings`,
      json: { enabled: false, hours: 1, signer_name: '', signer_role: '' },
      expect: adminOnly(200),
    },
    listCourseCertificates: { path: `${course}/certificates`, expect: adminOnly(200) },
    revokeCertificate: {
      path: `/api/admin/certificates/${MISSING}/revoke`,
      json: { reason: 'Matriz' },
      expect: adminOnly(404),
    },
    renameCertificate: {
      path: `/api/admin/certificates/${MISSING}/name`,
      json: { name: 'Nome da Matriz' },
      expect: adminOnly(404),
    },
    myNotifications: { path: '/api/me/notifications', expect: signedIn(200) },
    unreadNotifications: { path: '/api/me/notifications/unread-count', expect: signedIn(200) },
    markNotificationRead: {
      path: `/api/me/notifications/${MISSING}/read`,
      expect: signedIn(204),
    },
    markAllNotificationsRead: { path: '/api/me/notifications/read-all', expect: signedIn(204) },
    getNotificationPreferences: { path: '/api/me/notification-preferences', expect: signedIn(200) },
    updateNotificationPreferences: {
      path: '/api/me/notification-preferences',
      json: {},
      expect: signedIn(200),
    },
    unsubscribe: { path: '/api/unsubscribe', json: { token: 'falso' }, expect: all(422) },
    getDataExport: { path: '/api/me/data-export', expect: signedIn(200) },
    createDataExport: { path: '/api/me/data-export', expect: signedIn(201) },
    requestAccountDeletionCode: {
      path: '/api/me/account-deletion/code',
      json: { password: 'senha-errada-da-matriz' },
      // A wrong password for the student; admins cannot delete themselves here (ADR 044).
      expect: { guest: 401, student: 422, admin: 403 },
    },
    deleteAccount: {
      path: '/api/me/account-deletion',
      json: { code: '000000' },
      expect: signedIn(422),
    },
    legalInfo: { path: '/api/legal', expect: all(200) },
    // Versions that are not the current ones: authorization passes, the body is a 422.
    acceptTerms: {
      path: '/api/me/consent',
      json: { terms_version: '1999-01-01', privacy_version: '1999-01-01' },
      expect: signedIn(422),
    },
    listAdminAudit: { path: '/api/admin/audit-log', expect: adminOnly(200) },
    createAdminStudentDataExport: {
      path: `/api/admin/students/${MISSING}/data-export`,
      expect: adminOnly(404),
    },
    deleteAdminStudentAccount: {
      path: `/api/admin/students/${MISSING}/account-deletion`,
      json: { password: 'senha-errada-da-matriz' },
      expect: adminOnly(404),
    },
  };
}
