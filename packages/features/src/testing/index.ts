export {
  courseTotals,
  FIXTURE_NOW,
  makeComment,
  makeCourse,
  makeCourseStudent,
  makeFreeLecture,
  makeLecture,
  makePreferences,
  makeProduct,
  makeReply,
  makeRepository,
  makeScheduledLecture,
  makeSection,
  makeUser,
  mockCredentials,
  shellHrefsFixture,
  toSummary,
} from './fixtures';
export {
  createDemoWorld,
  csrfCookieHandler,
  defaultAnswers,
  defaultHandlers,
  loginHandlers,
  logoutHandler,
  meHandlers,
} from './handlers';
export { errorResponse, type MockAnswer, mockEndpoint, mockPath, mockState } from './mock';
