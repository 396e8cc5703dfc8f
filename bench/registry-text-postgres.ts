// Registry lists' "contains" filters on PostgreSQL at a million pay orders (issue 15, goal 3;
// apps/server/src/db/migrations/list-text-index.ts). A scratch database gets the schema, two
// tenants' trees (seed-goods.ts) and `--rows` pay orders made by `generate_series`, each
// with texts such as 'alpha-123' in its "contains" columns, spread over every organisation of
// both tenants; the side table is then filled once and indexed, and everything analysed. A
// tenant administrator's search (one common word, one unique number) is planned and run by
// `EXPLAIN ANALYZE`, as the list's count and first page's ids, through the row-level wall (the
// role of DATABASE_URL is no superuser): before, `lower(column) like` on the rows; after, the
// list's own condition (`id in` the side table's trigram matches).
//   node scripts/with-postgres.mjs npx tsx bench/registry-text-postgres.ts [--rows=1000000]
import { type Resource, resources } from '@retail/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/database';
import {
  dropListTextIndex,
  keepListTextIndex,
  listTextIndexOf,
} from '../apps/server/src/db/migrations/list-text-index';
import { containsText } from '../apps/server/src/lib/text-match';
import { listCondition } from '../apps/server/src/resources/list-page';
import {
  listTextSearchOf,
  textMatchCondition,
} from '../apps/server/src/resources/list-text-search';
import { withRowScope } from '../apps/server/src/scope/row-security';
import type { Scope } from '../apps/server/src/scope/scope';
import { untyped, viewOf } from '../apps/server/src/scope/scoped-db';
import { loadAverage, machineOf } from './goods-list';
import { numberOption } from './http-load';
import { prepareSchema } from './seed-goods';

const url = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a PostgreSQL URL');

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
const RUNS = 5;
const resource = resources.payOrder as Resource;

const handle = createDatabase({ kind: 'postgres', url });
const db = handle.db;

/** Merchants and apps of each tenant, then the pay orders over every organisation. */
const load = async (rows: number) => {
  const trees = await prepareSchema({ kind: 'postgres', url }, 'Bench#Admin1', Date.now());
  const raw = db.withoutPlugins();
  for (const { tenant } of trees) {
    const owner = sql`${tenant.tenantId}, ${tenant.id}, ${tenant.organPath}`;
    await sql`insert into pay_mch_info (tenant_id, organ_id, organ_path, mch_no, name)
      values (${owner}, ${`M${tenant.id}`}, ${`Merchant ${tenant.id}`})`.execute(raw);
    await sql`insert into pay_mch_app (tenant_id, organ_id, organ_path, app_id, name, mch_info_id)
      select ${owner}, ${`app-${tenant.id}`}, 'App', id from pay_mch_info
      where organ_id = ${tenant.id}`.execute(raw);
  }
  const tenants = trees.map(({ tenant }) => tenant.id);
  await sql`create temporary table bench_organ as
    select row_number() over (order by o.id) - 1 as k, o.id, o.tenant_id, o.organ_path, a.id as app
    from organ o join pay_mch_app a on a.tenant_id = o.tenant_id
    where o.tenant_id in (${sql.join(tenants)})`.execute(raw);
  // The triggers (text sync, row counters) off for the load: the side table is filled after.
  await sql`alter table pay_order disable trigger user`.execute(raw);
  const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(', ')}]`);
  const BATCH = 100_000;
  for (let from = 1; from <= rows; from += BATCH) {
    const to = Math.min(rows, from + BATCH - 1);
    await sql`insert into pay_order (tenant_id, organ_id, organ_path, pay_order_id, mch_no,
        app_id, mch_app_id, mch_order_no, way_code, if_code, currency, subject, amount, state,
        channel_order_no, create_date)
      select o.tenant_id, o.id, o.organ_path, 'P' || lpad(n::text, 10, '0'), 'M' || o.tenant_id,
        'app-' || o.tenant_id, o.app, (${words})[1 + n % 8] || '-' || n, 'WX_JSAPI', 'wxpay',
        'cny', 'Order ' || n, 100 + n % 900, n % 5 * 10, 'CH' || n, '2026-11-01 10:00:00'
      from generate_series(${from}::int, ${to}::int) as n
      join bench_organ o on o.k = n % (select count(*) from bench_organ)`.execute(raw);
    process.stdout.write(`\r  pay_order ${to.toLocaleString('en')}`);
  }
  await sql`alter table pay_order enable trigger user`.execute(raw);
  process.stdout.write('\n  side table and its trigram indexes…\n');
  await dropListTextIndex(raw, 'postgres', resource);
  await keepListTextIndex(raw, 'postgres', resource);
  await sql`vacuum analyze pay_order`.execute(raw);
  await sql`vacuum analyze pay_order_text`.execute(raw);
  return trees;
};

type Timing = { plan: string; ms: number[] };

/** The query's execution times (ms) under the caller's wall, and its plan's nodes. */
const explained = async (scope: Scope, compiled: { sql: string; parameters: readonly unknown[] }) =>
  withRowScope(scope, async () => {
    const timing: Timing = { plan: '', ms: [] };
    for (let run = 0; run < RUNS; run += 1) {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, format text) ${sql.raw(
        inline(compiled),
      )}`.execute(db);
      const lines = rows.map((row) => row['QUERY PLAN']);
      timing.ms.push(Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN));
      timing.plan = lines
        .filter((line) => /Scan|Join|Nested|Hash|Gather/.test(line))
        .map((line) => line.trim().replace(/\s*\(cost=.*$/, ''))
        .join(' / ');
    }
    return timing;
  });

/** A compiled query with its parameters written in (numbers and strings). */
const inline = (query: { sql: string; parameters: readonly unknown[] }) =>
  query.sql.replace(/\$(\d+)/g, (_match, at: string) => {
    const value = query.parameters[Number(at) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const main = async () => {
  const rows = numberOption('rows', 1_000_000);
  const machine = machineOf();
  console.log(`${machine.cores} × ${machine.cpu}, load average ${loadAverage()}`);
  const started = Date.now();
  const trees = await load(rows);
  console.log(`  loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const tenant = trees[0]?.tenant;
  if (!tenant) throw new Error('no tenant');
  const scope: Scope = {
    userId: 1,
    userName: 'bench',
    tenantId: tenant.tenantId,
    organId: tenant.id,
    organPath: tenant.organPath,
    platform: false,
    authorityCodes: new Set(),
    nowMs: Date.now(),
  };
  const view = viewOf(scope);
  const index = listTextIndexOf(resource);
  console.log(
    '\n| search | query | before: `like` on the rows | after: side table | after: plan |',
  );
  console.log('| --- | --- | ---: | ---: | --- |');
  // A number of one of the tenant's orders, found in no other order of the tenant.
  const { rows: found } = await sql<{ n: string }>`select split_part(mch_order_no, '-', 2) as n
    from pay_order where tenant_id = ${tenant.tenantId} order by id desc offset 1234 limit 1`.execute(
    db,
  );
  for (const [label, text] of [
    ['common word', 'alpha'],
    ['unique number', found[0]?.n ?? '777777'],
  ] as const) {
    const after = await listTextSearchOf(db, index, { mchOrderNo: text }, view);
    if (!after) throw new Error('no side table');
    const conditions: Record<string, Expression<SqlBool>> = {
      before: containsText('mch_order_no', text),
      after: textMatchCondition(after),
    };
    const counted: Record<string, number> = {};
    for (const query of ['count', 'page'] as const) {
      const timings: Record<string, Timing> = {};
      for (const [when, condition] of Object.entries(conditions)) {
        const matching = untyped(db)
          .selectFrom('pay_order')
          .where(listCondition(view))
          .where(condition);
        const compiled = (
          query === 'count'
            ? matching.select(sql<number>`count(*)`.as('count'))
            : matching.select('id').orderBy('id', 'desc').limit(20)
        ).compile();
        timings[when] = await explained(scope, compiled);
        if (query === 'count')
          counted[when] = Number(
            (
              (await withRowScope(scope, () =>
                matching.select(sql`count(*)`.as('n')).execute(),
              )) as {
                n: string;
              }[]
            )[0]?.n,
          );
      }
      const cell = (timing?: Timing) =>
        timing ? `${median(timing.ms)?.toFixed(1)} ms (first ${timing.ms[0]?.toFixed(1)})` : '';
      console.log(
        `| ${label} "${text}" (${counted.after?.toLocaleString('en')} of the tenant's) | ${query} | ${cell(timings.before)} | ${cell(timings.after)} | ${timings.after?.plan} |`,
      );
      if (counted.before !== counted.after) throw new Error(`${label}: the counts differ`);
    }
  }
  console.log(`\nload average after: ${loadAverage()}`);
};

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => handle.db.destroy());
