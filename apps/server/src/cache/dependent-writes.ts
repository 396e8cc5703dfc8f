/**
 * What the database writes by itself when a statement writes a table: the tables its triggers
 * write, and those its `on delete cascade` foreign keys reach, by the table written (SQL names).
 * The one place that says so: the write tracking moves their watches too. The tests compare it
 * with the database's own catalogue (cache-seam.test.ts), so a migration that adds a trigger or
 * a cascade into a table some cache watches must add it here.
 */
export const DEPENDENT_WRITES: Readonly<Record<string, readonly string[]>> = {
  // 0010-goods-counts, 0014-change-counters, 0015-goods-name-search,
  // 0203-goods-search-by-tenant and 0205-goods-search-by-organ (SQLite's search indexes),
  // 0208-goods-name-lookup (PostgreSQL's names), 0230 and 0231 (the counts per span of ids).
  goods: [
    'goods_counter',
    'change_counter',
    'goods_name_search',
    'goods_name_search_by_tenant',
    'goods_name_search_by_organ',
    'goods_name_pairs',
    'goods_name_lookup',
    'goods_id_span',
    'goods_tenant_id_span',
  ],
  // 0014-change-counters: the catalogue's counter.
  goods_type: ['change_counter'],
  brand: ['change_counter'],
  // 0001-foundation: a user's sessions and roles, a role's grants go with them.
  user: ['session', 'user_role'],
  role: ['user_role', 'role_authority'],
  authority: ['role_authority'],
};

/**
 * Every registry table's own triggers (0213-registry-row-counts, `keepRowCounts`) write
 * `owned_row_count`, the growing lists' (0221-list-value-counts, `keepValueCounts`:
 * `<table>_value_row_count…`) `owned_value_count`, and those of the lists with header totals
 * (0234-list-state-sums, `keepStateSums`: `<table>_sum_row_count…`) `owned_state_sum`. No
 * cache reads these: they are left out of DEPENDENT_WRITES, which would otherwise list every
 * owned table. The test tells these triggers by their name.
 */
export const ROW_COUNT_TRIGGER = /_row_count(_delete|_update)?$/;

/**
 * The text indexes of the registry lists (0220-list-text-indexes, `keepListTextIndex`): their
 * triggers (SQLite's `<table>_text_insert`, `_update`, `_delete`; PostgreSQL's
 * `<table>_text_sync`) write `<table>_text`, which no cache reads either.
 */
export const LIST_TEXT_TRIGGER = /_text_(insert|update|delete|sync)$/;

/** The tables written, with what the database writes along with them. */
export const alsoWritten = (tables: readonly string[]): readonly string[] => {
  if (!tables.some((table) => DEPENDENT_WRITES[table])) return tables;
  return [...new Set(tables.flatMap((table) => [table, ...(DEPENDENT_WRITES[table] ?? [])]))];
};
