import { z } from 'zod/mini';
import { envelope, str } from '../entities/common';
import { endpoint } from './define';

/**
 * What the public notices show that the server knows (issue 38 §2, ADR 047): the controller's
 * contact (`PRIVACY_CONTACT_EMAIL`) and the notices' current versions.
 */
export const legalInfoSchema = z.object({
  terms_version: z.string(),
  privacy_version: z.string(),
  privacy_contact_email: z.string(),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;

/** Accepting the notices again, for the versions the person read. */
export const acceptTermsBodySchema = z.object({
  terms_version: str(z.maxLength(20)),
  privacy_version: str(z.maxLength(20)),
});
export type AcceptTermsBody = z.infer<typeof acceptTermsBodySchema>;

export const legalEndpoints = {
  legalInfo: endpoint({
    method: 'GET',
    path: 'api/legal',
    access: 'public',
    response: envelope(legalInfoSchema),
  }),
  /** The signed-in person accepts the current notices ("Atualizamos nossos termos"). */
  acceptTerms: endpoint({
    method: 'POST',
    path: 'api/me/consent',
    access: 'user',
    body: acceptTermsBodySchema,
  }),
} as const;
