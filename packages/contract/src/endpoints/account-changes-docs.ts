import type { accountChangeEndpoints } from './account-changes';
import type { EndpointDoc } from './define';

/** The OpenAPI summaries of the account-step flows (ADR 014). */
export const accountChangeEndpointDocs: Record<keyof typeof accountChangeEndpoints, EndpointDoc> = {
  requestEmailChangeCode: {
    summary: 'E-mail change, step 1: sends a code to the current address (1 a minute)',
  },
  confirmEmailChangeCode: {
    summary: 'E-mail change, step 1: checks the current address code (5 tries, 10 minutes)',
    errors: ['InvalidEmailChangeCodeException', 'ValidationException'],
  },
  requestNewEmailCode: {
    summary: 'E-mail change, step 2: sends a code to the new address (after step 1)',
    errors: [
      'OwnEmailNotAllowedException',
      'UserHasBeenTakenException',
      'InvalidEmailChangeCodeException',
      'ValidationException',
    ],
  },
  confirmNewEmail: {
    summary:
      "E-mail change, step 3: the new address's code; changes it, tells the old one, signs out other sessions",
    errors: ['InvalidEmailChangeCodeException', 'UserHasBeenTakenException', 'ValidationException'],
  },
  requestPasswordChangeCode: {
    summary: "Password change, step 1: sends a code to the account's address (1 a minute)",
  },
  changePassword: {
    summary: 'Password change, step 2: code and new password; signs out other sessions',
    errors: ['PasswordChangeCodeNotValidException', 'ValidationException'],
  },
  requestWhatsappChange: {
    summary: 'WhatsApp change, step 1: a Brazilian mobile number; sends it a PIN (1 a minute)',
    errors: [
      'InvalidWhatsappNumberException',
      'OwnWhatsappNotAllowedException',
      'ValidationException',
    ],
  },
  confirmWhatsappChange: {
    summary: 'WhatsApp change, step 2: the PIN; saves the number',
    errors: [
      'InvalidWhatsappChangeCodeException',
      'OwnWhatsappNotAllowedException',
      'ValidationException',
    ],
  },
  pendingWhatsappChange: {
    summary: 'WhatsApp change: the PIN still waiting to be typed (to reopen step 2), or null',
  },
  removeWhatsapp: {
    summary: 'Removes the saved WhatsApp number (and any PIN waiting for a new one)',
  },
};
