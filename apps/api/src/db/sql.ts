import type { Queryable } from './database';

/**
 * The one way this API builds SQL that varies (ADR 034): a tagged template. Each `${value}` is a
 * parameter (`$1`, `$2`... in the order they appear), a nested `sql` fragment is spliced in with
 * its own parameters, and `sql.raw` / `sql.ident` are the only ways to put text in, for the
 * code's own constants. `compile` numbers the parameters once, for the whole statement, so no
 * fragment ever counts them, and what crosses a module boundary is a fragment or a typed filter,
 * never a string with `$n` in it.
 *
 *     const where = [sql`c.is_published`];
 *     if (term) where.push(sql`c.title ilike ${`%${escapeLike(term)}%`} escape '\\'`);
 *     await run(db, sql`select id from courses c where ${sql.join(where, ' and ')}`);
 */
export class Sql {
  /** Text and parameters in order; neighbouring texts are kept apart (joined when compiled). */
  readonly parts: readonly (string | Param)[];
  constructor(parts: readonly (string | Param)[]) {
    this.parts = parts;
  }
}

class Param {
  readonly value: unknown;
  constructor(value: unknown) {
    this.value = value;
  }
}

function tag(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const parts: (string | Param)[] = [];
  strings.forEach((text, i) => {
    parts.push(text);
    if (i >= values.length) return;
    const value = values[i];
    if (value instanceof Sql) parts.push(...value.parts);
    else parts.push(new Param(value));
  });
  return new Sql(parts);
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export const sql = Object.assign(tag, {
  /** Text of the code itself (a column list, an order from a fixed map): never a request's. */
  raw: (text: string) => new Sql([text]),
  /** A table or column name the code picked (checked: lower-case letters, digits, `_`). */
  ident(name: string) {
    if (!IDENTIFIER.test(name)) throw new Error(`not an SQL identifier: ${name}`);
    return new Sql([name]);
  },
  /** The fragments with `separator` between them (`' and '`, `', '`); empty for none. */
  join(fragments: readonly Sql[], separator: string) {
    return new Sql(
      fragments.flatMap((fragment, i) => [...(i === 0 ? [] : [separator]), ...fragment.parts]),
    );
  },
  empty: new Sql([]),
});

/** The statement's text with `$1`, `$2`... and its parameters, as `Queryable.query` takes them. */
export function compile(statement: Sql): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  let text = '';
  for (const part of statement.parts) {
    if (typeof part === 'string') text += part;
    else {
      values.push(part.value);
      text += `$${values.length}`;
    }
  }
  return { text, values };
}

/**
 * Runs a statement built with `sql` on a database or a transaction: the same text for the same
 * shape, so PGlite's and PostgreSQL's prepared statements are reused (`database.ts`).
 */
export function run<T>(db: Queryable, statement: Sql): Promise<T[]> {
  const { text, values } = compile(statement);
  return db.query<T>(text, values);
}

/** `%`, `_` and `\` in a search term are matched as themselves in a `like ... escape '\'`. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);
