import { CONSENT_VERSION_STALE, PRIVACY_VERSION, TERMS_VERSION } from '@aula/contract';
import { recordConsent } from '../consent';
import { fieldError } from '../http';
import type { Handlers } from './define';

/** The public notices' facts and accepting a new version of them (issue 38 §2, ADR 047). */
export const legalHandlers: Pick<Handlers, 'legalInfo' | 'acceptTerms'> = {
  async legalInfo({ privacyContactEmail }) {
    return {
      data: {
        terms_version: TERMS_VERSION,
        privacy_version: PRIVACY_VERSION,
        privacy_contact_email: privacyContactEmail,
      },
    };
  },

  /** The versions the person read must be the current ones: a page opened before a change asks again. */
  async acceptTerms({ c, db, body, viewer }) {
    if (body.terms_version !== TERMS_VERSION)
      throw fieldError('terms_version', CONSENT_VERSION_STALE);
    if (body.privacy_version !== PRIVACY_VERSION) {
      throw fieldError('privacy_version', CONSENT_VERSION_STALE);
    }
    await db.transaction((tx) => recordConsent(tx, viewer.id, 'update', c.get('ip')));
    return undefined;
  },
};
