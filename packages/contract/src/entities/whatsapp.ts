/**
 * Brazilian WhatsApp numbers (issue 17): a mobile number with its area code (DDD), stored as E.164
 * digits (`5511912345678`) and shown as `+55 (11) 91234-5678`. Shared by the form and the API, so
 * both sides accept and refuse the same numbers.
 */

/** The area codes (DDD) in use in Brazil (Anatel). */
export const BRAZILIAN_DDDS: ReadonlySet<string> = new Set(
  [
    '11 12 13 14 15 16 17 18 19',
    '21 22 24 27 28',
    '31 32 33 34 35 37 38',
    '41 42 43 44 45 46 47 48 49',
    '51 53 54 55',
    '61 62 63 64 65 66 67 68 69',
    '71 73 74 75 77 79',
    '81 82 83 84 85 86 87 88 89',
    '91 92 93 94 95 96 97 98 99',
  ]
    .join(' ')
    .split(' '),
);

/** The national digits a person typed: without the `+55` country code when they typed it. */
function nationalDigits(input: string): string {
  // The mask's own prefix: "+55 (1" while typing is DDD "1", not the digits "551".
  const trimmed = input.trim();
  if (trimmed.startsWith('+55')) return trimmed.slice(3).replace(/\D/g, '');
  const digits = trimmed.replace(/\D/g, '');
  // "+55 11 9…" has 13 digits; a national number has at most 11.
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}

export type WhatsappProblem = 'incomplete' | 'ddd' | 'not_mobile';

/**
 * What is wrong with a typed number, or null when it is a Brazilian mobile: 11 national digits,
 * a DDD in use, and a subscriber number of 9 digits starting with 9.
 */
export function whatsappProblem(input: string): WhatsappProblem | null {
  const digits = nationalDigits(input);
  if (digits.length < 10 || digits.length > 11) return 'incomplete';
  if (!BRAZILIAN_DDDS.has(digits.slice(0, 2))) return 'ddd';
  if (digits.length !== 11 || digits[2] !== '9') return 'not_mobile';
  return null;
}

/** E.164 digits (`5511912345678`) of a valid number, or null. */
export function normalizeWhatsapp(input: string): string | null {
  return whatsappProblem(input) === null ? `55${nationalDigits(input)}` : null;
}

/**
 * The mask over what was typed so far (the form formats as the person types; extra digits are
 * dropped): a mobile (subscriber number starting with 9, 9 digits) as `+55 (11) 93456-7890`, a
 * landline (8 digits) as `+55 (11) 3456-7890`, so the dash never jumps while typing either.
 */
export function formatWhatsapp(input: string): string {
  const national = nationalDigits(input);
  const mobile = national.length <= 2 || national[2] === '9';
  const digits = national.slice(0, mobile ? 11 : 10);
  if (digits.length === 0) return '';
  const ddd = digits.slice(0, 2);
  const split = mobile ? 7 : 6;
  const first = digits.slice(2, split);
  const last = digits.slice(split);
  let out = `+55 (${ddd}`;
  if (digits.length > 2) out += `) ${first}`;
  if (last) out += `-${last}`;
  return out;
}

/** The pt-BR sentence for each problem (the API answers the same on `InvalidWhatsappNumberException`). */
export const WHATSAPP_PROBLEM_MESSAGES: Record<WhatsappProblem, string> = {
  incomplete: 'Informe o número completo com DDD, por exemplo +55 (11) 91234-5678.',
  ddd: 'Este DDD não existe. Confira os dois dígitos depois do +55.',
  not_mobile: 'Informe um número de celular: depois do DDD, 9 dígitos começando com 9.',
};
