import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';

// Change counters: one row per kind of data, moved by triggers in the same transaction as the
// change, whoever writes (any server process, the seed, a bulk loader). An answer kept together
// with the counters read BEFORE it was computed is current exactly while they have not moved,
// on every node (see db/change-counters.ts). Rows only ever go up, so a sum of several moves
// whenever one of them does.

/** What the triggers count: each goods change under its tenant; category and brand names. */
const COUNTED = [
  { table: 'goods', counter: (row: 'NEW' | 'OLD') => `'goods/' || ${row}.tenant_id` },
  { table: 'goods_type', counter: () => `'catalogue'` },
  { table: 'brand', counter: () => `'catalogue'` },
] as const;

const bump = (counter: string) =>
  `insert into change_counter (name, version) values (${counter}, 1)
   on conflict (name) do update set version = change_counter.version + 1`;

const postgresFunction = (table: string) => `change_counter_${table}`;

export const changeCounters = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('change_counter')
      .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
      .addColumn('version', 'bigint', (col) => col.notNull())
      .execute();
    for (const { table, counter } of COUNTED) {
      // An update counts under the old and the new row (a goods moved between tenants changes both).
      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function ${postgresFunction(table)}() returns trigger language plpgsql as $$
             begin
               if tg_op in ('UPDATE', 'DELETE') then ${bump(counter('OLD'))}; end if;
               if tg_op in ('INSERT', 'UPDATE') then ${bump(counter('NEW'))}; end if;
               return null;
             end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${postgresFunction(table)} after insert or update or delete on ${table}
             for each row execute function ${postgresFunction(table)}()`,
          )
          .execute(db);
      } else {
        const triggers = {
          insert: [bump(counter('NEW'))],
          update: [bump(counter('OLD')), bump(counter('NEW'))],
          delete: [bump(counter('OLD'))],
        };
        for (const [event, statements] of Object.entries(triggers))
          await sql
            .raw(
              `create trigger change_counter_${table}_${event} after ${event} on ${table}
               begin ${statements.join('; ')}; end`,
            )
            .execute(db);
      }
    }
    // The list's totals read from the index alone (0010-goods-counts keeps the counters).
    await createIndexes(db, 'goods_counter', [
      ['tenant_id', 'organ_path', 'status', 'goods_count'],
    ]);
  },

  async down(db: AnyDb) {
    await db.schema
      .dropIndex('goods_counter_tenant_id_organ_path_status_goods_count_idx')
      .ifExists()
      .execute();
    for (const { table } of COUNTED) {
      if (dialect === 'postgres') {
        await sql.raw(`drop trigger if exists ${postgresFunction(table)} on ${table}`).execute(db);
        await sql.raw(`drop function if exists ${postgresFunction(table)}()`).execute(db);
      } else {
        for (const event of ['insert', 'update', 'delete'])
          await sql.raw(`drop trigger if exists change_counter_${table}_${event}`).execute(db);
      }
    }
    await db.schema.dropTable('change_counter').ifExists().execute();
  },
});
