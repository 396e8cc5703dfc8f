import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { updatePartOf, whenChangedPostgres } from './0233-update-triggers-when-changed-postgres';
import { rowCountTrigger, tenantRowCountTrigger } from './row-counts';

// PostgreSQL: the logs that changes of every kind write in their own transaction move their row
// counters at commit. A state change logs in the middle of its transaction (a refund logs, then
// records its merchant notification); so does every audited write. The log's counter of the
// organisation was then held from there to the commit, while the transaction went on to take
// other counters: a notification try that moved its record (its counter by state) and then
// logged waited for the refund's log counter, the refund waited for the record's counter, and
// PostgreSQL ended one of them ("deadlock detected"; a refund answered 500). Their triggers are
// now constraint triggers deferred to commit, when the transaction takes nothing else, so no
// transaction holds a log counter while it waits (log-counts-at-commit.postgres.test.ts). They
// also hold that hot row for the commit alone. SQLite has one writer at a time: nothing to do.

type Counted = { table: string; name: string; fn: string; owner: string[] };

/** The logs, their triggers (row-counts.ts) and the owner columns a move changes. */
const LOGS: readonly Counted[] = [
  {
    table: 'state_log',
    name: rowCountTrigger('state_log'),
    fn: 'owned_row_count_sync',
    owner: ['organ_id'],
  },
  {
    table: 'audit_log',
    name: tenantRowCountTrigger('audit_log'),
    fn: 'tenant_row_count_sync',
    owner: ['tenant_id', 'organ_id'],
  },
];

const drop = async (db: AnyDb, { table, name }: Counted) => {
  for (const trigger of [name, updatePartOf(name)])
    await sql.raw(`drop trigger if exists ${trigger} on ${table}`).execute(db);
};

/** The insert and delete part, and the update part with its `when` (as 0233 split them). */
const create = async (db: AnyDb, { table, name, fn, owner }: Counted, deferred: boolean) => {
  const kind = deferred ? 'constraint trigger' : 'trigger';
  const when = deferred ? 'deferrable initially deferred' : '';
  await sql
    .raw(
      `create ${kind} ${name} after insert or delete on ${table} ${when}
       for each row execute function ${fn}()`,
    )
    .execute(db);
  await sql
    .raw(
      `create ${kind} ${updatePartOf(name)} after update of ${owner.join(', ')} on ${table} ${when}
       for each row ${whenChangedPostgres(owner)} execute function ${fn}()`,
    )
    .execute(db);
};

export const logCountsAtCommit = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const log of LOGS) {
      await drop(db, log);
      await create(db, log, true);
    }
  },
  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const log of LOGS) {
      await drop(db, log);
      await create(db, log, false);
    }
  },
});
