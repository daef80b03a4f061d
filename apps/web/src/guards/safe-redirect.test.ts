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
