import { countLabel, plural } from './plural';

describe('plural', () => {
  it('takes the singular for exactly one and the plural for every other count', () => {
    expect(plural(1, 'aula', 'aulas')).toBe('aula');
    expect(plural(0, 'aula', 'aulas')).toBe('aulas');
    expect(plural(2, 'aula', 'aulas')).toBe('aulas');
  });

  it('writes the count before its word', () => {
    expect(countLabel(1, 'curso', 'cursos')).toBe('1 curso');
    expect(countLabel(0, 'curso', 'cursos')).toBe('0 cursos');
    expect(countLabel(12, 'rascunho', 'rascunhos')).toBe('12 rascunhos');
  });
});
