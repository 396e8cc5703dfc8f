import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// PostgreSQL's half of 0232: an `update of a, b` trigger fires whenever the update names a or
// b, changed or not, so a goods edit that kept the name rewrote its row of the names' table
// (0208), a registry row's edit its side table's texts (0228), an edit that kept the owner
// moved its counters out and back in. PostgreSQL allows no `OLD` in the `when` of a trigger
// that also fires on insert, so each such trigger is split: its insert and delete part keeps
// its name, and its update part (`updatePartOf`, same function and arguments) fires `when`
// one of its columns changed. What a change does is the same.

/** `CREATE TRIGGER <name> AFTER <events> ON <table> FOR EACH ROW EXECUTE FUNCTION <call>`. */
const DEFINITION = /^CREATE TRIGGER (\S+) AFTER (.+?) ON (\S+) FOR EACH ROW EXECUTE FUNCTION (.+)$/;

/** The update part's `when`: one of the columns changed (null-safe). */
export const whenChangedPostgres = (columns: readonly string[]): string =>
  `when (${columns.map((column) => `OLD.${column} is distinct from NEW.${column}`).join(' or ')})`;

/**
 * The update part's name: `…_sync` becomes `…_update`, else `_update` is added (so the registry
 * lists' triggers keep the names cache/dependent-writes.ts knows them by).
 */
export const updatePartOf = (name: string): string =>
  name.endsWith('_sync') ? `${name.slice(0, -'_sync'.length)}_update` : `${name}_update`;

type Split = { table: string; name: string; statements: string[] };

/** How a trigger that fires on insert or delete and on `update of …` is split, if it is one. */
export const splitOf = (definition: string): Split | undefined => {
  const match = DEFINITION.exec(definition);
  if (!match) return undefined;
  const [, name = '', events = '', table = '', call = ''] = match;
  const parts = events.split(' OR ');
  const update = parts.find((part) => part.startsWith('UPDATE OF '));
  const others = parts.filter((part) => part !== update);
  if (!update || others.length === 0) return undefined;
  const columns = update.slice('UPDATE OF '.length).split(', ');
  return {
    table,
    name,
    statements: [
      `drop trigger ${name} on ${table}`,
      `create trigger ${name} after ${others.join(' or ')} on ${table}
       for each row execute function ${call}`,
      `create trigger ${updatePartOf(name)} after ${update} on ${table}
       for each row ${whenChangedPostgres(columns)} execute function ${call}`,
    ],
  };
};

const definitions = async (db: AnyDb): Promise<string[]> =>
  (
    await sql<{ definition: string }>`select pg_get_triggerdef(oid) as definition from pg_trigger
      where not tgisinternal and tgrelid::regclass::text not like 'pg_%'`.execute(db)
  ).rows.map((row) => row.definition);

export const updateTriggersWhenChangedPostgres = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const definition of await definitions(db)) {
      const split = splitOf(definition);
      if (!split) continue;
      for (const statement of split.statements) await sql.raw(statement).execute(db);
    }
  },

  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    const all = await definitions(db);
    for (const definition of all) {
      const part = /^CREATE TRIGGER (\S+) AFTER (UPDATE OF .+?) ON (\S+) FOR EACH ROW WHEN/.exec(
        definition,
      );
      if (!part) continue;
      const [, updateName = '', update = '', table = ''] = part;
      const whole = all
        .map((other) => DEFINITION.exec(other))
        .find(
          (match) =>
            match?.[3] === table &&
            match[1] !== updateName &&
            updatePartOf(match[1] ?? '') === updateName,
        );
      if (!whole) continue;
      const [, name = '', events = '', , call = ''] = whole;
      await sql.raw(`drop trigger ${updateName} on ${table}`).execute(db);
      await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
      await sql
        .raw(
          `create trigger ${name} after ${events} or ${update} on ${table}
           for each row execute function ${call}`,
        )
        .execute(db);
    }
  },
});
