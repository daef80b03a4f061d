import { z } from 'zod/mini';

// The contract uses zod's tree-shakable "mini" API: the same validation and JSON Schema as the
// classic API, at about a third of its weight in the first download of the web app (ADR 007).

/**
 * The largest value of PostgreSQL's `integer` (every id and count column): a larger id cannot name
 * a row, and passing it to a query fails in the database ("out of range for type integer").
 */
export const INT_MAX = 2_147_483_647;

/** The rule of `noNul`, as its issues carry it (`issue.params.rule`) for messages. */
export const NO_NUL_RULE = 'no_nul';
/**
 * No NUL character (U+0000): PostgreSQL's text cannot hold one, so it is refused with the other
 * rules of the field (a 422 naming it) rather than failing in the database. Refused, not stripped:
 * a NUL in a name or a comment is never something a person typed.
 */
export const noNul = () =>
  z.refine<string>((value) => !value.includes('\u0000'), { params: { rule: NO_NUL_RULE } });

/**
 * The base of every string the API takes in (bodies, queries, path parameters): no NUL, then the
 * field's own checks. `z.string()`, `z.url()` and `z.email()` are not used raw in request schemas.
 */
export const str = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(noNul(), ...checks);
/** A URL the API takes in (no NUL: `new URL` would accept one). */
export const url = (params?: Parameters<typeof z.url>[0]) => z.url(params).check(noNul());
/**
 * An e-mail address the API takes in, trimmed before its format is checked (S65): `"Ana@Aula.dev "`
 * is the address `Ana@Aula.dev`, which the API then compares without regard to case.
 */
export const email = () => z.string().check(noNul(), z.trim(), z.email());

/** A row id: a positive integer within PostgreSQL's `integer`. */
export const id = z.int().check(z.positive(), z.lte(INT_MAX));
/** An id as it arrives in a route (`/api/courses/7`): a string coerced to a positive integer. */
export const routeId = z.coerce.number().check(z.int(), z.positive(), z.lte(INT_MAX));
/** `{ id }` path parameters, the most common shape. */
export const idParam = z.object({ id: routeId });
/** The rule of `isoDateTime`'s range check, as its issues carry it (`issue.params.rule`). */
export const DATE_TIME_RANGE_RULE = 'date_time_range';
/** `0001-01-01T00:00:00Z` and `9999-12-31T23:59:59.999Z`: the instants a four-digit year writes. */
const FIRST_INSTANT = -62_135_596_800_000;
const LAST_INSTANT = 253_402_300_799_999;
/**
 * A date-time PostgreSQL's `timestamptz` takes and JSON gives back as it came: zod's format checks
 * the calendar (no 30 February), this refuses the rest PostgreSQL would throw on (year 0000, an
 * offset past ±15:59) and an instant outside years 0001–9999 (answered as `+010000-…`).
 */
export const isDateTimeInRange = (value: string) => {
  const instant = Date.parse(value);
  // Not a date-time at all: the format check says so.
  if (Number.isNaN(instant)) return true;
  const offset = /[+-](\d\d):\d\d$/.exec(value);
  if (offset && Number(offset[1]) > 15) return false;
  return instant >= FIRST_INSTANT && instant <= LAST_INSTANT;
};
/** ISO-8601 date-time as the API sends it (`2026-11-21T14:00:00.000Z`) and takes it. */
export const isoDateTime = z.iso
  .datetime({ offset: true })
  .check(z.refine(isDateTimeInRange, { params: { rule: DATE_TIME_RANGE_RULE } }));

/** The rule of `calendarDay`, as its issues carry it (`issue.params.rule`) for messages. */
export const CALENDAR_DAY_RULE = 'calendar_day';
/** The years a calendar day may fall in (issue 33: year 0000 or 10000 fail in PostgreSQL). */
export const CALENDAR_YEARS = { min: 1900, max: 2999 } as const;
/** `YYYY-MM-DD`, the form of a calendar day (checked for a real day by `isCalendarDay`). */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/**
 * A day that exists: `YYYY-MM-DD` with a real month and day (30 days in April, 29 February in leap
 * years only), in `CALENDAR_YEARS`, so that PostgreSQL's `::date` and the end of the day in any
 * time zone never fail.
 */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}
/**
 * The one schema of a calendar day the API takes (`YYYY-MM-DD`): the pattern (in the OpenAPI
 * document), then a real day; `message` replaces both messages where a form says it its own way.
 */
export const calendarDay = (message?: string) =>
  str(
    z.regex(DAY_PATTERN, message),
    // Checked only when the pattern matched (a bad pattern has its own message).
    z.refine((value) => !DAY_PATTERN.test(value) || isCalendarDay(value), {
      ...(message ? { message } : {}),
      params: { rule: CALENDAR_DAY_RULE },
    }),
  );
export const slug = str(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** A string from `min` to `max` characters. */
export const text = (min: number, max: number) => str(z.minLength(min), z.maxLength(max));
/** The same, trimmed first (names and titles people type). */
export const trimmedText = (min: number, max: number) =>
  str(z.trim(), z.minLength(min), z.maxLength(max));
/** An integer from `min` to `max` (by default the largest PostgreSQL `integer`). */
export const intFrom = (min: number, max = INT_MAX) => z.int().check(z.gte(min), z.lte(max));

/** Laravel's `{ data }` envelope. */
export const envelope = <T extends z.core.SomeType>(schema: T) => z.object({ data: schema });

/** Laravel's paginated list: `{ data, meta }`. */
export const paginationMetaSchema = z.object({
  current_page: intFrom(1),
  last_page: intFrom(1),
  per_page: intFrom(1),
  total: intFrom(0),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;
export const paginated = <T extends z.core.SomeType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });

export const paginationQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(INT_MAX))),
  per_page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});
