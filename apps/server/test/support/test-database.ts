import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config/config';

export type TestDatabase = { database: DatabaseConfig; dataDir: string; drop: () => Promise<void> };

const postgresUrl = (): string | undefined => {
  const url = process.env.TEST_DATABASE_URL;
  return url && /^postgres(ql)?:\/\//i.test(url) ? url : undefined;
};

export const usesPostgres = (): boolean => postgresUrl() !== undefined;

/**
 * A fresh, empty database for one test file: a new database on the PostgreSQL server
 * TEST_DATABASE_URL names, else a SQLite file in a temporary folder. Drop it when done.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'retail-api-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = postgresUrl();
  if (!adminUrl) {
    return {
      database: { kind: 'sqlite', file: join(dataDir, 'retail.db') },
      dataDir,
      drop: async () => removeDir(),
    };
  }
  const name = `retail_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // The app's pool has just been ended; its backends may take a moment to exit. Waiting
        // (rather than FORCE) keeps their clients from seeing their connection killed.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (error) {
            const inUse = (error as { code?: string }).code === '55006';
            if (!inUse || attempt >= 100) throw error;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      } finally {
        await client.end();
        removeDir();
      }
    },
  };
};
