import { courseInputSchema } from '@aula/contract';
import { SLUG_MAX_LENGTH, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['React do zero', 'react-do-zero'],
    ['Introdução à Programação', 'introducao-a-programacao'],
    ['  Dados & Python: 2ª edição!  ', 'dados-python-2-edicao'],
    ['ÇÃO--ção__Ñandu', 'cao-cao-nandu'],
    ['100% prático', '100-pratico'],
    ['---', ''],
  ])('proposes %j as %j', (title, expected) => {
    expect(slugify(title)).toBe(expected);
  });

  it('proposes only slugs the contract accepts, never ending in a hyphen when cut', () => {
    const long = `${'palavra '.repeat(30)}fim`;
    const proposed = slugify(long);
    expect(proposed.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(proposed.endsWith('-')).toBe(false);
    for (const title of ['React do zero', 'Introdução à Programação', long, 'a  b']) {
      expect(courseInputSchema.shape.slug.safeParse(slugify(title)).success).toBe(true);
    }
  });
});
