// The registry's big lists at a million rows each (issue 15 goal 3): each request ALONE, several
// times, as the tenant administrator and as a user of a deepest organisation — page 1, page
// 1,000, the last page, and each declared filter with a value that matches many rows and one
// that matches few. The real server (src/main.ts) on a copy of the cached database (or on
// PostgreSQL loaded with the same rows), answers computed (CACHE=off); every answer's
// totalCount is checked against a count of the file, after the timing.
//   npm run bench:registry-lists -w @retail/bench [-- --rows=1000000] [-- --tries=20]
//     [-- --record=before|after]   (writes that part of "Registry lists at 1,000,000 rows")
//     [-- --only=contains|equals]  (only the filters of that kind, no pages)
//     [-- --only=pages]            (only the pages, no filters)
//     [-- --only=totals]           (the header totals of the lists that declare them: with no
//                                   filter and with each filter, their sums checked too)
//     [-- --title=…]               (the recorded part's title; a new --record label adds a part)
//     [-- --platform]              (the platform's administrator too: every tenant's rows)
//   npm run bench:registry-lists:postgres -w @retail/bench [-- --tries=10 --record=postgres]
//     (the same rows loaded into PostgreSQL first: seed-registry-lists-postgres.ts)
//   DATABASE_URL=postgres://… npx tsx bench/registry-lists.ts --database=postgres --loaded
//     (a cluster that holds them already: no load)
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  endpoints,
  LIST_COUNT_CAP,
  PAGE_SIZE_DEFAULT,
  type Resource,
  resources,
} from '@retail/contract';
import SqliteDatabase from 'better-sqlite3';
import { startServer } from '../scripts/lib/server-process.mjs';
import { loadAverage, machineOf, writeReadmeSection } from './goods-list';
import { logIn, numberOption, percentile, sessionHeaders } from './http-load';
import { TENANT_ADMIN } from './seed-goods';
import { loadRegistryListsIntoPostgres } from './seed-registry-lists-postgres';
import {
  DEEP_USER,
  ensureRegistryBenchDb,
  type ListKey,
  REGISTRY_LISTS,
  type RegistryBenchDb,
} from './seed-registry-lists';

type Request = {
  name: string;
  pageNum: number;
  body: Record<string, unknown>;
  /** Asks the list's header totals (its `totals` endpoint) rather than a page. */
  totals?: boolean;
};
type Timed = Request & {
  list: ListKey;
  user: string;
  total: number;
  /** The count stopped at the cap (LIST_COUNT_CAP): at least `total` match. */
  capped: boolean;
  ms: number[];
  /** The header totals' sums, by name (totals requests). */
  sums?: Record<string, number>;
};
type Caller = 'platform admin' | 'tenant admin' | 'deep organisation';

const snake = (name: string) => name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

/** Filter values of one field: one that many rows carry, one that few do (from the file). */
const filterValues = (
  sqlite: SqliteDatabase.Database,
  table: string,
  field: string,
  mode: string,
  deepOrganId: number,
  options: readonly unknown[] | undefined,
): { many: unknown; few: unknown } => {
  const column = snake(field);
  if (mode === 'contains') {
    const row = sqlite
      .prepare(`select ${column} as value from ${table} where organ_id = ? limit 1`)
      .get(deepOrganId) as { value: string } | undefined;
    const value = String(row?.value ?? 'alpha');
    // Generated texts are "word-row" (a unique one digits only): the word, or a prefix.
    return {
      many: value.includes('-') ? value.replace(/-.*$/, '') : value.slice(0, 4),
      few: value,
    };
  }
  const sample = sqlite
    .prepare(
      `select ${column} as value, count(*) as n from
         (select ${column} from ${table} where organ_id = ? limit 100000)
       group by ${column} order by n desc`,
    )
    .all(deepOrganId) as { value: unknown }[];
  // The loader gives the last option about 1% of rows.
  return { many: sample[0]?.value, few: options?.at(-1) ?? sample.at(-1)?.value };
};

/** What to ask of one list: pages, then each filter with a common and a rare value. */
const requestsOf = (
  sqlite: SqliteDatabase.Database,
  resource: Resource,
  data: RegistryBenchDb,
): Request[] => {
  const requests: Request[] = [
    { name: 'page 1', pageNum: 1, body: {} },
    { name: 'page 1,000', pageNum: 1000, body: {} },
    { name: 'last page', pageNum: -1, body: {} },
  ];
  const only = option('only');
  if (only === 'pages') return requests;
  if (only) requests.length = 0;
  const totals = only === 'totals';
  if (totals) {
    if (!resource.totals) return [];
    requests.push({ name: 'totals', pageNum: 1, body: {}, totals });
  }
  /** Each filter's common value, as asked. */
  const commons: {
    field: string;
    filter: string;
    kind: string;
    value: unknown;
    shown: (value: unknown) => string;
  }[] = [];
  for (const [field, spec] of Object.entries(resource.fields)) {
    if (!spec.filter || (only && !totals && spec.filter !== only)) continue;
    const { many, few } = filterValues(
      sqlite,
      resource.table,
      field,
      spec.filter,
      data.deepOrganId,
      spec.options,
    );
    const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));
    const values = (spec.kind === 'switch' ? [many, few].map((v) => v === 1) : [many, few]) as [
      unknown,
      unknown,
    ];
    const named = (name: string) => (totals ? `totals, ${name}` : name);
    requests.push(
      {
        name: named(`${field} = ${shown(values[0])} (many)`),
        pageNum: 1,
        body: { [field]: values[0] },
        ...(totals ? { totals } : {}),
      },
      {
        name: named(`${field} = ${shown(values[1])} (few)`),
        pageNum: 1,
        body: { [field]: values[1] },
        ...(totals ? { totals } : {}),
      },
    );
    commons.push({ field, filter: spec.filter, kind: spec.kind, value: values[0], shown });
  }
  // A search's totals narrowed by an app too (0237): the common text with each reference's
  // common value.
  const text = commons.find((common) => common.filter === 'contains');
  // A common text's far pages: the 100th and the pager's last below the cap (list-text-page.ts).
  if (!totals && text)
    for (const pageNum of [100, LIST_COUNT_CAP / PAGE_SIZE_DEFAULT])
      requests.push({
        name: `${text.field} = ${text.shown(text.value)} (many)`,
        pageNum,
        body: { [text.field]: text.value },
      });
  if (totals && text)
    for (const by of commons.filter((common) => common.kind === 'reference'))
      requests.push({
        name: `totals, ${text.field} = ${text.shown(text.value)} and ${by.field} = ${by.shown(by.value)} (many)`,
        pageNum: 1,
        body: { [text.field]: text.value, [by.field]: by.value },
        totals,
      });
  // And within some days (0239): the day the bench's rows were made on, which all of them share.
  if (totals && text && resource.createdBetween) {
    const { day } = sqlite
      .prepare(`select substr(max(create_date), 1, 10) as day from ${resource.table}`)
      .get() as { day: string };
    requests.push({
      name: `totals, ${text.field} = ${text.shown(text.value)} made on ${day} (many)`,
      pageNum: 1,
      body: { [text.field]: text.value, createdFrom: day, createdTo: day },
      totals,
    });
  }
  return requests;
};

const timeRequests = async (
  baseUrl: string,
  list: ListKey,
  user: string,
  headers: Record<string, string>,
  requests: Request[],
  tries: number,
): Promise<Timed[]> => {
  const paths = (
    endpoints as unknown as Record<string, { list: { path: string }; totals?: { path: string } }>
  )[list];
  const ask = async (pageNum: number, request: Request) => {
    const started = performance.now();
    const response = await fetch(
      request.totals
        ? `${baseUrl}${paths?.totals?.path}`
        : `${baseUrl}${paths?.list.path}?pageNum=${pageNum}&pageSize=${PAGE_SIZE_DEFAULT}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(request.body),
      },
    );
    const answer = (await response.json()) as {
      totalCount?: number;
      totalCountCapped?: boolean;
      description?: string;
      data?: Record<string, number>;
    };
    if (!response.ok) throw new Error(`${list} ${user}: ${response.status} ${answer.description}`);
    const { count, ...sums } = answer.data ?? {};
    return {
      ms: performance.now() - started,
      total: (request.totals ? count : answer.totalCount) ?? 0,
      capped: answer.totalCountCapped === true,
      ...(request.totals ? { sums } : {}),
    };
  };
  const timed: Timed[] = [];
  for (const request of requests) {
    const first = await ask(1, request);
    const lastPage = Math.max(1, Math.ceil(first.total / PAGE_SIZE_DEFAULT));
    const pageNum = request.pageNum === -1 ? lastPage : request.pageNum;
    if (pageNum > lastPage) continue;
    const ms: number[] = [];
    for (let index = 0; index < tries; index += 1) {
      const answer = await ask(pageNum, request);
      ms.push(answer.ms);
      // A request slower than a second is timed three times only.
      if (index >= 2 && answer.ms > 1000) break;
    }
    timed.push({
      ...request,
      pageNum,
      list,
      user,
      total: first.total,
      capped: first.capped,
      ...(first.sums ? { sums: first.sums } : {}),
      ms: ms.sort((a, b) => a - b),
    });
  }
  return timed;
};

/**
 * The rows a request should count, counted in the SQLite file (PostgreSQL holds the same rows):
 * the tenant administrator's view is the whole tenant, the deep user's their organisation's
 * subtree; "contains" compares lowered texts, as the server does.
 */
const countedTotal = (
  sqlite: SqliteDatabase.Database,
  resource: Resource,
  scope: { tenantId: number } | { organPath: string } | 'every tenant',
  body: Record<string, unknown>,
): { n: number; sums: Record<string, number> } => {
  const where =
    scope === 'every tenant'
      ? ['1 = 1']
      : 'tenantId' in scope
        ? ['tenant_id = ?']
        : ["organ_path like ? || '%'"];
  const values: unknown[] =
    scope === 'every tenant' ? [] : ['tenantId' in scope ? scope.tenantId : scope.organPath];
  for (const [field, value] of Object.entries(body)) {
    if (field === 'createdFrom' || field === 'createdTo') {
      // The days of `createdBetween`, both included.
      where.push(`substr(create_date, 1, 10) ${field === 'createdFrom' ? '>=' : '<='} ?`);
      values.push(value);
    } else if (resource.fields[field]?.filter === 'contains') {
      where.push(`lower(${snake(field)}) like ?`);
      values.push(`%${String(value).toLowerCase()}%`);
    } else {
      where.push(`${snake(field)} = ?`);
      values.push(typeof value === 'boolean' ? Number(value) : value);
    }
  }
  // The declared sums of the header totals, as the server adds them.
  const stateColumn = resource.stateField ? snake(resource.stateField) : undefined;
  const sums = Object.entries(resource.totals?.sums ?? {}).map(([name, sum]) => {
    const added =
      sum.states && stateColumn
        ? `case when ${stateColumn} in (${sum.states.join(', ')}) then ${snake(sum.field)} else 0 end`
        : snake(sum.field);
    return `coalesce(sum(${added}), 0) as "${name}"`;
  });
  const row = sqlite
    .prepare(
      `select ${['count(*) as n', ...sums].join(', ')} from ${resource.table}
       where ${where.join(' and ')}`,
    )
    .get(...values) as { n: number } & Record<string, number>;
  const { n, ...summed } = row;
  return { n, sums: summed };
};

/** Each request's totalCount against a count of the file (after the timing, which it slows). */
const checkTotals = (
  sqlite: SqliteDatabase.Database,
  data: RegistryBenchDb,
  timed: readonly Timed[],
): string[] => {
  const deep = sqlite
    .prepare('select organ_path as organPath from organ where id = ?')
    .get(data.deepOrganId) as { organPath: string };
  const counted = new Map<string, ReturnType<typeof countedTotal>>();
  const wrong: string[] = [];
  for (const row of timed) {
    const key = `${row.list}|${row.user}|${JSON.stringify(row.body)}`;
    const scope =
      row.user === 'platform admin'
        ? 'every tenant'
        : row.user === 'tenant admin'
          ? { tenantId: data.tenantId }
          : deep;
    const found =
      counted.get(key) ?? countedTotal(sqlite, resources[row.list] as Resource, scope, row.body);
    counted.set(key, found);
    const expected = found.n;
    // A capped count says "at least the cap": right when more than the cap match.
    const right = row.capped
      ? row.total === LIST_COUNT_CAP && expected > LIST_COUNT_CAP
      : expected === row.total;
    if (!right)
      wrong.push(
        `${row.list} ${row.user} ${row.name}: ${row.total}${row.capped ? '+' : ''}, counted ${expected}`,
      );
    for (const [name, sum] of Object.entries(row.sums ?? {}))
      if (sum !== found.sums[name])
        wrong.push(
          `${row.list} ${row.user} ${row.name}: ${name} ${sum}, added ${found.sums[name]}`,
        );
  }
  return wrong;
};

const fmt = (value: number) =>
  value.toLocaleString('en', { maximumFractionDigits: value < 10 ? 1 : 0 });
const rowOf = (row: Timed) =>
  `| ${row.list} | ${row.user} | ${row.name}${row.pageNum > 1 ? ` (page ${fmt(row.pageNum)})` : ''} | ${fmt(row.total)}${row.capped ? '+' : ''} | ${fmt(percentile(row.ms, 50))} | ${fmt(percentile(row.ms, 99))} | ${fmt(row.ms.at(-1) ?? 0)} |`;
const HEADER = [
  '| list | caller | request | totalCount | p50 ms | p99 ms | max ms |',
  '| ---- | ------ | ------- | ---------: | -----: | -----: | -----: |',
];

const main = async () => {
  const rows = numberOption('rows', 1_000_000);
  const tries = numberOption('tries', 20);
  const label = option('record');
  const database = option('database') ?? 'sqlite';
  const url = process.env.DATABASE_URL ?? '';
  if (database !== 'sqlite' && database !== 'postgres') throw new Error(`--database=${database}?`);
  if (database === 'postgres' && !/^postgres(ql)?:\/\//.test(url))
    throw new Error('--database=postgres needs DATABASE_URL: node scripts/with-postgres.mjs …');
  const machine = machineOf();
  const loadBefore = loadAverage();
  console.log(`Registry lists: ${machine.cores} × ${machine.cpu}, load average ${loadBefore}`);
  const data = await ensureRegistryBenchDb(rows);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'retail-bench-registry-'));
  const loadStarted = Date.now();
  // --loaded: DATABASE_URL holds these rows already (a cluster kept from an earlier load).
  const loaded = process.argv.includes('--loaded');
  if (database === 'postgres' && !loaded) await loadRegistryListsIntoPostgres(url, data);
  else copyFileSync(data.file, path.join(dataDir, 'retail.db'));
  const loadSeconds = Math.round((Date.now() - loadStarted) / 1000);
  const sqlite = new SqliteDatabase(data.file, { readonly: true });
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: database === 'postgres' ? url : undefined,
      CAPTCHA: 'off',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      CACHE: 'off',
    },
    timeoutMs: 180_000,
  });
  const loadTimed = loadAverage();
  const timed: Timed[] = [];
  try {
    const users: Partial<Record<Caller, Record<string, string>>> = {
      // The platform's administrator (every tenant's rows) when asked: `--platform`.
      ...(process.argv.includes('--platform')
        ? { 'platform admin': sessionHeaders(await logIn(server.url, 'admin', data.adminPassword)) }
        : {}),
      'tenant admin': sessionHeaders(await logIn(server.url, TENANT_ADMIN, data.adminPassword)),
      'deep organisation': sessionHeaders(await logIn(server.url, DEEP_USER, data.adminPassword)),
    };
    for (const list of REGISTRY_LISTS) {
      const resource = resources[list] as Resource;
      const requests = requestsOf(sqlite, resource, data);
      for (const [user, headers] of Object.entries(users)) {
        const rowsOfUser = await timeRequests(server.url, list, user, headers, requests, tries);
        for (const row of rowsOfUser) console.log(rowOf(row));
        timed.push(...rowsOfUser);
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const loadAfter = loadAverage();
  const wrong = checkTotals(sqlite, data, timed);
  sqlite.close();
  for (const line of wrong) console.error(`Wrong total: ${line}`);
  if (wrong.length > 0) process.exitCode = 1;
  const totals =
    wrong.length === 0
      ? `Every totalCount (${timed.length}) equals a count of the same rows in the SQLite file (those shown "10,000+" are "contains" searches counted up to LIST_COUNT_CAP, and more rows match), and every header total's sum the same sum over them.`
      : `${wrong.length} of ${timed.length} totalCounts differ from a count of the file: ${wrong.join('; ')}.`;
  const where =
    database === 'postgres'
      ? `PostgreSQL (throwaway cluster of scripts/with-postgres.mjs: fsync off, memory settings left at their defaults; the server's role is no superuser, so the row-level wall holds), loaded from the SQLite file ${loaded ? 'before the run (`--loaded`)' : `in ${fmt(loadSeconds)} s`}`
      : 'SQLite (a copy of the cached file)';
  const worst = (row: Timed) => percentile(row.ms, 99);
  const slowest = REGISTRY_LISTS.flatMap(
    (list) => timed.filter((row) => row.list === list).sort((a, b) => worst(b) - worst(a))[0] ?? [],
  );
  const over = timed.filter((row) => worst(row) >= 25).sort((a, b) => worst(b) - worst(a));
  console.log(`\nSlowest of each list:\n${[...HEADER, ...slowest.map(rowOf)].join('\n')}`);
  if (!label) return;
  const start = `<!-- registry-lists-${label}:start (written by bench/registry-lists.ts) -->`;
  const end = `<!-- registry-lists-${label}:end -->`;
  writeReadmeSection(
    start,
    end,
    [
      start,
      `#### ${option('title') ?? (label === 'before' ? 'Before' : 'After')} (${machine.date})`,
      '',
      `${machine.cores} × ${machine.cpu}, ${machine.ramGiB} GiB, Node ${machine.node}; load average ${loadTimed} before the timing, ${loadAfter} after (shared machine). ${fmt(rows)} rows in each list, ${tries} tries of each request alone, answers computed. Database: ${where}.`,
      '',
      'The slowest request of each list:',
      '',
      ...HEADER,
      ...slowest.map(rowOf),
      '',
      `Requests with p99 ≥ 25 ms: ${over.length} of ${timed.length}. ${totals}`,
      '',
      '<details><summary>Every request</summary>',
      '',
      ...HEADER,
      ...timed.map(rowOf),
      '',
      '</details>',
      end,
    ].join('\n'),
  );
};

await main();
