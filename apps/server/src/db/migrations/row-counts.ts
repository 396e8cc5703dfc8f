import { sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// The triggers that keep `owned_row_count` (0213-registry-row-counts.ts): +1 for the owner
// organisation of a new row, −1 for that of a removed one, both when a row changes owner.

/** Tables whose rows outlive their organisation (the audit log): counted by tenant instead (below). */
export const ROW_COUNTS_LEFT_OUT: readonly string[] = ['audit_log'];

/** The trigger whose presence says a table's rows are counted (resources/row-counts.ts). */
export const rowCountTrigger = (table: string) => `${table}_row_count`;

/** A table's name in a trigger: quoted, or PostgreSQL's `tg_table_name` (one function for all). */
const nameOf = (table: string) => (table === 'tg_table_name' ? table : `'${table}'`);

const plus = (table: string, row: 'new') =>
  `insert into owned_row_count (table_name, organ_id, row_count) values (${nameOf(table)}, ${row}.organ_id, 1)
   on conflict (table_name, organ_id) do update set row_count = owned_row_count.row_count + 1`;
const minus = (table: string, row: 'old') =>
  `update owned_row_count set row_count = row_count - 1
   where table_name = ${nameOf(table)} and organ_id = ${row}.organ_id`;

/**
 * Counts the rows of an owned table by organisation from now on (and those it has already):
 * call it in the migration that creates a registry table, after prepareOwnedTable.
 */
export const keepRowCounts = async (db: AnyDb, dialect: SqlDialect, table: string) => {
  const name = rowCountTrigger(table);
  if (dialect === 'postgres')
    await sql
      .raw(
        `create trigger ${name} after insert or delete or update of organ_id on ${table}
         for each row execute function owned_row_count_sync()`,
      )
      .execute(db);
  else {
    await sql
      .raw(`create trigger ${name} after insert on ${table} begin ${plus(table, 'new')}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_delete after delete on ${table} begin ${minus(table, 'old')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_update after update of organ_id on ${table}
         when old.organ_id <> new.organ_id
         begin ${minus(table, 'old')}; ${plus(table, 'new')}; end`,
      )
      .execute(db);
  }
  await sql.raw(`delete from owned_row_count where table_name = '${table}'`).execute(db);
  await sql
    .raw(
      `insert into owned_row_count (table_name, organ_id, row_count)
       select '${table}', organ_id, count(*) from ${table} group by organ_id`,
    )
    .execute(db);
};

export const dropRowCounts = async (db: AnyDb, dialect: SqlDialect, table: string) => {
  const name = rowCountTrigger(table);
  if (dialect === 'postgres')
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
  else
    for (const suffix of ['', '_delete', '_update'])
      await sql.raw(`drop trigger if exists ${name}${suffix}`).execute(db);
};

// The tables whose rows outlive their organisation (ROW_COUNTS_LEFT_OUT) are counted by tenant
// and organisation instead (0222-audit-log-counts): a tenant's whole tree sums its counters by
// tenant, removed organisations' rows included; a subtree still counts its rows. Keyed by
// organisation too, so that no one counter row takes every write of a tenant.

/** The trigger whose presence says a table's rows are counted by tenant. */
export const tenantRowCountTrigger = (table: string) => `${table}_tenant_row_count`;

const tenantPlus = (table: string) =>
  `insert into tenant_row_count (table_name, tenant_id, organ_id, row_count)
   values (${nameOf(table)}, new.tenant_id, new.organ_id, 1)
   on conflict (table_name, tenant_id, organ_id)
   do update set row_count = tenant_row_count.row_count + 1`;
const tenantMinus = (table: string) =>
  `update tenant_row_count set row_count = row_count - 1
   where table_name = ${nameOf(table)} and tenant_id = old.tenant_id and organ_id = old.organ_id`;

/**
 * PostgreSQL's trigger function of `owned_row_count` (0213; 0240: in order). A row moving to
 * another organisation takes its two counters by organisation, whichever way it moves, so two
 * rows moving opposite ways at once cannot each hold the counter the other wants
 * (counts-in-order.postgres.test.ts).
 */
export const ROW_COUNT_FUNCTION = `create or replace function owned_row_count_sync()
  returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' and old.organ_id = new.organ_id then
      return null;
    end if;
    if tg_op = 'UPDATE' and new.organ_id < old.organ_id then
      ${plus('tg_table_name', 'new')};
      ${minus('tg_table_name', 'old')};
      return null;
    end if;
    if tg_op in ('UPDATE', 'DELETE') then
      ${minus('tg_table_name', 'old')};
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      ${plus('tg_table_name', 'new')};
    end if;
    return null;
  end $$`;

/** PostgreSQL's trigger function of tenant_row_count (0222; 0240: in order, as above). */
export const TENANT_ROW_COUNT_FUNCTION = `create or replace function tenant_row_count_sync()
  returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' and old.tenant_id = new.tenant_id and old.organ_id = new.organ_id then
      return null;
    end if;
    if tg_op = 'UPDATE' and (new.tenant_id, new.organ_id) < (old.tenant_id, old.organ_id) then
      ${tenantPlus('tg_table_name')};
      ${tenantMinus('tg_table_name')};
      return null;
    end if;
    if tg_op in ('UPDATE', 'DELETE') then
      ${tenantMinus('tg_table_name')};
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      ${tenantPlus('tg_table_name')};
    end if;
    return null;
  end $$`;

/** The statements that count a table's rows by tenant anew (the bench's loader, after a load). */
export const fillTenantRowCounts = (table: string): string[] => [
  `delete from tenant_row_count where table_name = '${table}'`,
  `insert into tenant_row_count (table_name, tenant_id, organ_id, row_count)
   select '${table}', tenant_id, organ_id, count(*) from ${table} group by tenant_id, organ_id`,
];

/** Counts a table's rows by tenant and organisation from now on, and those it has already. */
export const keepTenantRowCounts = async (db: AnyDb, dialect: SqlDialect, table: string) => {
  const name = tenantRowCountTrigger(table);
  if (dialect === 'postgres')
    await sql
      .raw(
        `create trigger ${name} after insert or delete or update of tenant_id, organ_id
         on ${table} for each row execute function tenant_row_count_sync()`,
      )
      .execute(db);
  else {
    await sql
      .raw(`create trigger ${name} after insert on ${table} begin ${tenantPlus(table)}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_delete after delete on ${table} begin ${tenantMinus(table)}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_update after update of tenant_id, organ_id on ${table}
         when old.tenant_id <> new.tenant_id or old.organ_id <> new.organ_id
         begin ${tenantMinus(table)}; ${tenantPlus(table)}; end`,
      )
      .execute(db);
  }
  for (const statement of fillTenantRowCounts(table)) await sql.raw(statement).execute(db);
};

export const dropTenantRowCounts = async (db: AnyDb, dialect: SqlDialect, table: string) => {
  const name = tenantRowCountTrigger(table);
  if (dialect === 'postgres')
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
  else
    for (const suffix of ['', '_delete', '_update'])
      await sql.raw(`drop trigger if exists ${name}${suffix}`).execute(db);
};
