import { type Migration, sql } from 'kysely';
import { prepareOwnedTable } from '../../scope/scope-schema';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes, withAudit, withId, withOwner } from './columns';

// How many goods each organisation owns per status, kept by triggers on `goods` whoever writes
// (the API, the seed, a bulk loader). The unfiltered goods list sums these over the scope range
// instead of counting a million rows: an exact totalCount at the price of a few rows.

/** +1 for the row's (organisation, status); a missing counter row is created. */
const bump = (row: 'NEW') =>
  `insert into goods_counter (tenant_id, organ_id, organ_path, status, goods_count)
   values (${row}.tenant_id, ${row}.organ_id, ${row}.organ_path, ${row}.status, 1)
   on conflict (organ_id, status) do update set goods_count = goods_counter.goods_count + 1`;

/** −1 for the row's (organisation, status); a counter at 0 goes (it would block organ removal). */
const drop = (row: 'OLD') => [
  `update goods_counter set goods_count = goods_count - 1
   where organ_id = ${row}.organ_id and status = ${row}.status`,
  `delete from goods_counter
   where organ_id = ${row}.organ_id and status = ${row}.status and goods_count <= 0`,
];

export const goodsCounts = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await withAudit(
      withOwner(
        withId(db.schema.createTable('goods_counter'), dialect)
          .addColumn('status', 'integer', (col) => col.notNull())
          .addColumn('goods_count', 'integer', (col) => col.notNull()),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'goods_counter');
    await createIndexes(db, 'goods_counter', [['organ_id', 'status']], { unique: true });

    if (dialect === 'postgres') {
      await sql
        .raw(
          `create function goods_counter_sync() returns trigger language plpgsql as $$
           begin
             if tg_op in ('UPDATE', 'DELETE') then ${drop('OLD').join('; ')}; end if;
             if tg_op in ('INSERT', 'UPDATE') then ${bump('NEW')}; end if;
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger goods_counter_sync after insert or delete or update of organ_id, status on goods
           for each row execute function goods_counter_sync()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(`create trigger goods_counter_insert after insert on goods begin ${bump('NEW')}; end`)
        .execute(db);
      await sql
        .raw(
          `create trigger goods_counter_delete after delete on goods begin ${drop('OLD').join('; ')}; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger goods_counter_update after update of organ_id, status on goods begin
           ${drop('OLD').join('; ')}; ${bump('NEW')}; end`,
        )
        .execute(db);
    }
    // Goods that exist already.
    await sql`insert into goods_counter (tenant_id, organ_id, organ_path, status, goods_count)
      select tenant_id, organ_id, organ_path, status, count(*) from goods
      group by tenant_id, organ_id, organ_path, status`.execute(db);
  },

  async down(db: AnyDb) {
    if (dialect === 'postgres') {
      await sql`drop trigger if exists goods_counter_sync on goods`.execute(db);
      await sql`drop function if exists goods_counter_sync()`.execute(db);
    } else {
      for (const name of ['goods_counter_insert', 'goods_counter_delete', 'goods_counter_update'])
        await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
    await db.schema.dropTable('goods_counter').ifExists().execute();
  },
});
