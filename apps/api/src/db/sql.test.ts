import { describe, expect, it } from 'vitest';
import { compile, escapeLike, sql } from './sql';

describe('sql', () => {
  it('numbers the parameters of the whole statement, nested fragments included', () => {
    const where = [sql`a = ${1}`, sql`b = ${'x'}`];
    const statement = sql`select * from t where ${sql.join(where, ' and ')} limit ${10}`;
    expect(compile(statement)).toEqual({
      text: 'select * from t where a = $1 and b = $2 limit $3',
      values: [1, 'x', 10],
    });
  });

  it('takes text only from raw and ident; a value is always a parameter', () => {
    const statement = sql`select ${sql.ident('title')} from t order by ${sql.raw('id desc')} -- ${"'; drop table t"}`;
    expect(compile(statement)).toEqual({
      text: 'select title from t order by id desc -- $1',
      values: ["'; drop table t"],
    });
    expect(() => sql.ident('title; drop')).toThrow();
  });

  it('joins nothing into nothing', () => {
    expect(compile(sql`x${sql.join([], ', ')}y${sql.empty}`)).toEqual({ text: 'xy', values: [] });
  });

  it('escapes like wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
