// Tables PostgreSQL holds in parts by a hash of the tenant (issue 15, goal 3): the goods'
// names (0227-goods-name-lookup-parts) and the registry lists' side tables
// (0228-list-text-parts). A tenant's search reads its own part's index and heap, not rows of
// every tenant interleaved by id. One layout, made here for both: the clause after the
// columns, the parts, and the step a row keeping trigger takes when a row changes tenant.

/** How many parts: a tenant's read touches one (each holds about 1/TENANT_PARTS of the tenants). */
export const TENANT_PARTS = 8;

/** What a part's name adds to its table's: `_part_` and the hash's remainder. */
const PART_INFIX = '_part_';

/** The name of part `part` of `table`. */
export const tenantPartOf = (table: string, part: number): string => `${table}${PART_INFIX}${part}`;

/** Whether `name` is one of the parts of `table`. */
export const isTenantPartOf = (table: string, name: string): boolean =>
  name.startsWith(`${table}${PART_INFIX}`) &&
  /^\d+$/.test(name.slice(table.length + PART_INFIX.length));

/** Ends a `create table`'s column list: the primary key (with the tenant in it) and the parting. */
export const partedByTenant = (key: string): string =>
  `primary key (${key}, tenant_id)) partition by hash (tenant_id)`;

/** The statements making the parts of `table`, made with `partedByTenant`. */
export const tenantPartsOf = (table: string, parts = TENANT_PARTS): string[] =>
  Array.from(
    { length: parts },
    (_, part) => `create table ${tenantPartOf(table, part)} partition of ${table}
      for values with (modulus ${parts}, remainder ${part})`,
  );

/**
 * A row keeping trigger's first step (plpgsql): a row of the kept table (`OLD`, `NEW`) that
 * changes tenant leaves its old part, whose copy `key = OLD.id` the insert after it would not
 * find in the new tenant's part.
 */
export const leaveOldTenantPart = (table: string, key: string): string =>
  `if TG_OP = 'UPDATE' and OLD.tenant_id <> NEW.tenant_id then
     delete from ${table} where ${key} = OLD.id and tenant_id = OLD.tenant_id;
   end if;`;
