import type { Migration } from 'kysely';
import { prepareOwnedTable } from '../../scope/scope-schema';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

/** The owned tables of the foundation, made ready for the scope layer's range condition. */
const OWNED = ['organ', 'user', 'role'] as const;

export const scope = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    for (const table of OWNED) await prepareOwnedTable(db, dialect, table);
  },
  async down(db: AnyDb) {
    for (const table of OWNED) {
      await db.schema.dropIndex(`${table}_tenant_id_organ_path_idx`).ifExists().execute();
    }
  },
});
