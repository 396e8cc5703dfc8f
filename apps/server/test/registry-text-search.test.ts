import { endpoints } from '@retail/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from './support/admin-calls';
import {
  type Caller,
  type CallerName,
  customerIdsMatching,
  type CustomerSearch,
  insertAuditEntries,
  type Organ,
  startWithSubtreeCallers,
} from './support/subtree-callers';
import { bodyOf, type TestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';

// A registry list's "contains" filters (list-text-search.ts): on SQLite a text of three
// characters or more is answered by the list's trigram index keyed by organisation (its count
// and pages from the index alone, or its matches narrowing the rows with other filters), on
// PostgreSQL by the list's side table and its trigram indexes (its matches narrowing the rows
// under the row-level wall), a shorter one by `like` on the rows. Whichever answers, the list
// must be what a plain read of the caller's rows gives, after edits, moves and removals too.
// PostgreSQL's side table itself: registry-text-search.postgres.test.ts.

const PAGE_SIZE = 6;

type Search = CustomerSearch;

const NAMES = [
  'Zhang Wei',
  '张伟明',
  'Ana María López',
  'O\'Brien "Bob"',
  '100%_real',
  'and OR near',
  'Wei Zhang',
  // Holds the trigrams of "abcab" and "bcab", not the texts: found by trigrams, refused on its row.
  'cabca',
];

describe('registry "contains" filters through the text index', () => {
  let t: TestApp;
  let callers: Record<CallerName, Caller>;
  let organs: readonly Organ[];

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the customer table's rows
  const db = () => t.app.db as unknown as Kysely<any>;

  /** The caller's customers the search matches, newest first, from a plain read. */
  const expectedIds = (at: Organ, search: Search) => customerIdsMatching(t, at, search);

  const pageOf = async (path: string, caller: Caller, search: object, pageNum: number) => {
    const response = await callAs(
      t,
      caller.token,
      'POST',
      `${path}?pageNum=${pageNum}&pageSize=${PAGE_SIZE}`,
      { ...caller.body, ...search },
    );
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(response) as unknown as { totalCount: number; entities: { id: number }[] };
  };

  /** The first, middle, last and one-past-the-last pages (or every page) equal `expected`'s. */
  const expectPages = async (
    path: string,
    who: keyof typeof callers,
    search: object,
    expected: readonly number[],
    everyPage = false,
  ) => {
    const pages = Math.max(1, Math.ceil(expected.length / PAGE_SIZE));
    const pageNums = everyPage
      ? Array.from({ length: pages + 1 }, (_, index) => index + 1)
      : [...new Set([1, Math.ceil(pages / 2), pages, pages + 1])];
    for (const pageNum of pageNums) {
      const page = await pageOf(path, callers[who], search, pageNum);
      const label = `${who} ${JSON.stringify(search)} page ${pageNum}`;
      expect(page.totalCount, label).toBe(expected.length);
      expect(
        page.entities.map((row) => row.id),
        label,
      ).toEqual(expected.slice((pageNum - 1) * PAGE_SIZE, pageNum * PAGE_SIZE));
    }
    return expected.length;
  };

  /** The caller's customers the search finds, page by page, as a plain read finds them. */
  const expectSearch = async (who: keyof typeof callers, search: Search, everyPage = false) =>
    expectPages(
      endpoints.customer.list.path,
      who,
      search,
      await expectedIds(callers[who].at, search),
      everyPage,
    );

  beforeAll(async () => {
    ({ t, organs, callers } = await startWithSubtreeCallers('kiosk.texts'));
    for (let row = 0; row < 140; row += 1) {
      const owner = organs[row % organs.length] as Organ;
      await db()
        .insertInto('customer')
        .values({
          tenantId: owner.tenantId,
          organId: owner.id,
          organPath: owner.organPath,
          name: NAMES[row % NAMES.length],
          mobile: `139${String(row * 37).padStart(8, '0')}`,
          nickname: row % 9 === 0 ? null : `Shopper ${row}`,
          status: row % 3 === 0 ? 0 : 1,
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  it('keeps a text index of the lists that grow', async () => {
    const { rows } = await (
      usesPostgres()
        ? sql`select 1 from information_schema.tables
            where table_schema = current_schema() and table_name = 'customer_text'`
        : sql`select 1 from sqlite_master where type = 'table' and name = 'customer_text'`
    ).execute(t.app.db);
    expect(rows).toHaveLength(1);
  });

  it('answers every page of a common text as a plain read does, for every caller', async () => {
    for (const who of ['tenant', 'deep', 'narrowed', 'platform'] as const)
      for (const nickname of ['shopper', 'per'])
        expect(await expectSearch(who, { nickname }, true)).toBeGreaterThan(PAGE_SIZE);
  });

  it('matches long and short texts, any case, with quotes, wildcards and query words taken literally', async () => {
    const searches: Search[] = [
      { name: 'WEI' },
      { name: 'zhang wei' },
      { name: '张伟' },
      { name: '伟明' },
      { name: 'wei z' },
      { name: 'í' },
      { name: 'maría' },
      { name: '"bob"' },
      { name: '"Bob" x' },
      { name: '100%' },
      { name: '%_r' },
      { name: '_' },
      { name: 'and' },
      { name: 'or near' },
      { name: 'NEAR(' },
      { mobile: '139' },
      { mobile: '0037' },
      { mobile: '03' },
      { nickname: 'per 1' },
      { nickname: 'nobody here' },
      { name: 'abcab' },
      { name: 'bcab' },
      { name: 'cabc' },
      { name: 'abca' },
    ];
    let found = 0;
    for (const search of searches)
      for (const who of ['tenant', 'deep', 'platform'] as const)
        if ((await expectSearch(who, search)) > 0) found += 1;
    // Most searches find something (a search that finds nothing proves little).
    expect(found).toBeGreaterThan(searches.length * 1.5);
  });

  it('combines texts with each other and with exact filters', async () => {
    for (const search of [
      { name: 'wei', status: 1 },
      { name: 'zhang', nickname: 'shopper 1' },
      { mobile: '139', nickname: 'er 2', status: 0 },
      { name: 'wei', mobile: '259' },
    ] satisfies Search[]) {
      let found = 0;
      for (const who of ['tenant', 'deep', 'narrowed'] as const)
        found += await expectSearch(who, search);
      expect(found, JSON.stringify(search)).toBeGreaterThan(0);
    }
  });

  it('follows edits, moves to another organisation and removals', async () => {
    const [kiosk, uptown] = [organs[2] as Organ, organs[3] as Organ];
    const { id: moved } = await db()
      .selectFrom('customer')
      .select('id')
      .where('organId', '=', kiosk.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await expectSearch('deep', { name: 'quintessential' })).toBe(0);
    await db()
      .updateTable('customer')
      .set({ name: 'Quintessential Kiosk', nickname: 'Moved Once' })
      .where('id', '=', moved)
      .execute();
    expect(await expectSearch('deep', { name: 'quintessential' })).toBe(1);
    expect(await expectSearch('tenant', { nickname: 'moved once' })).toBe(1);
    await db()
      .updateTable('customer')
      .set({ organId: uptown.id, organPath: uptown.organPath })
      .where('id', '=', moved)
      .execute();
    expect(await expectSearch('deep', { name: 'quintessential' })).toBe(0);
    expect(await expectSearch('tenant', { name: 'quintessential' })).toBe(1);
    await db().deleteFrom('customer').where('id', '=', moved).execute();
    expect(await expectSearch('tenant', { name: 'quintessential' })).toBe(0);
    expect(await expectSearch('tenant', { nickname: 'shopper' })).toBeGreaterThan(PAGE_SIZE);
  });
  it('searches the audit log of a tenant, rows of a removed organisation included', async () => {
    const [retail, downtown, kiosk] = organs as [Organ, Organ, Organ];
    // A removed organisation's rows stay in the log under its old id and path.
    const gone = { id: 900_001, tenantId: retail.tenantId, organPath: `${kiosk.organPath}900001/` };
    await insertAuditEntries(t, [retail, downtown, kiosk, gone], 60, (row) => ({
      tableName: ['pay_order', 'customer', 'goods_sku'][row % 3] as string,
      action: ['create', 'update', 'delete'][row % 3] as string,
      createBy: `clerk.${row % 5}`,
    }));
    /** The caller's log rows whose fields contain the texts, newest first, read plainly. */
    const expected = async (at: Organ, search: Record<string, string>) => {
      const { rows } = await sql<Record<string, string | number>>`select id, table_name as
        "tableName", action, create_by as "createBy" from audit_log
        where tenant_id = ${at.tenantId} and organ_path like ${`${at.organPath}%`}
        order by id desc`.execute(t.app.db);
      return rows
        .filter((row) =>
          Object.entries(search).every(([field, text]) =>
            String(row[field] ?? '')
              .toLowerCase()
              .includes(text.toLowerCase()),
          ),
        )
        .map((row) => Number(row.id));
    };
    let found = 0;
    for (const search of [
      { tableName: 'order' },
      { tableName: 'sku' },
      { tableName: 'ORD' },
      { tableName: 'er' },
      { action: 'create' },
      { createBy: 'clerk.3' },
      { tableName: 'customer', action: 'upd' },
    ] as Record<string, string>[])
      for (const who of ['tenant', 'deep', 'platform'] as const)
        found += await expectPages(
          endpoints.auditLog.list.path,
          who,
          search,
          await expected(callers[who].at, search),
        );
    expect(found).toBeGreaterThan(60);
  });
});
