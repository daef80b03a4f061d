import { accountChangeEndpointDocs } from './account-changes-docs';
import { subscriptionEndpointDocs } from './account-subscriptions-docs';
import { certificateEndpointDocs } from './certificates-docs';
import type { EndpointDoc } from './define';
import type { EndpointName } from './index';
import { notificationEndpointDocs } from './notifications-docs';
import { adminPrivacyEndpointDocs, privacyEndpointDocs } from './privacy-docs';

/**
 * Each endpoint's summary and error codes, for the OpenAPI document only. Kept apart from the
 * endpoint table so that the apps, which import the table, do not ship documentation (ADR 007).
 */
export const endpointDocs: Record<EndpointName, EndpointDoc> = {
  csrfCookie: { summary: 'Starts a session and sets the XSRF-TOKEN cookie' },
  login: {
    summary: 'Signs in; rotates the session id',
    errors: ['InvalidAuthenticationException', 'ValidationException'],
  },
  logout: { summary: 'Signs out; destroys the session' },
  me: { summary: 'The signed-in user, or 401' },
  register: {
    summary: 'Creates an account and sends the verification e-mail',
    errors: ['UserHasBeenTakenException', 'ValidationException'],
  },
  verifyEmail: {
    summary: 'Verifies an e-mail address with the token sent to it',
    errors: ['InvalidConfirmationToken', 'EmailAlreadyVerifiedException'],
  },
  forgotPassword: {
    summary:
      'Step 1 of 2: sends a password code to the e-mail if it has an account; 204 either way',
    errors: ['ValidationException'],
  },
  resetPassword: {
    summary: 'Step 2 of 2: sets a new password with the code',
    errors: ['InvalidPasswordCodeException', 'ValidationException'],
  },
  finishRegistrationShow: {
    summary: 'Step 1 of 2: who the invitation token is for',
    errors: ['InvalidConfirmationToken'],
  },
  finishRegistration: {
    summary: 'Step 2 of 2: sets the name and password of an invited account',
    errors: ['InvalidConfirmationToken', 'OrderNotFoundException', 'ValidationException'],
  },
  connectDiscord: {
    summary: 'Completes the Discord connection with the OAuth code; checks the state it issued',
    errors: ['InvalidConfirmationToken', 'ValidationException'],
  },
  startDiscord: { summary: 'Issues an OAuth state and returns the Discord authorisation address' },
  getDiscord: { summary: "The viewer's Discord connection (connected or not)" },
  disconnectDiscord: { summary: 'Removes the Discord connection (idempotent)' },
  listBadges: {
    summary: "The viewer's badges (aluno, acesso vitalício, e-mail verificado, Discord)",
  },
  updateAvatar: {
    summary:
      'Replaces the photo (multipart `avatar`: JPEG, PNG or WebP by its bytes, at most 2 MB; 413 when larger)',
    errors: ['ValidationException'],
  },
  deleteAvatar: { summary: 'Removes the photo (idempotent)' },
  updateProfile: {
    summary: 'Changes the name (2 to 120 characters, trimmed)',
    errors: ['ValidationException'],
  },
  resendEmailVerification: {
    summary: 'Sends a new e-mail verification link (1 a minute per user: 429 with Retry-After)',
    errors: ['EmailAlreadyVerifiedException'],
  },
  listDevices: {
    summary: "The viewer's signed-in sessions: browser, system, masked address, dates, current",
  },
  revokeDevice: {
    summary: 'Signs one other device out by its public id (the current one: 422)',
    errors: ['ValidationException'],
  },
  revokeOtherDevices: { summary: 'Signs every device but the current one out' },
  listCourses: { summary: 'Courses (admin list), paginated' },
  createCourse: { summary: 'Creates a course', errors: ['ValidationException'] },
  getCourse: { summary: 'A course with its sections and lectures (admin)' },
  updateCourse: { summary: 'Updates a course', errors: ['ValidationException'] },
  deleteCourse: { summary: 'Deletes a course' },
  deleteCourses: { summary: 'Deletes several courses at once' },
  listSections: { summary: "A course's sections with their lectures" },
  createSection: { summary: 'Adds a section at the end', errors: ['ValidationException'] },
  updateSection: { summary: 'Renames a section', errors: ['ValidationException'] },
  deleteSection: { summary: 'Deletes a section and its lectures' },
  rankSections: {
    summary: "Reorders a course's sections atomically",
    errors: ['ValidationException'],
  },
  createLecture: {
    summary: 'Adds a lecture at the end of a section',
    errors: ['ValidationException'],
  },
  updateLecture: {
    summary: 'Updates a lecture (title, schedule, free, published...)',
    errors: ['ValidationException'],
  },
  deleteLecture: { summary: 'Deletes a lecture' },
  rankLectures: {
    summary: "Reorders a section's lectures atomically",
    errors: ['ValidationException'],
  },
  listCourseStudents: {
    summary:
      "A course's students (every subscription to its product, any state) with progress, last lecture and last access, paginated (ADR 019)",
    errors: ['ValidationException'],
  },
  listRepositories: { summary: "A course's code repositories" },
  createRepository: { summary: 'Adds a repository', errors: ['ValidationException'] },
  updateRepository: { summary: 'Updates a repository', errors: ['ValidationException'] },
  deleteRepository: { summary: 'Deletes a repository' },
  listAdminStudents: {
    summary: 'Every account with its subscriptions and progress, filtered (admin list, ADR 021)',
  },
  listTrialPeriods: { summary: 'Every trial period, the latest start first (ADR 023)' },
  createTrialPeriod: {
    summary: "Creates a product's trial period; an overlapping range is refused on starts_on",
    errors: ['ValidationException'],
  },
  updateTrialPeriod: {
    summary: 'Updates a trial period (it never overlaps itself)',
    errors: ['ValidationException'],
  },
  deleteTrialPeriod: { summary: 'Deletes a trial period (the trials it granted stay)' },
  adminSummary: {
    summary: "The admin home's figures and the latest unanswered comments (ADR 023)",
  },
  listAdminEmails: {
    summary: 'The newest 100 e-mails with their delivery status, and how many failed (ADR 039)',
  },
  getAdminStudent: {
    summary: "One account's profile for the admin (ADR 021)",
    errors: ['UserNotFoundException'],
  },
  listAdminStudentCourses: {
    summary: 'The published courses the account can watch now, with progress (ADR 021)',
    errors: ['UserNotFoundException'],
  },
  adminStudentProgress: {
    summary:
      "The account's progress per course: watched lectures with dates, last lecture (ADR 021)",
    errors: ['UserNotFoundException'],
  },
  listAdminStudentSubscriptions: {
    summary: "The account's subscriptions, newest first (ADR 021)",
    errors: ['UserNotFoundException'],
  },
  updateAdminStudentSubscription: {
    summary:
      "Changes a subscription's end date (the end of that day in America/Sao_Paulo, or none) (ADR 021)",
    errors: ['UserNotFoundException', 'ValidationException'],
  },
  cancelAdminStudentSubscription: {
    summary: 'Cancels a subscription: state canceled, access ends now (ADR 021)',
    errors: ['UserNotFoundException'],
  },
  grantAdminStudentSubscription: {
    summary:
      'Grants a manual subscription (active, optional end date); 422 when one already gives access (ADR 021)',
    errors: ['UserNotFoundException', 'ValidationException'],
  },
  listAdminComments: {
    summary:
      'Top-level comments with their replies for moderation: unanswered first, oldest first (ADR 022)',
  },
  adminUnansweredCommentsCount: {
    summary: 'How many top-level comments wait for a team answer (ADR 022)',
  },
  setCommentAnswered: { summary: 'Marks a comment answered without replying, or reopens it' },
  courseOverview: { summary: "A course's counts for the admin page's overview (ADR 017)" },
  updateCourseCover: {
    summary:
      "Replaces the course's cover (multipart `cover`: JPEG, PNG or WebP by its bytes, at most 2 MB; 413 when larger)",
    errors: ['ValidationException'],
  },
  deleteCourseCover: { summary: "Removes the course's cover (idempotent)" },
  courseBySlug: { summary: "The player's course: sections, lectures and the viewer's progress" },
  scheduledLectures: { summary: 'Lectures scheduled for release, soonest first' },
  updateProgress: { summary: 'Records the lecture the student opened last' },
  watchLecture: {
    summary:
      "Sets a lecture watched ({watched}; toggles without it); returns the course's new totals",
  },
  bookmarkLecture: { summary: 'Sets a lecture bookmarked ({bookmarked}; toggles without it)' },
  saveLecturePosition: {
    summary: "Saves where the student is in the lecture's video ({seconds}); the newest wins",
    errors: ['ValidationException'],
  },
  lectureVideo: {
    summary:
      "A lecture's uploaded video (its newest upload and state), poster and captions (admin)",
  },
  saveLectureCaption: {
    summary: 'Adds or replaces a caption track (WebVTT or SubRip, stored as WebVTT) (admin)',
    errors: ['ValidationException'],
  },
  deleteLectureCaption: { summary: "Removes a lecture's caption track in a language (admin)" },
  listPurchaseEvents: {
    summary: "The checkout platforms' events, latest first, with what Aula did (ADR 042)",
  },
  reprocessPurchaseEvent: {
    summary: 'Applies a failed or pending purchase event again (after its product is mapped)',
    errors: ['ValidationException'],
  },
  myBookmarks: { summary: "The viewer's bookmarked lectures, by course then position (paginated)" },
  freeLectures: { summary: 'Free lectures anyone may watch' },
  listProducts: { summary: "The catalogue's products (with their courses when `include=courses`)" },
  productBySlug: { summary: 'One product, with its courses when `include=courses`' },
  lectureComments: { summary: "A lecture's comments with their replies, newest first, paginated" },
  createComment: {
    summary: "Comments on a lecture (when the product's can_comment is true)",
    errors: ['ValidationException'],
  },
  replyToComment: {
    summary: "Replies to a comment; an admin's reply is the team's and answers the thread",
    errors: ['ValidationException'],
  },
  updateComment: { summary: "Edits one's own comment or reply", errors: ['ValidationException'] },
  deleteComment: {
    summary: "Deletes one's own comment (and its replies) or reply; an admin deletes anyone's",
  },
  setCommentNotifications: { summary: 'Turns reply notifications for a comment on or off' },
  getPreferences: { summary: "The student's player preferences" },
  updatePreferences: {
    summary: "Updates the student's player preferences",
    errors: ['ValidationException'],
  },
  latestBuild: { summary: 'The deployed build id, polled to offer a reload after a deploy' },
  ...subscriptionEndpointDocs,
  ...accountChangeEndpointDocs,
  ...certificateEndpointDocs,
  ...notificationEndpointDocs,
  ...privacyEndpointDocs,
  listAdminProducts: {
    summary: 'Every product with its offer, platform ids and courses (ADR 041)',
  },
  createProduct: { summary: 'Creates a product', errors: ['ValidationException'] },
  updateProduct: {
    summary: 'Updates a product and its platform ids',
    errors: ['ValidationException'],
  },
  productDeletePreview: {
    summary: 'What deleting a product would take: students, courses, lectures',
  },
  deleteProduct: { summary: 'Deletes a product with its courses and subscriptions' },
  legalInfo: {
    summary: "The notices' current versions and the privacy contact (ADR 047)",
  },
  acceptTerms: {
    summary: 'Accepts the current Termos de uso and Aviso de privacidade (ADR 047)',
    errors: ['ValidationException'],
  },
  listAdminAudit: {
    summary: "The newest 200 entries of the admins' audit log (ADR 047)",
  },
  ...adminPrivacyEndpointDocs,
};
