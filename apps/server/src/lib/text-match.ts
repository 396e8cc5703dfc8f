import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * "Contains" filter of list screens: case-insensitive on both dialects, with the user's `%`
 * and `_` taken literally. `column` is a trusted column reference (`name`, `user.name`).
 */
export const containsText = (column: string, text: string): Expression<SqlBool> => {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
};
