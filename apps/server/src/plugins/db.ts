import fp from 'fastify-plugin';
import {
  createDatabase,
  type DatabaseHandle,
  type Db,
  migrateToLatest,
  type ReadNow,
} from '../db/database';
import type { SqlDialect, WriteLog } from '../db/dialect';
import { type SeedReport, seedDatabase } from '../db/seed/seed';
import { rowWallGap } from '../scope/row-security';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    db: Db;
    dialect: SqlDialect;
    /** Versions of tables, for caches of what they hold. */
    dbWrites: WriteLog;
    /** SQLite only: a read at once, outside Kysely (see ReadNow). */
    dbReadNow: ReadNow | undefined;
    /** What the start-up seed did (main prints a generated admin password once). */
    seedReport: SeedReport;
  }
}

/** Opens the database, migrates it to the latest schema and seeds it; closes it last on shutdown. */
export const dbPlugin = fp(
  async (app) => {
    const handle: DatabaseHandle = createDatabase(app.config.database);
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('dbWrites', handle.writes);
    app.decorate('dbReadNow', handle.readNow);
    try {
      await migrateToLatest(handle);
      const report = await seedDatabase(handle.db, {
        adminPassword: app.config.adminPassword,
        demo: app.config.seed === 'demo',
        nowMs: app.clock.now(),
      });
      app.decorate('seedReport', report);
      const gap = handle.dialect === 'postgres' ? await rowWallGap(handle.db) : undefined;
      if (gap) app.log.warn(gap);
    } catch (error) {
      await handle.db.destroy();
      throw error;
    }
    app.addHook('onClose', async () => {
      await handle.db.destroy();
    });
  },
  { name: 'db', dependencies: ['core'] },
);
