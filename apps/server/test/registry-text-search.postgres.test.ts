import { endpoints, type Resource, resources } from '@retail/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_SEARCHED_LISTS } from '../src/db/migrations/0220-list-text-indexes';
import { listTextParts } from '../src/db/migrations/0228-list-text-parts';
import { updateTriggersWhenChangedPostgres } from '../src/db/migrations/0233-update-triggers-when-changed-postgres';
import { listTextIndexOf } from '../src/db/migrations/list-text-index';
import { listCondition } from '../src/resources/list-page';
import { listTextSearchOf, textMatchCondition } from '../src/resources/list-text-search';
import { withRowScope } from '../src/scope/row-security';
import type { Scope } from '../src/scope/scope';
import { untyped, viewOf } from '../src/scope/scoped-db';
import { callAs, startDemoApp } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';

// PostgreSQL's text index of a registry list (list-text-index.ts): a side table outside the
// row-level wall holding each row's id, tenant and "contains" texts, with a trigram index per
// text. It must follow every edit, move to another tenant and removal of the list's rows, and
// a tenant's search must be read through its trigram index even under the wall (where `like`
// on the list's own table can use none). From 0228 it holds the texts lowered, in parts by
// tenant; that migration's undoing is tried too. registry-text-search.test.ts compares the answers.

type Owner = { tenantId: number; organId: number; organPath: string };
type TextRow = { tenantId: number; name: string | null; mobile: string | null };

describe('registry "contains" filters on PostgreSQL', () => {
  if (!usesPostgres()) throw new Error('run on PostgreSQL only (*.postgres.test.ts)');
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let t: TestApp;
  let sunrise: Owner;
  let harbour: Owner;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables by their SQL names
  const raw = () => t.app.db as unknown as Kysely<any>;
  const ownerOf = (organId: number): Promise<Owner> =>
    t.app.db
      .selectFrom('organ')
      .select(['id as organId', 'tenantId', 'organPath'])
      .where('id', '=', organId)
      .executeTakeFirstOrThrow();
  const sideRowOf = async (id: number): Promise<TextRow | undefined> =>
    (
      await sql<TextRow>`select tenant_id, name, mobile from customer_text where id = ${id}`.execute(
        t.app.db,
      )
    ).rows[0];
  /** The customers a list call finds by name. */
  const foundBy = async (token: string, body: Record<string, unknown>): Promise<number[]> => {
    const response = await callAs(t, token, 'POST', endpoints.customer.list.path, body);
    expect(response.statusCode, response.body).toBe(200);
    const page = bodyOf(response) as unknown as { entities: { id: number }[] };
    return page.entities.map((row) => Number(row.id));
  };

  beforeAll(async () => {
    demo = await startDemoApp();
    t = demo.t;
    sunrise = await ownerOf(demo.sunriseId);
    harbour = await ownerOf(demo.harbourId);
  });
  afterAll(() => t.close());

  it('keeps a side table with a trigram index per "contains" text for each list that grows', async () => {
    for (const key of TEXT_SEARCHED_LISTS) {
      const index = listTextIndexOf(resources[key] as Resource);
      const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes
        where tablename = ${index?.table} and indexdef like '%gin_trgm_ops%'`.execute(t.app.db);
      expect(rows.length, key).toBe(Object.keys(index?.columns ?? {}).length);
      expect(rows.length, key).toBeGreaterThan(0);
    }
  });

  it('follows edits, moves to another tenant and removals', async () => {
    const { id } = await raw()
      .insertInto('customer')
      .values({ ...sunrise, name: 'Xylophone Quartet', mobile: '13912345678', status: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The texts lowered, as the search lowers its own (0228-list-text-parts).
    expect(await sideRowOf(id)).toEqual({
      tenantId: sunrise.tenantId,
      name: 'xylophone quartet',
      mobile: '13912345678',
    });
    expect(await foundBy(demo.sunrise, { name: 'xylophone' })).toEqual([id]);

    await raw()
      .updateTable('customer')
      .set({ name: 'Marimba Trio' })
      .where('id', '=', id)
      .execute();
    expect((await sideRowOf(id))?.name).toBe('marimba trio');
    expect(await foundBy(demo.sunrise, { name: 'xylophone' })).toEqual([]);
    expect(await foundBy(demo.sunrise, { name: 'marimba' })).toEqual([id]);

    await raw().updateTable('customer').set(harbour).where('id', '=', id).execute();
    expect((await sideRowOf(id))?.tenantId).toBe(harbour.tenantId);
    expect(await foundBy(demo.sunrise, { name: 'marimba' })).toEqual([]);
    expect(await foundBy(demo.harbour, { name: 'marimba' })).toEqual([id]);
    expect(await foundBy(demo.admin, { name: 'marimba', tenantId: harbour.tenantId })).toEqual([
      id,
    ]);
    expect(await foundBy(demo.admin, { name: 'marimba', tenantId: sunrise.tenantId })).toEqual([]);

    await raw().deleteFrom('customer').where('id', '=', id).execute();
    expect(await sideRowOf(id)).toBeUndefined();
    expect(await foundBy(demo.harbour, { name: 'marimba' })).toEqual([]);
  });

  it('is undone to one table of texts as written and done again, each search the same', async () => {
    const { id } = await raw()
      .insertInto('customer')
      .values({ ...sunrise, name: 'Glockenspiel Duo', mobile: '13987654321', status: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kind = async () =>
      (
        await sql<{ kind: string }>`select relkind as "kind" from pg_class
          where relname = 'customer_text'`.execute(t.app.db)
      ).rows[0]?.kind;
    // Undone in order: the later migration that split the texts' triggers (0233) first.
    const { up, down } = listTextParts('postgres');
    const later = updateTriggersWhenChangedPostgres('postgres');
    await later.down?.(t.app.db);
    await down?.(t.app.db);
    expect(await kind()).toBe('r');
    expect((await sideRowOf(id))?.name).toBe('Glockenspiel Duo');
    await up(t.app.db);
    await later.up(t.app.db);
    expect(await kind()).toBe('p');
    expect((await sideRowOf(id))?.name).toBe('glockenspiel duo');
    expect(await foundBy(demo.sunrise, { name: 'glockenspiel' })).toEqual([id]);
    await raw().deleteFrom('customer').where('id', '=', id).execute();
  });

  it("reads a tenant administrator's search through the trigram index, under the wall", async () => {
    const scope: Scope = {
      userId: 1,
      userName: 'text-plan',
      ...sunrise,
      platform: false,
      authorityCodes: new Set(),
      nowMs: Date.now(),
    };
    // A tenant with many customers, as the planner sees it (its statistics).
    await sql`insert into customer (tenant_id, organ_id, organ_path, name, mobile, status)
      select ${sunrise.tenantId}, ${sunrise.organId}, ${sunrise.organPath}, 'Filler ' || n,
        '138' || lpad(n::text, 8, '0'), 1
      from generate_series(1, 5000) as n`.execute(t.app.db);
    // Vacuumed: a new GIN index's pending entries (its recent writes) are costed as a scan.
    await sql`vacuum analyze customer, customer_text`.execute(t.app.db);
    const view = viewOf(scope);
    const text = await listTextSearchOf(
      t.app.db,
      listTextIndexOf(resources.customer as Resource),
      { name: 'marimba', mobile: '139' },
      view,
    );
    expect([...(text?.fields ?? [])].sort()).toEqual(['mobile', 'name']);
    if (!text) return;
    const matching = untyped(t.app.db)
      .selectFrom('customer')
      .where(listCondition(view))
      .where(textMatchCondition(text));
    const queries = {
      count: matching.select(sql<number>`count(*)`.as('count')).compile(),
      page: matching.select('id').orderBy('id', 'desc').limit(10).compile(),
    };
    for (const [name, query] of Object.entries(queries)) {
      // Without reads of whole tables: the plan must find the rows through an index.
      const plan = await withRowScope(scope, () =>
        t.app.db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          // Parameters written in: a plain explain takes no bound ones.
          const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(
            inline(query),
          )}`.execute(trx);
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        }),
      );
      // The side table is held in parts by tenant (0228): the part's own copy of an index.
      expect(plan, name).toMatch(/customer_text_part_\d+_(name|mobile)_idx/);
      expect(plan, name).not.toMatch(/Seq Scan on customer\b/);
    }
  });
});

/** A compiled query with its parameters written in as literals (numbers and strings only). */
const inline = (query: { sql: string; parameters: readonly unknown[] }) =>
  query.sql.replace(/\$(\d+)/g, (_match, at: string) => {
    const value = query.parameters[Number(at) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
