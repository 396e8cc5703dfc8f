/** The two databases the server runs on with the same code and migrations. */
export type SqlDialect = 'sqlite' | 'postgres';
