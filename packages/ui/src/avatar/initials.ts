/**
 * The avatar's fallback text: the first letter of each of the first two words, at most two
 * characters, upper-cased with the pt-BR locale. Extra spaces are ignored; a word's marks before
 * its first letter or digit are skipped ("(Ana)" → "A"; a name typed as `Maria <b>da</b>` was
 * "M<"), and a word with none is no word; letters are taken by grapheme so an accented or
 * combined letter is never split.
 */
export function getInitials(name: string | null | undefined): string {
  if (!name) return '';
  const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
  const firstLetter = (word: string) => {
    for (const { segment } of segmenter.segment(word)) {
      if (/^[\p{L}\p{N}]/u.test(segment)) return segment;
    }
    return '';
  };
  return name
    .trim()
    .split(/\s+/u)
    .map(firstLetter)
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase('pt-BR');
}
