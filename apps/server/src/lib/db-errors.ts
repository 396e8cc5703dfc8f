/** A unique index refused the row (SQLite and PostgreSQL report it differently). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/**
 * PostgreSQL's row-level security refused a write (scope/row-security.ts): the scope layer let
 * through a row outside the caller's wall. Answered as the scope layer would have (404).
 */
export const isRowWallRefusal = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '42501' && typeof message === 'string' && message.includes('row-level security');
};
