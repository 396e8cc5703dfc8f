// A SQLite database with BENCH_GOODS goods (default 1,000,000) across two tenants and a deep
// organisation tree, built with the product's own migrations and start-up seed, then bulk
// loaded. Cached under .tmp/bench/ keyed by size, schema (the migrations' source) and
// LOADER_VERSION, so a re-run skips the load.
//   npx tsx bench/seed-goods.ts            (also done by the goods-list bench when needed)
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import type { DatabaseConfig } from '../apps/server/src/config/config';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database';
import { FILL_GOODS_NAME_SEARCH } from '../apps/server/src/db/migrations/0185-goods-search-exact';
import { COUNT_GOODS_ID_SPANS } from '../apps/server/src/db/migrations/0230-goods-id-spans-postgres';
import { FILL_BY_ORGAN } from '../apps/server/src/db/migrations/goods-search-by-organ';
import type { Organ } from '../apps/server/src/db/schema';
import { DEMO_ROLE_NAMES, roleAuthorityCodes } from '../apps/server/src/db/seed/roles';
import {
  ensureOrgan,
  ensureRole,
  ensureUser,
  grantExactly,
} from '../apps/server/src/db/seed/seed-helpers';
import { hashPassword } from '../apps/server/src/lib/password';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { formatDateTime } from '../apps/server/src/lib/date-time';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const migrationsDir = path.join(repoRoot, 'apps', 'server', 'src', 'db', 'migrations');
export const benchDataDir = path.join(repoRoot, '.tmp', 'bench');

/** The shape of the tree under each tenant: children per level (3·3·3·2·2 → 201 organisations). */
const BRANCHING = [3, 3, 3, 2, 2] as const;
/** Goods per tenant, as shares of the total. */
const TENANTS = [
  { name: 'Bench North Retail', code: 'BN', share: 0.6 },
  { name: 'Bench South Mart', code: 'BS', share: 0.4 },
] as const;
const FLAVOURS = [
  'Lemon',
  'Orange',
  'Apple',
  'Mango',
  'Cherry',
  'Peach',
  'Grape',
  'Berry',
  'Melon',
  'Lime',
  'Coconut',
  'Vanilla',
  'Cocoa',
  'Mint',
  'Ginger',
  'Honey',
  'Maple',
  'Almond',
  'Hazel',
  'Plum',
];
const PRODUCTS = [
  'soda',
  'juice',
  'tea',
  'water',
  'crisps',
  'cookies',
  'yoghurt',
  'cereal',
  'jam',
  'candy',
  'cake',
  'bar',
  'ice cream',
  'milk',
  'syrup',
];
const SIZES = ['250ml', '330ml', '500ml', '1L', '100g', '200g', '500g', '1kg'];
/** What the name-search scenario looks for ("contains", any case). */
export const SEARCH_TEXT = 'lemon';
const BENCH_AUTHOR = 'bench';
const CHUNK = 50_000;
/** Bump when the generated data changes: cached databases of older loaders are rebuilt. */
const LOADER_VERSION = 4;
/** The first tenant's administrator (role tenant-admin, at the tenant root). */
export const TENANT_ADMIN = 'bench-tenant-admin';

export type BenchDb = {
  file: string;
  goods: number;
  /** Password of the platform admin and of TENANT_ADMIN (both created with it). */
  adminPassword: string;
  /** The tenant TENANT_ADMIN administers and its goods. */
  tenantId: number;
  organs: number;
  maxDepth: number;
  /** The organisation of the subtree scenario and the exact counts each scenario must answer. */
  subtreeOrganId: number;
  subtreeOrgans: number;
  expected: { all: number; tenant: number; subtree: number; search: number };
  loadSeconds: number;
};

/** Deterministic numbers, so every machine loads the same goods. */
export const prng = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** Size and schema in one name: a changed migration (or loader) means a fresh load. */
const cacheKey = (goods: number): string => {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir).sort())
    hash.update(name).update(readFileSync(path.join(migrationsDir, name)));
  hash.update(`loader ${LOADER_VERSION}`);
  return `goods-${goods}-${hash.digest('hex').slice(0, 12)}`;
};

export const benchGoodsCount = (): number => {
  const raw = process.env.BENCH_GOODS;
  const value = raw === undefined || raw === '' ? 1_000_000 : Number(raw);
  if (!Number.isInteger(value) || value < 1_000)
    throw new Error('BENCH_GOODS must be a whole number ≥ 1000');
  return value;
};

export type Tree = { tenant: Organ; organs: Organ[] };

/**
 * Migrations, the product's start-up seed (platform, authorities, admin), tenants and trees;
 * on SQLite (the bench file) or on PostgreSQL (seed-goods-postgres.ts, same ids in the same order).
 */
export const prepareSchema = async (
  config: DatabaseConfig,
  adminPassword: string,
  nowMs: number,
): Promise<Tree[]> => {
  const handle = createDatabase(config);
  try {
    await migrateToLatest(handle);
    await seedDatabase(handle.db, { adminPassword, demo: false, nowMs });
    return await handle.db.transaction().execute(async (trx) => {
      const platform = await ensureOrgan(trx, null, 'Platform', 0, nowMs);
      const trees: Tree[] = [];
      for (const spec of TENANTS) {
        const tenant = await ensureOrgan(trx, platform, spec.name, 1, nowMs);
        const organs: Organ[] = [tenant];
        let level: Organ[] = [tenant];
        for (const [depth, children] of BRANCHING.entries()) {
          const next: Organ[] = [];
          for (const parent of level)
            for (let index = 1; index <= children; index += 1)
              next.push(
                await ensureOrgan(
                  trx,
                  parent,
                  `${spec.code} L${depth + 1}-${parent.id}-${index}`,
                  2,
                  nowMs,
                ),
              );
          organs.push(...next);
          level = next;
        }
        trees.push({ tenant, organs });
      }
      const first = trees[0]?.tenant;
      if (!first) throw new Error('No tenant');
      const role = 'tenant-admin';
      const roleId = await ensureRole(trx, first, role, DEMO_ROLE_NAMES[role], nowMs);
      await grantExactly(trx, roleId, roleAuthorityCodes[role]());
      const hash = await hashPassword(adminPassword);
      await ensureUser(
        trx,
        { userName: TENANT_ADMIN, name: 'Bench tenant admin', organ: first, roleId },
        async () => hash,
        nowMs,
      );
      return trees;
    });
  } finally {
    await handle.db.destroy();
  }
};

/**
 * Goods rows straight through a prepared statement, one transaction per chunk. The goods
 * indexes and the counter triggers (0010-goods-counts) are dropped for the load and put back
 * verbatim from sqlite_master afterwards; the counters are then rebuilt with the migration's
 * own statement (one GROUP BY instead of a million trigger upserts), and the name search
 * index is filled.
 */
const loadGoods = (file: string, trees: Tree[], goods: number, nowMs: number) => {
  const sqlite = new SqliteDatabase(file);
  try {
    // Out of WAL (the server's mode) first: the cached file must stand alone, without a -wal.
    sqlite.pragma('journal_mode = DELETE');
    sqlite.pragma('journal_mode = OFF');
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('cache_size = -400000');
    const saved = sqlite
      .prepare(
        `select type, name, sql from sqlite_master
         where tbl_name = 'goods' and type in ('index', 'trigger') and sql is not null`,
      )
      .all() as { type: 'index' | 'trigger'; name: string; sql: string }[];
    for (const object of saved) sqlite.exec(`drop ${object.type} ${object.name}`);

    const typeIds = new Map<number, number[]>();
    const brandIds = new Map<number, number[]>();
    const date = formatDateTime(nowMs);
    const audit = [BENCH_AUTHOR, date, BENCH_AUTHOR, date] as const;
    const insertType = sqlite.prepare(
      `insert into goods_type (parent_id, name, sort, tenant_id, organ_id, organ_path, create_by, create_date, update_by, update_date)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertBrand = sqlite.prepare(
      `insert into brand (name, sort, enable, tenant_id, organ_id, organ_path, create_by, create_date, update_by, update_date)
       values (?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
    );
    sqlite.transaction(() => {
      for (const { tenant } of trees) {
        const owner = [tenant.tenantId, tenant.id, tenant.organPath] as const;
        const leaves: number[] = [];
        for (let root = 1; root <= 10; root += 1) {
          const parent = Number(
            insertType.run(null, `Category ${root}`, root, ...owner, ...audit).lastInsertRowid,
          );
          for (let child = 1; child <= 4; child += 1)
            leaves.push(
              Number(
                insertType.run(parent, `Category ${root}.${child}`, child, ...owner, ...audit)
                  .lastInsertRowid,
              ),
            );
        }
        typeIds.set(tenant.id, leaves);
        brandIds.set(
          tenant.id,
          Array.from({ length: 20 }, (_, index) =>
            Number(
              insertBrand.run(`Brand ${index + 1}`, index + 1, ...owner, ...audit).lastInsertRowid,
            ),
          ),
        );
      }
    })();

    const insertGoods = sqlite.prepare(
      `insert into goods (goods_name, goods_code, goods_type_id, brand_id, goods_describe, status, remark, goods_img,
         tenant_id, organ_id, organ_path, create_by, create_date, update_by, update_date)
       values (?, ?, ?, ?, null, ?, null, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const random = prng(20_251_123);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    // Both tenants' goods interleave, as they would when both work at the same time.
    const quota = trees.map((_, index) => Math.round(goods * (TENANTS[index]?.share ?? 0)));
    quota[quota.length - 1] = goods - quota.slice(0, -1).reduce((sum, value) => sum + value, 0);
    const made = trees.map(() => 0);
    const started = Date.now();
    for (let done = 0; done < goods;) {
      const end = Math.min(goods, done + CHUNK);
      sqlite.transaction(() => {
        for (let index = done; index < end; index += 1) {
          const left = quota.map((value, at) => value - (made[at] ?? 0));
          const total = left.reduce((sum, value) => sum + value, 0);
          const at = random() * total < (left[0] ?? 0) ? 0 : 1;
          const tree = trees[at] as Tree;
          const serial = (made[at] = (made[at] ?? 0) + 1);
          const organ = pick(tree.organs);
          const stamp = formatDateTime(nowMs - (goods - index) * 1000);
          insertGoods.run(
            `${pick(FLAVOURS)} ${pick(PRODUCTS)} ${pick(SIZES)} ${serial}`,
            `${TENANTS[at]?.code}-${String(serial).padStart(7, '0')}`,
            pick(typeIds.get(tree.tenant.id) ?? []),
            random() < 0.8 ? pick(brandIds.get(tree.tenant.id) ?? []) : null,
            random() < 0.3 ? 32 : 0,
            random() < 0.7 ? `/files/bench/${serial % 997}.jpg` : null,
            tree.tenant.tenantId,
            organ.id,
            organ.organPath,
            BENCH_AUTHOR,
            stamp,
            BENCH_AUTHOR,
            stamp,
          );
        }
      })();
      done = end;
      const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
      process.stdout.write(
        `\r  goods ${done.toLocaleString('en')} / ${goods.toLocaleString('en')} (${rate.toFixed(0)} rows/s)`,
      );
    }
    process.stdout.write('\n  indexes, counters, triggers…\n');
    sqlite.transaction(() => {
      for (const object of saved) if (object.type === 'index') sqlite.exec(object.sql);
      sqlite.exec('delete from goods_counter');
      // The statement of 0010-goods-counts for goods that exist already.
      sqlite.exec(`insert into goods_counter (tenant_id, organ_id, organ_path, status, goods_count)
        select tenant_id, organ_id, organ_path, status, count(*) from goods
        group by tenant_id, organ_id, organ_path, status`);
      // The counts per span of ids (0231-goods-id-spans-sqlite), as its migration makes them.
      for (const statement of COUNT_GOODS_ID_SPANS) sqlite.exec(statement);
      for (const object of saved) if (object.type === 'trigger') sqlite.exec(object.sql);
      // The name search index (0185-goods-search-exact), empty while its triggers were away,
      // reads the loaded names once.
      sqlite.exec(FILL_GOODS_NAME_SEARCH);
      // Then the indexes keyed by organisation (0205-goods-search-by-organ), and every name
      // index merged into one segment, as after any bulk fill.
      sqlite.exec(FILL_BY_ORGAN);
    })();

    const wrong = sqlite
      .prepare(
        `select count(*) as n from (select organ_id, status, count(*) as c from goods group by organ_id, status) g
         left join goods_counter k on k.organ_id = g.organ_id and k.status = g.status
         where k.goods_count is null or k.goods_count <> g.c`,
      )
      .get() as { n: number };
    const triggers = sqlite
      .prepare(
        `select count(*) as n from sqlite_master where type = 'trigger' and tbl_name = 'goods'`,
      )
      .get() as { n: number };
    if (wrong.n !== 0) throw new Error(`${wrong.n} goods counters disagree with the goods`);
    if (triggers.n !== saved.filter((object) => object.type === 'trigger').length)
      throw new Error('The goods counter triggers were not restored');
    sqlite.pragma('journal_mode = DELETE');
  } finally {
    sqlite.close();
  }
};

/** The exact answers the scenarios must give, counted the slow way. */
const expectedCounts = (file: string, trees: Tree[]) => {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    // An organisation two levels below the first tenant: a subtree a few levels deep.
    const subtree = trees[0]?.organs.find((organ) => organ.organPath.split('/').length - 2 === 4);
    if (!subtree) throw new Error('No third-level organisation');
    const [from, below] = [subtree.organPath, `${subtree.organPath.slice(0, -1)}0`];
    const count = (sql: string, ...args: unknown[]) =>
      (sqlite.prepare(sql).get(...args) as { n: number }).n;
    const tenant = trees[0]?.tenant;
    if (!tenant) throw new Error('No tenant');
    return {
      tenantId: tenant.tenantId,
      subtreeOrganId: subtree.id,
      subtreeOrgans: count(
        'select count(*) as n from organ where organ_path >= ? and organ_path < ?',
        from,
        below,
      ),
      organs: count('select count(*) as n from organ'),
      maxDepth: Math.max(
        ...trees.flatMap((tree) =>
          tree.organs.map((organ) => organ.organPath.split('/').length - 2),
        ),
      ),
      expected: {
        all: count('select count(*) as n from goods'),
        tenant: count('select count(*) as n from goods where tenant_id = ?', tenant.tenantId),
        subtree: count(
          'select count(*) as n from goods where organ_path >= ? and organ_path < ?',
          from,
          below,
        ),
        search: count(
          `select count(*) as n from goods where lower(goods_name) like ?`,
          `%${SEARCH_TEXT}%`,
        ),
      },
    };
  } finally {
    sqlite.close();
  }
};

/** The cached database for this size and schema, loading it first when missing. */
export const ensureBenchDb = async (goods = benchGoodsCount()): Promise<BenchDb> => {
  mkdirSync(benchDataDir, { recursive: true });
  const key = cacheKey(goods);
  const file = path.join(benchDataDir, `${key}.db`);
  const metaFile = path.join(benchDataDir, `${key}.json`);
  if (existsSync(file) && existsSync(metaFile)) {
    console.log(`Goods database: ${path.relative(repoRoot, file)} (cached)`);
    return { ...(JSON.parse(readFileSync(metaFile, 'utf8')) as BenchDb), file };
  }
  // The same size under an older schema is stale: keep the disk tidy (other sizes stay).
  for (const name of readdirSync(benchDataDir))
    if (name.startsWith(`goods-${goods}-`) && !name.startsWith(`${key}.`))
      rmSync(path.join(benchDataDir, name), { force: true });
  console.log(`Loading ${goods.toLocaleString('en')} goods into ${path.relative(repoRoot, file)}…`);
  const started = Date.now();
  const partial = `${file}.partial`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
  const adminPassword = `Bench-${randomBytes(12).toString('base64url')}`;
  const nowMs = Date.now();
  const trees = await prepareSchema({ kind: 'sqlite', file: partial }, adminPassword, nowMs);
  loadGoods(partial, trees, goods, nowMs);
  const counts = expectedCounts(partial, trees);
  const meta: BenchDb = {
    file,
    goods,
    adminPassword,
    ...counts,
    loadSeconds: Math.round((Date.now() - started) / 100) / 10,
  };
  renameSync(partial, file);
  writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  console.log(`  loaded in ${meta.loadSeconds} s`);
  return meta;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await ensureBenchDb());
}
