import type pg from 'pg';

// PostgreSQL statements prepared once per connection (issue 15, goals 2 and 3). Sent unnamed,
// a statement is parsed and planned on every call, and under the row-level wall planning is
// most of a small read's cost: a tenant's first 20 goods ids took 0.40–0.60 ms a call unnamed
// against 0.09–0.14 ms prepared, on one connection at a million goods (bench/README.md,
// "Prepared statements on PostgreSQL"). So each statement with parameters runs as a named
// statement of its connection: PostgreSQL plans its first five calls with their values and
// then keeps a generic plan when that is no dearer.
//
// Two kinds of reads are still planned with their values every time, sent unnamed:
// - a pattern match (`like`): its plan depends on the pattern (a trigram index for a long
//   one, a scan for a word every row holds);
// - a read marked `PLANNED_WITH_VALUES` (a page's ids, a count: db/planned-read.ts).

/** How many statement texts one process prepares; each connection keeps a plan of each it runs. */
export const PREPARED_STATEMENTS_MAX = 500;

/** A statement whose plan depends on a pattern's value. */
const PATTERN_MATCH = /\b(i?like|similar\s+to)\b/i;

/** The end of a statement to be planned with its values on every call (a comment). */
export const PLANNED_WITH_VALUES = ' /* planned with its values */';

type Query = (text: unknown, values?: unknown, ...rest: unknown[]) => unknown;

/**
 * The statement name of each prepared text, or undefined for one planned every time: no
 * parameters (possibly several statements, sent as they are), a pattern match, a text marked
 * `PLANNED_WITH_VALUES`, or one text too many.
 */
export const statementNames = (max = PREPARED_STATEMENTS_MAX) => {
  const names = new Map<string, string>();
  return (text: string, values: readonly unknown[]): string | undefined => {
    if (values.length === 0 || PATTERN_MATCH.test(text) || text.endsWith(PLANNED_WITH_VALUES))
      return undefined;
    const known = names.get(text);
    if (known || names.size >= max) return known;
    const name = `retail_${names.size}`;
    names.set(text, name);
    return name;
  };
};

/** PostgreSQL's refusal of a prepared `select *` whose table changed its columns since. */
const isStalePlan = (error: unknown): boolean =>
  error instanceof Error && /cached plan must not change result type/.test(error.message);

/**
 * Makes every connection of `pool` run its statements prepared, as `statementNames` says. A
 * statement prepared before a migration changed its table's columns fails once on each
 * connection that prepared it (PostgreSQL will not change a kept statement's result type); that
 * connection then plans its text every time (docs/operations.md).
 */
export const prepareStatements = (pool: pg.Pool): void => {
  const nameOf = statementNames();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const stale = new Set<string>();
    const prepared: Query = (text, values, ...rest) => {
      const name =
        typeof text === 'string' && Array.isArray(values) && rest.length === 0
          ? nameOf(text, values)
          : undefined;
      if (!name || stale.has(name)) return query(text, values, ...rest);
      return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
        if (isStalePlan(error)) stale.add(name);
        throw error;
      });
    };
    Object.assign(client, { query: prepared });
  });
};
