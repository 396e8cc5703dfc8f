// A SQLite database with N rows (default 1,000,000) in each of the registry lists that grow
// large in real use, generated from their declarations (field kinds, options, references to a
// few real parent rows), owners spread over two tenants' organisation trees as in seed-goods.ts.
// Cached under .tmp/bench/ keyed by size, lists, the migrations' source and LOADER_VERSION.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FieldSpec, type Resource, resources } from '@retail/contract';
import SqliteDatabase from 'better-sqlite3';
import { createDatabase } from '../apps/server/src/db/database';
import type { Organ } from '../apps/server/src/db/schema';
import { DEMO_ROLE_NAMES, roleAuthorityCodes } from '../apps/server/src/db/seed/roles';
import { ensureRole, ensureUser, grantExactly } from '../apps/server/src/db/seed/seed-helpers';
import { GROWING_LISTS } from '../apps/server/src/db/migrations/0218-list-filter-indexes';
import { TEXT_SEARCHED_LISTS } from '../apps/server/src/db/migrations/0220-list-text-indexes';
import { fillListTextIndex } from '../apps/server/src/db/migrations/list-text-index';
import {
  fillTenantRowCounts,
  ROW_COUNTS_LEFT_OUT,
} from '../apps/server/src/db/migrations/row-counts';
import { fillStateSums, hasStateSums } from '../apps/server/src/db/migrations/state-sums';
import { fillValueCounts, hasValueCounts } from '../apps/server/src/db/migrations/value-counts';
import { formatDateTime } from '../apps/server/src/lib/date-time';
import { hashPassword } from '../apps/server/src/lib/password';
import { benchDataDir, prepareSchema, prng, type Tree } from './seed-goods';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const migrationsDir = path.join(benchDir, '..', 'apps', 'server', 'src', 'db', 'migrations');
const LOADER_VERSION = 1;
const CHUNK = 50_000;
/** Parent rows made per tenant for each reference outside the loaded lists. */
const PARENTS_EACH = 4;
/** Words of generated texts: a "contains" filter on the first matches about a third of rows. */
const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'] as const;
/** A tenant administrator at a deepest organisation of the first tenant. */
export const DEEP_USER = 'bench-deep-admin';

/**
 * The lists measured: those that grow with use, which have their list indexes (money and
 * notification records grow with every sale, customers with every shopper, the audit log with
 * every change); refunds reference pay orders (loaded first).
 */
export const REGISTRY_LISTS = GROWING_LISTS;
export type ListKey = (typeof REGISTRY_LISTS)[number];

export type RegistryBenchDb = {
  file: string;
  rows: number;
  adminPassword: string;
  tenantId: number;
  deepOrganId: number;
  loadSeconds: number;
};

const snake = (name: string) => name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
const resourceOf = (key: string) => resources[key as keyof typeof resources] as Resource;

/**
 * Skewed choice among `count` values: the first about 70% of rows, the last about 1%
 * (a filter on the first matches many rows, on the last few).
 */
export const skewed = (random: () => number, count: number): number => {
  const roll = random();
  if (count <= 1 || roll < 0.7) return 0;
  if (roll < 0.71 || count === 2) return count - 1;
  return 1 + Math.floor(random() * (count - 2));
};

/** A text of a field: words and the row number, as long as the column allows. */
export const textOf = (max: number, row: number, unique: boolean): string => {
  if (unique) return `1${String(row).padStart(10, '0')}`.slice(-Math.min(max, 11));
  const text = `${WORDS[row % WORDS.length]}-${row}`;
  return text.length <= max ? text : text.slice(0, max);
};

type Column = { name: string; type: string; notnull: number; dflt_value: unknown; pk: number };

/** Values of one row of a resource, by column (owner and audit columns left to the caller). */
const rowMaker = (
  resource: Resource,
  columns: Column[],
  parents: (spec: FieldSpec) => (random: () => number) => number,
  date: string,
) => {
  const fields = new Map(
    Object.entries(resource.fields).map(([name, spec]) => [snake(name), spec]),
  );
  const makers = columns
    .filter((column) => column.pk === 0)
    .map((column): [string, (row: number, random: () => number) => unknown] => {
      const spec = fields.get(column.name);
      const declared = (spec as { max?: number } | undefined)?.max ?? 64;
      if (!spec)
        return [
          column.name,
          () =>
            column.notnull && column.dflt_value === null
              ? /int/i.test(column.type)
                ? 0
                : ''
              : null,
        ];
      // What only the server works out starts at its default (refunded 0 of the amount).
      if (spec.readOnly && spec.defaultValue !== undefined && spec.kind !== 'select')
        return [column.name, () => spec.defaultValue];
      switch (spec.kind) {
        case 'reference': {
          const pick = parents(spec);
          return [column.name, (_row, random) => pick(random)];
        }
        case 'number':
          return [column.name, (_row, random) => 1 + Math.floor(random() * 1000)];
        case 'money':
          return [column.name, (_row, random) => 1 + Math.floor(random() * 100_000)];
        case 'datetime':
          return [column.name, () => date];
        case 'select':
        case 'switch': {
          const options = spec.options ?? [spec.defaultValue ?? 0];
          return [column.name, (_row, random) => options[skewed(random, options.length)]];
        }
        case 'image':
        case 'colour':
          return [column.name, () => ''];
        default:
          return [column.name, (row) => textOf(declared, row, spec.unique ?? false)];
      }
    });
  return {
    columns: makers.map(([name]) => name),
    values: (row: number, random: () => number) => makers.map(([, make]) => make(row, random)),
  };
};

type Owner = { tenantId: number; organId: number; organPath: string };

/** Owners: 60% of rows in the first tenant, each organisation of a tree equally likely. */
const ownerPicker =
  (trees: Tree[]) =>
  (random: () => number): Owner => {
    const tree = (random() < 0.6 ? trees[0] : trees[1]) as Tree;
    const organ = tree.organs[Math.floor(random() * tree.organs.length)] as Organ;
    return { tenantId: organ.tenantId, organId: organ.id, organPath: organ.organPath };
  };

const loadLists = (file: string, trees: Tree[], rows: number, nowMs: number) => {
  const sqlite = new SqliteDatabase(file);
  try {
    sqlite.pragma('journal_mode = DELETE');
    sqlite.pragma('journal_mode = OFF');
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('foreign_keys = OFF');
    sqlite.pragma('cache_size = -400000');
    const date = formatDateTime(nowMs);
    const columnsOf = (table: string) =>
      sqlite.prepare(`select * from pragma_table_info(?)`).all(table) as Column[];
    const insertOf = (table: string, names: string[]) =>
      sqlite.prepare(
        `insert into ${table} (${[...names, 'tenant_id', 'organ_id', 'organ_path', 'create_by', 'create_date', 'update_by', 'update_date'].join(', ')})
         values (${[...names, 1, 2, 3, 4, 5, 6, 7].map(() => '?').join(', ')})`,
      );
    const audit = ['bench', date, 'bench', date];
    /** Ids by tenant of each table's rows, for references (loaded lists: every row). */
    const idsByTable = new Map<string, Map<number, { first: number; last: number }>>();
    const random = prng(7);

    const parentsOf = (spec: FieldSpec) => {
      const key = spec.references ?? '';
      const table = spec.referenceTable ?? resourceOf(key)?.table ?? key;
      if (!idsByTable.has(table)) makeParents(table, key);
      const ranges = idsByTable.get(table) as Map<number, { first: number; last: number }>;
      // The first parent of the first tenant takes most rows (a filter that matches many).
      const all = [...ranges.values()];
      return (pick: () => number) => {
        const range = all[pick() < 0.6 ? 0 : all.length - 1] as { first: number; last: number };
        const span = range.last - range.first + 1;
        return range.first + skewed(pick, span);
      };
    };

    /** A few rows of a referenced table per tenant, at the tenant's root. */
    const makeParents = (table: string, key: string) => {
      const resource = resourceOf(key);
      const columns = columnsOf(table).filter(
        (column) => !['tenant_id', 'organ_id', 'organ_path'].includes(column.name),
      );
      const own = columns.filter((column) => !column.name.match(/^(create|update)_(by|date)$/));
      const maker = resource
        ? rowMaker(resource, own, parentsOf, date)
        : {
            columns: own.filter((c) => c.pk === 0).map((c) => c.name),
            values: (row: number) =>
              own
                .filter((c) => c.pk === 0)
                .map((c) => (/int/i.test(c.type) ? row : `${table}-${row}`)),
          };
      const insert = insertOf(table, maker.columns);
      const ranges = new Map<number, { first: number; last: number }>();
      for (const { tenant } of trees) {
        const ids = Array.from({ length: PARENTS_EACH }, (_, index) =>
          Number(
            insert.run(
              ...maker.values(tenant.id * 100 + index, random),
              tenant.tenantId,
              tenant.id,
              tenant.organPath,
              ...audit,
            ).lastInsertRowid,
          ),
        );
        ranges.set(tenant.tenantId, { first: ids[0] as number, last: ids.at(-1) as number });
      }
      idsByTable.set(table, ranges);
    };

    const ownerOf = ownerPicker(trees);
    for (const key of REGISTRY_LISTS) {
      const resource = resourceOf(key);
      const started = Date.now();
      const saved = sqlite
        .prepare(
          `select type, name, sql from sqlite_master
           where tbl_name = ? and type in ('index', 'trigger') and sql is not null`,
        )
        .all(resource.table) as { type: string; name: string; sql: string }[];
      const own = columnsOf(resource.table).filter(
        (column) =>
          !['tenant_id', 'organ_id', 'organ_path'].includes(column.name) &&
          !column.name.match(/^(create|update)_(by|date)$/),
      );
      const maker = rowMaker(resource, own, parentsOf, date);
      for (const object of saved) sqlite.exec(`drop ${object.type} ${object.name}`);
      const insert = insertOf(resource.table, maker.columns);
      const first = Number(
        (
          sqlite.prepare(`select coalesce(max(id), 0) + 1 as id from ${resource.table}`).get() as {
            id: number;
          }
        ).id,
      );
      for (let done = 0; done < rows; done += CHUNK)
        sqlite.transaction(() => {
          for (let row = done; row < Math.min(rows, done + CHUNK); row += 1) {
            const owner = ownerOf(random);
            insert.run(
              ...maker.values(row, random),
              owner.tenantId,
              owner.organId,
              owner.organPath,
              ...audit,
            );
          }
        })();
      for (const object of saved) sqlite.exec(object.sql);
      // The text index (0220) was not kept during the load either: filled again at once.
      if ((TEXT_SEARCHED_LISTS as readonly string[]).includes(key))
        for (const statement of fillListTextIndex(resource, true)) sqlite.exec(statement);
      // Nor the counters by value (0221).
      if ((GROWING_LISTS as readonly string[]).includes(key) && hasValueCounts(resource))
        for (const statement of fillValueCounts(resource)) sqlite.exec(statement);
      // Nor the sums of its header totals (0234).
      if (hasStateSums(resource))
        for (const statement of fillStateSums(resource)) sqlite.exec(statement);
      // Nor the counters by tenant (0222) of the rows that outlive their organisation.
      if (ROW_COUNTS_LEFT_OUT.includes(resource.table))
        for (const statement of fillTenantRowCounts(resource.table)) sqlite.exec(statement);
      // The row counters (0213) were not kept during the load: counted again at once.
      if (sqlite.prepare(`select 1 from sqlite_master where name = 'owned_row_count'`).get()) {
        sqlite.prepare(`delete from owned_row_count where table_name = ?`).run(resource.table);
        sqlite
          .prepare(
            `insert into owned_row_count (table_name, organ_id, row_count)
             select ?, organ_id, count(*) from ${resource.table} group by organ_id`,
          )
          .run(resource.table);
      }
      const ranges = new Map<number, { first: number; last: number }>();
      for (const { tenant } of trees)
        ranges.set(tenant.tenantId, { first, last: first + rows - 1 });
      idsByTable.set(resource.table, ranges);
      console.log(
        `  ${key}: ${rows.toLocaleString('en')} rows in ${(Date.now() - started) / 1000} s`,
      );
    }
    sqlite.exec('analyze');
  } finally {
    sqlite.close();
  }
};

/** A tenant administrator at a deepest organisation of the first tenant. */
const addDeepUser = async (file: string, tree: Tree, password: string, nowMs: number) => {
  const handle = createDatabase({ kind: 'sqlite', file });
  try {
    const depth = (organ: Organ) => organ.organPath.split('/').length;
    const deepest = tree.organs.reduce((a, b) => (depth(b) > depth(a) ? b : a));
    const hash = await hashPassword(password);
    await handle.db.transaction().execute(async (trx) => {
      const role = 'tenant-admin';
      const roleId = await ensureRole(trx, tree.tenant, role, DEMO_ROLE_NAMES[role], nowMs);
      await grantExactly(trx, roleId, roleAuthorityCodes[role]());
      await ensureUser(
        trx,
        { userName: DEEP_USER, name: 'Bench deep admin', organ: deepest, roleId },
        async () => hash,
        nowMs,
      );
    });
    return deepest.id;
  } finally {
    await handle.db.destroy();
  }
};

const cacheKey = (rows: number) => {
  const hash = createHash('sha256').update(`loader ${LOADER_VERSION} ${REGISTRY_LISTS.join()}`);
  for (const name of readdirSync(migrationsDir).sort())
    hash.update(name).update(readFileSync(path.join(migrationsDir, name)));
  return `registry-lists-${rows}-${hash.digest('hex').slice(0, 12)}`;
};

/** The cached database for this size and schema, loading it first when missing. */
export const ensureRegistryBenchDb = async (rows: number): Promise<RegistryBenchDb> => {
  mkdirSync(benchDataDir, { recursive: true });
  const key = cacheKey(rows);
  const file = path.join(benchDataDir, `${key}.db`);
  const metaFile = path.join(benchDataDir, `${key}.json`);
  if (existsSync(file) && existsSync(metaFile)) {
    console.log(`Registry lists database: ${path.basename(file)} (cached)`);
    return { ...(JSON.parse(readFileSync(metaFile, 'utf8')) as RegistryBenchDb), file };
  }
  for (const name of readdirSync(benchDataDir))
    if (name.startsWith(`registry-lists-${rows}-`) && !name.startsWith(`${key}.`))
      rmSync(path.join(benchDataDir, name), { force: true });
  console.log(`Loading ${rows.toLocaleString('en')} rows per list into ${path.basename(file)}…`);
  const started = Date.now();
  const partial = `${file}.partial`;
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(partial + suffix, { force: true });
  const adminPassword = `Bench-${randomBytes(12).toString('base64url')}`;
  const nowMs = Date.now();
  const trees = await prepareSchema({ kind: 'sqlite', file: partial }, adminPassword, nowMs);
  const deepOrganId = await addDeepUser(partial, trees[0] as Tree, adminPassword, nowMs);
  loadLists(partial, trees, rows, nowMs);
  const meta: RegistryBenchDb = {
    file,
    rows,
    adminPassword,
    tenantId: (trees[0] as Tree).tenant.tenantId,
    deepOrganId,
    loadSeconds: Math.round((Date.now() - started) / 100) / 10,
  };
  renameSync(partial, file);
  writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  console.log(`  loaded in ${meta.loadSeconds} s`);
  return meta;
};
