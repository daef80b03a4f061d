/**
 * The avatar's fallback text: the first letter of each of the first two words, at most two
 * characters, upper-cased with the pt-BR locale. Extra spaces are ignored; letters are taken by
 * grapheme so an accented or combined letter is never split.
 */
export function getInitials(name: string | null | undefined): string {
  if (!name) return '';
  const words = name.trim().split(/\s+/u).filter(Boolean).slice(0, 2);
  const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
  return words
    .map((word) => {
      const first = segmenter.segment(word)[Symbol.iterator]().next();
      return first.done ? '' : first.value.segment;
    })
    .join('')
    .toLocaleUpperCase('pt-BR');
}
