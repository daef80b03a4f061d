import { isCalendarDay, type SubscriptionStatus } from '@aula/contract';
import type { TableSort } from '@aula/ui';

/**
 * The admin list kit's URL state (ADR 032): each list's filters, sort, search and page live in the
 * query string under readable pt-BR names (`?busca=ana&situacao=ativa&pagina=2`), read and written
 * by one codec per list. Each parameter reads the URL's text into the list's value and writes it
 * back; anything unknown or malformed decodes to the parameter's fallback, so an edited or stale link
 * still opens, and a value equal to its fallback is left out of the URL.
 */
export interface ListParam<T> {
  /** The name in the address bar (pt-BR). */
  readonly name: string;
  /** What an absent or malformed value reads as; left out of the URL when written. */
  readonly fallback: T;
  /** A filter narrows the list ("no match" when empty); sort, page and tabs are the view. */
  readonly filter: boolean;
  readonly decode: (text: string) => T;
  /** The URL's text of a value other than the fallback; '' leaves it out. */
  readonly encode: (value: T) => string;
}

/**
 * A parameter from its reading (`undefined` for a malformed text, which reads as the fallback) and
 * its writing.
 */
function param<T>(
  name: string,
  fallback: T,
  filter: boolean,
  read: (text: string) => T | undefined,
  write: (value: T) => string,
): ListParam<T> {
  return {
    name,
    fallback,
    filter,
    decode: (text) => {
      const value = read(text);
      return value === undefined ? fallback : value;
    },
    encode: write,
  };
}

/** A parameter that may be absent (`null`, never written). */
function optional<T>(
  name: string,
  read: (text: string) => T | undefined,
  write: (value: T) => string,
): ListParam<T | null> {
  return param<T | null>(name, null, true, read, (value) => (value === null ? '' : write(value)));
}

/** `1` and up, as the URL writes it; undefined otherwise. */
const positiveInt = (text: string) =>
  /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;

/** The value behind each URL word; `inUrl` maps a value to its pt-BR word. */
function words<K extends string>(inUrl: Record<K, string>) {
  const fromUrl = new Map((Object.keys(inUrl) as K[]).map((value) => [inUrl[value], value]));
  return { read: (word: string) => fromUrl.get(word), write: (value: K) => inUrl[value] };
}

/** The parameters a list is built from. */
export const listParam = {
  /** The search box's text (at most `max` characters; written trimmed). */
  search: (name = 'busca', max = 100): ListParam<string> =>
    param(
      name,
      '',
      true,
      (text) => text.slice(0, max),
      (text) => text.trim(),
    ),
  /** The page, 1 and up (`pagina=2`). */
  page: (name = 'pagina'): ListParam<number> => param(name, 1, false, positiveInt, String),
  /** A record's id (`produto=2`), or null for every one. */
  id: (name: string): ListParam<number | null> => optional(name, positiveInt, String),
  /** A calendar day `YYYY-MM-DD` the API takes (the contract's rule), or null. */
  day: (name: string): ListParam<string | null> =>
    optional(
      name,
      (text) => (isCalendarDay(text) ? text : undefined),
      (text) => text,
    ),
  /** Yes (`sim`), no (`nao`) or either (null). */
  flag: (name: string): ListParam<boolean | null> =>
    optional(
      name,
      (word) => (word === 'sim' ? true : word === 'nao' ? false : undefined),
      (value) => (value ? 'sim' : 'nao'),
    ),
  /** One of a set of values named by pt-BR words (`situacao=ativa`), or null for all. */
  oneOf: <K extends string>(name: string, inUrl: Record<K, string>): ListParam<K | null> => {
    const { read, write } = words(inUrl);
    return optional(name, read, write);
  },
  /**
   * One of a set of values that always has one (the sort, a tab): the view, not a filter; the
   * fallback is left out of the URL.
   */
  choice: <K extends string>(
    name: string,
    inUrl: Record<K, string>,
    fallback: NoInfer<K>,
  ): ListParam<K> => {
    const { read, write } = words(inUrl);
    return param(name, fallback, false, read, write);
  },
};

/** The subscription states' URL words (`situacao=em-teste`), as two lists read them. */
export const SUBSCRIPTION_STATUS_IN_URL: Record<SubscriptionStatus, string> = {
  active: 'ativa',
  trial: 'em-teste',
  lifetime: 'vitalicia',
  pending_payment: 'pagamento-pendente',
  canceled: 'cancelada',
  expired: 'expirada',
};

/** What every list's state has: the kit's search box and pagination drive these two. */
export interface ListQueryBase {
  search: string;
  page: number;
}

/** The request's `search`: the box's text, trimmed; left out when empty. */
export function searchParam(search: string): { search?: string } {
  const trimmed = search.trim();
  return trimmed ? { search: trimmed } : {};
}

/** A list request's page, its size and the search, from the list's state. */
export function pageParams(query: ListQueryBase, perPage: number) {
  return { page: query.page, per_page: perPage, ...searchParam(query.search) };
}

/** A request's filters that are chosen: one left `null` (no choice) is left out of the request. */
export function chosenFilters<F extends Record<string, unknown>>(
  filters: F,
): { [K in keyof F]?: Exclude<F[K], null> } {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null)) as {
    [K in keyof F]?: Exclude<F[K], null>;
  };
}

export type ListParams<Q> = { readonly [K in keyof Q]: ListParam<Q[K]> };

export interface ListQueryCodec<Q extends ListQueryBase> {
  /** The plain list: every parameter at its fallback. */
  readonly defaults: Q;
  /** The state in a URL query; never throws. */
  parse: (params: URLSearchParams) => Q;
  /** The URL query of a state, fallbacks left out (so the plain list is its plain address). */
  toParams: (query: Q) => URLSearchParams;
  /** Whether a filter narrows the list (an empty answer is then "no match", not "none yet"). */
  isFiltered: (query: Q) => boolean;
  /** The state with every filter cleared and the first page; the view (sort, tab) is kept. */
  cleared: (query: Q) => Q;
}

/** One list's codec from its parameters, named by the state's keys. */
export function listQueryCodec<Q extends ListQueryBase>(params: ListParams<Q>): ListQueryCodec<Q> {
  const entries = Object.entries(params) as [keyof Q & string, ListParam<unknown>][];
  const defaults = Object.fromEntries(
    entries.map(([key, spec]) => [key, spec.fallback]),
  ) as unknown as Q;
  /** The URL's text of a key's value; '' when it is left out. */
  const written = (spec: ListParam<unknown>, value: unknown) =>
    Object.is(value, spec.fallback) ? '' : spec.encode(value);
  return {
    defaults,
    parse: (search) =>
      Object.fromEntries(
        entries.map(([key, spec]) => {
          const text = search.get(spec.name);
          return [key, text === null ? spec.fallback : spec.decode(text)];
        }),
      ) as unknown as Q,
    toParams: (query) => {
      const search = new URLSearchParams();
      for (const [key, spec] of entries) {
        const text = written(spec, query[key]);
        if (text !== '') search.set(spec.name, text);
      }
      return search;
    },
    isFiltered: (query) =>
      entries.some(([key, spec]) => spec.filter && written(spec, query[key]) !== ''),
    cleared: (query) => {
      const next = { ...query };
      for (const [key, spec] of entries) {
        if (spec.filter) next[key] = spec.fallback as Q[typeof key];
      }
      next.page = defaults.page;
      return next;
    },
  };
}

/**
 * A server-sorted list's columns: the table column each API sort key shows under
 * (`{ student: 'name' }`), both ways. A `-key` sorts descending.
 */
export function serverSort<S extends string>(columns: Record<string, string>) {
  const keyOf = new Map(Object.entries(columns));
  const columnOf = new Map(Object.entries(columns).map(([column, key]) => [key, column]));
  return {
    /** The table header's sort for the list's `sort`. */
    toTable(sort: S): TableSort {
      const descending = sort.startsWith('-');
      const key = descending ? sort.slice(1) : sort;
      return { columnId: columnOf.get(key) ?? key, direction: descending ? 'desc' : 'asc' };
    },
    /** The `sort` for a header click; null for a column the server cannot sort by. */
    fromTable(sort: TableSort): S | null {
      const key = keyOf.get(sort.columnId);
      if (key === undefined) return null;
      return (sort.direction === 'desc' ? `-${key}` : key) as S;
    },
    /** Whether the server sorts by this column (the table's per-column `sortable`). */
    sortable: (columnId: string) => keyOf.has(columnId),
    /** The table's `sort` and `onSortChange` for the list's `sort` and its change. */
    tableProps(sort: S, onChange: (sort: S) => void) {
      return {
        sort: this.toTable(sort),
        onSortChange: (next: TableSort) => {
          const key = this.fromTable(next);
          if (key !== null) onChange(key);
        },
      };
    },
  };
}
