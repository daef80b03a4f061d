import fc from 'fast-check';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/eu/perfil', '/eu/perfil'],
    ['/curso-de-react/aula/3?t=10#comentarios', '/curso-de-react/aula/3?t=10#comentarios'],
    ['/admin', '/admin'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['encoded slash', '/%2Fevil.example'],
    ['absolute https', 'https://evil.example/x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'eu/perfil'],
    ['tab trick', '/\t/evil.example'],
    ['newline', '/%0A/evil.example'],
    ['the login page', '/login?redirect=/x'],
    ['the logout page', '/logout'],
    ['malformed encoding', '/%E0%A4%A'],
  ])('falls back to / for %s', (_name, input) => {
    expect(safeRedirect(input)).toBe('/');
  });
});

describe('safeRedirect on values the URL parser normalises', () => {
  it.each([
    ['a dot-dot segment before a double slash', '/x/..//evil.example'],
    ['a dot segment before a double slash', '/.//evil.example'],
    ['encoded dot-dot segments', '/x/%2e%2e//evil.example'],
    ['a dot-dot segment before a backslash', '/x/../\\evil.example'],
    ['a trailing dot-dot over a double slash', '/a/b/../..//evil.example/x?y=1'],
  ])('never returns a protocol-relative path for %s', (_name, input) => {
    expect(safeRedirect(input)).toBe('/');
  });

  it('keeps a dot segment that normalises to a plain path', () => {
    expect(safeRedirect('/cursos/../eu/perfil')).toBe('/eu/perfil');
  });

  it.each([['/LOGIN'], ['/Logout/'], ['/x/../login'], ['/%6cogin']])(
    'refuses the auth page written as %s',
    (input) => {
      expect(safeRedirect(input)).toBe('/');
    },
  );
});

describe('safeRedirect, property-based', () => {
  const pieces = fc.constantFrom(
    '/',
    '.',
    '..',
    '\\',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%2e',
    '%2E',
    '%252f',
    '%255c',
    '%252e',
    '\t',
    '\n',
    '\r',
    ' ',
    '?',
    '#',
    ':',
    '@',
    'evil.example',
    'aula.dev',
    'https:',
    'javascript:',
    'eu',
    'perfil',
    'login',
  );
  const path = fc.array(pieces, { minLength: 0, maxLength: 12 }).map((parts) => parts.join(''));
  const pathFromRoot = path.map((p) => `/${p}`);
  const anyValue = fc.oneof(path, pathFromRoot, fc.string(), fc.webUrl(), fc.webPath());

  /** `/` alone, or one `/` followed by a character that is neither `/` nor `\`. */
  const SAME_ORIGIN = /^\/(?:$|[^/\\])/;

  it('always returns / or a path starting with exactly one slash', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(safeRedirect(value)).toMatch(SAME_ORIGIN);
      }),
      { numRuns: 5000 },
    );
  });

  it('returns a path the URL parser leaves as it is, on this origin', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const result = safeRedirect(value);
        const url = new URL(result, 'https://aula.invalid/a/b');
        expect(url.origin).toBe('https://aula.invalid');
        expect(`${url.pathname}${url.search}${url.hash}`).toBe(result);
        expect(url.pathname).toMatch(SAME_ORIGIN);
      }),
      { numRuns: 5000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const once = safeRedirect(value);
        expect(safeRedirect(once)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });
});
