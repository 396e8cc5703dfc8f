import fp from 'fastify-plugin';
import { type Caches, createCaches } from '../cache/caches';
import { createChangeCounters } from '../cache/change-counters';
import type { WriteTracking } from '../cache/write-tracking';
import {
  createDatabase,
  type DatabaseHandle,
  type Db,
  migrateToLatest,
  type ReadNow,
} from '../db/database';
import { asReader } from '../db/read-lanes';
import type { ReadPool } from '../db/read-pool';
import type { SqlDialect } from '../db/dialect';
import { type SeedReport, seedDatabase } from '../db/seed/seed';
import { rowWallGap } from '../scope/row-security';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    db: Db;
    dialect: SqlDialect;
    /** What this process writes (cluster.ts tells the other processes). */
    dbWrites: WriteTracking;
    /** Every cache of the server is made through this (cache/README.md; CACHE=on|off). */
    caches: Caches;
    /** SQLite only: a read at once, outside Kysely (see ReadNow). */
    dbReadNow: ReadNow | undefined;
    /** SQLite file with READ_THREADS: the reading threads, once started (db/read-pool.ts). */
    dbReadPool: () => ReadPool | undefined;
    /** What the start-up seed did (main prints a generated admin password once). */
    seedReport: SeedReport;
  }
}

/** Opens the database, migrates it to the latest schema and seeds it; closes it last on shutdown. */
export const dbPlugin = fp(
  async (app) => {
    const handle: DatabaseHandle = createDatabase(app.config.database, app.config.readThreads);
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('dbWrites', handle.writes);
    app.decorate('dbReadNow', handle.readNow);
    app.decorate('dbReadPool', handle.readPool);
    app.decorate(
      'caches',
      createCaches({
        cacheSwitch: app.config.cache,
        writes: handle.writes,
        counters: createChangeCounters(handle.db, handle.readNow),
      }),
    );
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
      handle.startReadThreads();
    } catch (error) {
      await handle.db.destroy();
      throw error;
    }
    // Each request's reads are counted together: one that has read for long leaves the read
    // pool's quick lane to the others (db/read-lanes.ts).
    app.addHook('onRequest', (_request, _reply, done) => asReader(done));
    app.addHook('onClose', async () => {
      await handle.db.destroy();
    });
  },
  { name: 'db', dependencies: ['core'] },
);
