import { profileBodySchema } from '../endpoints/account-profile';
import { apiErrorMap, fieldErrorsOf } from '../messages';
import { normalizeName, personName } from './person-name';

const errorsOf = (name: string) => {
  const parsed = profileBodySchema.safeParse({ name }, { error: apiErrorMap });
  return parsed.error ? fieldErrorsOf(parsed.error).name : undefined;
};

describe('a person’s name (issue 33, S62)', () => {
  it.each([
    ['a right-to-left override', 'Ana \u202Egnp.exe', 'inverte'],
    ['a left-to-right embedding', '\u202AAna', 'inverte'],
    ['a right-to-left isolate', 'Ana \u2067x\u2069', 'inverte'],
    ['a right-to-left mark', 'Ana\u200F', 'inverte'],
    ['an Arabic letter mark', 'Ana\u061C', 'inverte'],
    ['only zero-width characters', '\u200B\u200C\u200D\u2060', 'letra'],
    ['only a zero-width space and a BOM', '\u200B\uFEFF\u200B', 'letra'],
    ['only digits and punctuation', '12345 !?', 'letra'],
    ['a bell', 'Ana\u0007 Maria', 'controle'],
    ['an escape sequence', 'Ana \u001B[31mMaria', 'controle'],
    ['a line break', 'Ana\nMaria', 'quebras de linha'],
    ['a carriage return', 'Ana\r\nMaria', 'quebras de linha'],
    ['a tab', 'Ana\tMaria', 'controle'],
    ['a C1 control', 'Ana\u0085Maria', 'controle'],
  ])('refuses %s with one pt-BR message on name', (_what, name, words) => {
    const messages = errorsOf(name);
    expect(messages).toHaveLength(1);
    expect(messages?.[0]).toMatch(/^Nome /);
    expect(messages?.[0]).toContain(words);
  });

  it.each([
    ['surrounding and inner spaces', '  Ana   Maria  ', 'Ana Maria'],
    ['a no-break space between words', 'Ana\u00A0Maria', 'Ana Maria'],
    ['a decomposed accent (NFD → NFC)', 'Jose\u0301', 'José'],
    ['Arabic letters', 'مريم', 'مريم'],
    ['Hebrew letters', 'שרה כהן', 'שרה כהן'],
    ['an apostrophe and a hyphen', "Ana D'Ávila-Souza", "Ana D'Ávila-Souza"],
    ['an emoji with a zero-width joiner beside letters', 'Ana 👩‍💻', 'Ana 👩‍💻'],
  ])('takes %s, normalised', (_what, name, stored) => {
    const parsed = profileBodySchema.safeParse({ name });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.name).toBe(stored);
  });

  it('an empty or blank name reads as required, once', () => {
    expect(errorsOf('')).toEqual(['Nome é obrigatório.']);
    expect(errorsOf('    ')).toEqual(['Nome é obrigatório.']);
  });

  it('counts the length once normalised', () => {
    expect(personName().safeParse(`  ${'a'.repeat(120)}  `).success).toBe(true);
    expect(personName().safeParse('a'.repeat(121)).success).toBe(false);
    expect(normalizeName(' a \u3000 b ')).toBe('a b');
  });
});
