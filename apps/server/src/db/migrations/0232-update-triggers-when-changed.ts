import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// SQLite fires an `after update of a, b` trigger whenever the statement sets a or b, changed or
// not. The console's edits set every field they show, so editing a goods' category rewrote its
// name in the four name indexes (0185, 0203, 0205) and moved its counters out and back in, and
// a registry row's edit rewrote its text index (0220): an edit that left a goods' name as it was
// took 0.39–0.43 ms in SQLite, 0.03 ms with the indexes untouched (a million goods,
// bench/README.md), and each rewrite leaves the full-text indexes more to merge. Every such
// trigger now runs `when` one of its columns changed (`whenChanged`); what it does for a change
// is the same. The row counters' triggers (row-counts.ts) had a `when` already. A test holds
// every trigger to it, later ones too (update-triggers.test.ts).

/** `after update of <columns> on <table> [for each row] begin`, and no `when` yet. */
const UPDATE_OF =
  /^(create trigger \S+\s+after update of ([\w\s,]+?)\s+on\s+\S+(?:\s+for each row)?)\s+begin\b/i;

/** The trigger's `when`: one of the columns it is declared on changed (null-safe). */
export const whenChanged = (columns: readonly string[]): string =>
  `when ${columns.map((column) => `OLD.${column} is not NEW.${column}`).join(' or ')}`;

/** The trigger's columns, when it is an `update of` trigger without a `when`. */
export const updateColumnsOf = (definition: string): string[] | undefined => {
  const match = UPDATE_OF.exec(definition.trim());
  return match ? (match[2] ?? '').split(',').map((column) => column.trim()) : undefined;
};

type Trigger = { name: string; sql: string };

const updateTriggers = async (db: AnyDb): Promise<Trigger[]> =>
  (
    await sql<Trigger>`select name, sql from sqlite_master
      where type = 'trigger' and sql like '%update of%'`.execute(db)
  ).rows;

export const updateTriggersWhenChanged = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'sqlite') return;
    for (const trigger of await updateTriggers(db)) {
      const columns = updateColumnsOf(trigger.sql);
      if (!columns) continue;
      const definition = trigger.sql
        .trim()
        .replace(UPDATE_OF, (_, head: string) => `${head} ${whenChanged(columns)} begin`);
      await sql.raw(`drop trigger ${trigger.name}`).execute(db);
      await sql.raw(definition).execute(db);
    }
  },

  async down(db: AnyDb) {
    if (dialect !== 'sqlite') return;
    for (const trigger of await updateTriggers(db)) {
      const head =
        /^(create trigger \S+\s+after update of ([\w\s,]+?)\s+on\s+\S+(?:\s+for each row)?)\s+when (.+?)\s+begin\b/is.exec(
          trigger.sql.trim(),
        );
      const columns = head?.[2]?.split(',').map((column) => column.trim());
      if (!head || !columns || head[3] !== whenChanged(columns).slice('when '.length)) continue;
      await sql.raw(`drop trigger ${trigger.name}`).execute(db);
      await sql
        .raw(trigger.sql.trim().replace(` ${whenChanged(columns)} begin`, ' begin'))
        .execute(db);
    }
  },
});
