import { isTyping, shortcutFor } from './use-shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('shortcutFor', () => {
  it.each([
    [' ', 'toggle-play'],
    ['k', 'toggle-play'],
    ['K', 'toggle-play'],
    ['j', 'back'],
    ['l', 'forward'],
    ['n', 'next'],
    ['P', 'previous'],
    ['m', 'toggle-watched'],
    ['c', 'toggle-captions'],
    ['C', 'toggle-captions'],
    ['q', 'quality'],
    ['Q', 'quality'],
    ['?', 'help'],
    ['x', null],
    ['Enter', null],
  ])('%j → %s', (k, action) => {
    expect(shortcutFor(key(k))).toBe(action);
  });

  it('leaves the browser its own combinations (Ctrl+L, Cmd+K, Alt+N)', () => {
    expect(shortcutFor(key('l', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('k', { metaKey: true }))).toBeNull();
    expect(shortcutFor(key('n', { altKey: true }))).toBeNull();
  });
});

describe('isTyping', () => {
  it('is true in fields and editable areas, false elsewhere', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><select id="s"></select><div contenteditable="true"><span id="e">x</span></div><button id="b">b</button>';
    for (const id of ['i', 't', 's', 'e']) expect(isTyping(document.getElementById(id))).toBe(true);
    expect(isTyping(document.getElementById('b'))).toBe(false);
    expect(isTyping(document.body)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
