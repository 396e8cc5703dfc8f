import { endpoints } from '@retail/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from './support/admin-calls';
import {
  type Caller,
  type CallerName,
  type Organ,
  startWithSubtreeCallers,
} from './support/subtree-callers';
import { bodyOf, type TestApp } from './support/test-app';

// A registry list reads a page past the middle from the other end of its order and turns it
// round (resources/list-page.ts): every page, first to last and one past it, must be the slice
// of one plain ordered read of the table — for a declared order with ties (carriers: sort,
// name, then id) and newest first (customers), with and without an exact filter, for the
// tenant's administrator, one at a deep organisation and a narrowed view.

const PAGE_SIZE = 7;

type List = {
  path: string;
  table: string;
  order: string;
  filter: { body: Record<string, unknown>; column: string; value: number };
};

describe('registry list pages from either end', () => {
  let t: TestApp;
  let callers: Record<CallerName, Caller>;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of two tables
  const db = () => t.app.db as unknown as Kysely<any>;

  const lists: Record<'carriers' | 'customers', List> = {
    carriers: {
      path: endpoints.logistics.list.path,
      table: 'logistics_company',
      order: 'sort, name, id',
      filter: { body: { enable: 1 }, column: 'enable', value: 1 },
    },
    customers: {
      path: endpoints.customer.list.path,
      table: 'customer',
      order: 'id desc',
      filter: { body: { status: 1 }, column: 'status', value: 1 },
    },
  };

  /** The ids of the caller's subtree in the list's order, read plainly from the table. */
  const orderedIds = async (list: List, at: Organ, filtered: boolean): Promise<number[]> => {
    const { rows } = await sql<{ id: number }>`select id from ${sql.table(list.table)}
      where tenant_id = ${at.tenantId} and organ_path like ${`${at.organPath}%`}
      ${filtered ? sql`and ${sql.ref(list.filter.column)} = ${list.filter.value}` : sql``}
      order by ${sql.raw(list.order)}`.execute(t.app.db);
    return rows.map((row) => Number(row.id));
  };

  const pageOf = async (list: List, caller: Caller, body: object, pageNum: number) => {
    const response = await callAs(
      t,
      caller.token,
      'POST',
      `${list.path}?pageNum=${pageNum}&pageSize=${PAGE_SIZE}`,
      { ...caller.body, ...body },
    );
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(response) as unknown as { totalCount: number; entities: { id: number }[] };
  };

  /**
   * Every page and the one after the last equal the plain read's slices; answers whether the
   * last page was a partial one.
   */
  const expectEveryPage = async (list: List, who: keyof typeof callers, filtered: boolean) => {
    const caller = callers[who];
    const expected = await orderedIds(list, caller.at, filtered);
    // Enough rows for a real middle, read from both ends.
    expect(expected.length, `${who}`).toBeGreaterThan(PAGE_SIZE * 4);
    const pages = Math.ceil(expected.length / PAGE_SIZE);
    for (let pageNum = 1; pageNum <= pages + 1; pageNum += 1) {
      const page = await pageOf(list, caller, filtered ? list.filter.body : {}, pageNum);
      const label = `${list.table} ${who} ${filtered ? 'filtered' : 'all'} page ${pageNum}`;
      expect(page.totalCount, label).toBe(expected.length);
      expect(
        page.entities.map((row) => row.id),
        label,
      ).toEqual(expected.slice((pageNum - 1) * PAGE_SIZE, pageNum * PAGE_SIZE));
    }
    return expected.length % PAGE_SIZE !== 0;
  };

  /** Rows owned by each of these organisations, with ties in the carriers' declared order. */
  const addRows = async (owners: readonly [Organ, number][]) => {
    let row = 0;
    for (const [owner, count] of owners)
      for (let index = 0; index < count; index += 1, row += 1) {
        const owned = {
          tenantId: owner.tenantId,
          organId: owner.id,
          organPath: owner.organPath,
        };
        await db()
          .insertInto('logisticsCompany')
          .values({
            ...owned,
            code: `FP${row}`,
            name: `Carrier ${'ABC'[row % 3]}`,
            sort: row % 4 === 0 ? 1 : 0,
            enable: row % 5 === 0 ? 0 : 1,
          })
          .execute();
        await db()
          .insertInto('customer')
          .values({
            ...owned,
            mobile: `139${String(row).padStart(8, '0')}`,
            nickname: `Shopper ${row}`,
            status: row % 3 === 0 ? 0 : 1,
          })
          .execute();
      }
  };

  beforeAll(async () => {
    let organs: readonly Organ[];
    ({ t, organs, callers } = await startWithSubtreeCallers('kiosk.pages'));
    const [retail, downtown, kiosk, uptown] = organs as [Organ, Organ, Organ, Organ];
    await addRows([
      [retail, 61],
      [downtown, 45],
      [kiosk, 52],
      [uptown, 58],
    ]);
  });
  afterAll(() => t.close());

  for (const name of ['carriers', 'customers'] as const)
    it(`gives the ${name} every page as one ordered read does, from either end`, async () => {
      let partial = 0;
      for (const who of ['tenant', 'deep', 'narrowed', 'platform'] as const)
        for (const filtered of [false, true])
          if (await expectEveryPage(lists[name], who, filtered)) partial += 1;
      // Most of these reads end on a partial page (sizes are not multiples of the page).
      expect(partial).toBeGreaterThan(3);
    });
});
