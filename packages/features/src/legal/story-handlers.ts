import { mockEndpoint } from '../testing';

/** The notices' read as the stories answer it: today's versions and a contact address. */
export const legalInfoHandler = (contact = 'dpo@escola.com.br') =>
  mockEndpoint('legalInfo', {
    data: {
      terms_version: '2026-11-27',
      privacy_version: '2026-11-27',
      privacy_contact_email: contact,
    },
  });
