/** The longest slug proposed from a title (the field stays editable). */
export const SLUG_MAX_LENGTH = 80;

/**
 * The course address proposed from its title: lowercase, accents stripped ("Introdução" →
 * "introducao"), every run of other characters a single hyphen, none at the ends.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}
