import type { EndpointDoc } from './define';
import type { adminPrivacyEndpoints, privacyEndpoints } from './privacy';

/** The OpenAPI summaries of the LGPD rights (ADR 044). */
export const privacyEndpointDocs: Record<keyof typeof privacyEndpoints, EndpointDoc> = {
  getDataExport: { summary: "The viewer's latest data export and its signed link (or null)" },
  createDataExport: {
    summary: 'Produces a JSON document of everything Aula holds about the viewer, for 24 hours',
  },
  requestAccountDeletionCode: {
    summary: 'Checks the password and e-mails a 6-digit code to confirm the account deletion',
    errors: ['ValidationException'],
  },
  deleteAccount: {
    summary: "Deletes (anonymises) the viewer's account with the e-mailed code; every session ends",
    errors: ['InvalidAccountDeletionCodeException', 'ValidationException'],
  },
};

/** The OpenAPI summaries of the admin's actions on a request (ADR 044 "Admin requests"). */
export const adminPrivacyEndpointDocs: Record<keyof typeof adminPrivacyEndpoints, EndpointDoc> = {
  createAdminStudentDataExport: {
    summary: "Produces a student's data export for the admin (audit entry data.export)",
    errors: ['UserNotFoundException'],
  },
  deleteAdminStudentAccount: {
    summary:
      "Deletes (anonymises) a student's account, confirmed with the admin's password (audit entry account.delete)",
    errors: ['UserNotFoundException', 'ValidationException'],
  },
};
