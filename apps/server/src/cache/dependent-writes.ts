/**
 * What the database writes by itself when a statement writes a table: the tables its triggers
 * write, and those its `on delete cascade` foreign keys reach, by the table written (SQL names).
 * The one place that says so: the write tracking moves their watches too. The tests compare it
 * with the database's own catalogue (cache-seam.test.ts), so a migration that adds a trigger or
 * a cascade into a table some cache watches must add it here.
 */
export const DEPENDENT_WRITES: Readonly<Record<string, readonly string[]>> = {
  // 0010-goods-counts, 0014-change-counters, 0015-goods-name-search and
  // 0203-goods-search-by-tenant (SQLite's search indexes).
  goods: ['goods_counter', 'change_counter', 'goods_name_search', 'goods_name_search_by_tenant'],
  // 0014-change-counters: the catalogue's counter.
  goods_type: ['change_counter'],
  brand: ['change_counter'],
  // 0001-foundation: a user's sessions and roles, a role's grants go with them.
  user: ['session', 'user_role'],
  role: ['user_role', 'role_authority'],
  authority: ['role_authority'],
};

/** The tables written, with what the database writes along with them. */
export const alsoWritten = (tables: readonly string[]): readonly string[] => {
  if (!tables.some((table) => DEPENDENT_WRITES[table])) return tables;
  return [...new Set(tables.flatMap((table) => [table, ...(DEPENDENT_WRITES[table] ?? [])]))];
};
