import { z } from 'zod/mini';
import { str } from './common';

/**
 * A person's name as the API takes it (registration, finishing an invited registration, the
 * profile): issue 33, S62. A name is shown to other people (comments, the admin's lists), so it
 * may not hide or disguise itself: no control characters (BEL, ESC, line breaks), no characters
 * that turn the text's direction (`Ana \u202Egnp.exe` reads "Ana exe.png"), and at least one
 * letter (a name of zero-width characters shows as a blank author). What passes is stored in
 * Unicode NFC, without surrounding spaces and with inner runs of spaces as one.
 */

/** The rules of a name, as their issues carry them (`issue.params.rule`) for messages. */
export const NAME_RULES = {
  control: 'name_control',
  bidi: 'name_bidi',
  letter: 'name_letter',
} as const;

/** Control characters (Unicode Cc): C0 (tab, line breaks, BEL, ESC...), DEL and C1. */
const CONTROL = /\p{Cc}/u;
/**
 * Characters that change the direction of the text around them: the embeddings and overrides
 * (U+202A–U+202E), the isolates (U+2066–U+2069), the marks (U+200E, U+200F) and Arabic's U+061C.
 * Right-to-left letters themselves (Arabic, Hebrew) are fine.
 */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
const LETTER = /\p{L}/u;

/** NFC, no surrounding spaces, one space between words. */
export const normalizeName = (value: string) => value.normalize('NFC').replace(/\s+/gu, ' ').trim();

export const hasNoControl = (value: string) => !CONTROL.test(value);
export const hasNoBidi = (value: string) => !BIDI.test(value);
export const hasLetter = (value: string) => LETTER.test(value);

/** The name schema, `min` to `max` characters once normalised (2 to 120 for a person). */
export const personName = (min = 2, max = 120) =>
  str(
    // On what was typed: a line break must not pass as a space.
    z.refine(hasNoControl, { params: { rule: NAME_RULES.control } }),
    z.refine(hasNoBidi, { params: { rule: NAME_RULES.bidi } }),
    z.overwrite(normalizeName),
    // An empty name is the length's to refuse ("é obrigatório"), once.
    z.refine((value) => value === '' || hasLetter(value), { params: { rule: NAME_RULES.letter } }),
    z.minLength(min),
    z.maxLength(max),
  );
