/**
 * The word for `count` things: `one` for exactly 1, `other` for every other number (0 included,
 * "0 aulas", as the interface has always written it; `Intl.PluralRules('pt-BR')` would say
 * "0 aula", its rule for Brazil puts 0 with 1).
 */
export function plural(count: number, one: string, other: string): string {
  return count === 1 ? one : other;
}

/** "1 aula", "3 aulas": the count and its word. */
export function countLabel(count: number, one: string, other: string): string {
  return `${count} ${plural(count, one, other)}`;
}
