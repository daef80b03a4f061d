// The public notices (issue 38 §2): their versions, and the sentences the sign-up and the API
// share. A new version of a notice is a new date here: every account that accepted an older one
// is asked again on its next page load (ADR 047).

/** The version of the Termos de uso (`/termos`): the day it was published. */
export const TERMS_VERSION = '2026-11-27';
/** The version of the Aviso de privacidade (`/privacidade`): the day it was published. */
export const PRIVACY_VERSION = '2026-11-27';

/** The field a sign-up sends to say the person read and accepted both notices. */
export const ACCEPT_TERMS_FIELD = 'accept_terms';

/** The checkbox's error when a sign-up is sent without it (the form's and the API's 422). */
export const ACCEPT_TERMS_REQUIRED =
  'Para criar a conta, aceite os Termos de uso e o Aviso de privacidade.';

/** A consent sent for versions other than the current ones (the page was opened before a change). */
export const CONSENT_VERSION_STALE =
  'Os termos mudaram enquanto a página estava aberta. Recarregue a página e leia a nova versão.';
