import { getInitials } from './initials';

describe('getInitials', () => {
  it.each([
    ['Maria da Silva', 'MD'],
    ['  maria   da silva ', 'MD'],
    ['joão', 'J'],
    ['élida ângela', 'ÉÂ'],
    ['ana\tbeatriz\ncosta', 'AB'],
    ['', ''],
    ['   ', ''],
  ])('given %j, returns %j', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });

  it('given null or undefined, returns an empty string', () => {
    expect(getInitials(null)).toBe('');
    expect(getInitials(undefined)).toBe('');
  });

  it('never splits a combined letter (e + combining acute)', () => {
    expect(getInitials('e\u0301rica souza')).toBe('E\u0301S');
  });

  it('skips marks before a word’s first letter, and words with no letter at all', () => {
    expect(getInitials('Maria <b>da</b> Silva')).toBe('MB');
    expect(getInitials('(Ana) Souza')).toBe('AS');
    expect(getInitials('— Ana — Souza')).toBe('AS');
    expect(getInitials('<<< >>>')).toBe('');
  });

  it('never returns more than two characters of initials', () => {
    expect([...new Intl.Segmenter().segment(getInitials('a b c d'))]).toHaveLength(2);
  });
});
