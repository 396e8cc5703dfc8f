import { endpoints, type ExportJob, LIST_COUNT_CAP, type Paged } from '@retail/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untyped } from '../src/scope/scoped-db';
import { callAs } from './support/admin-calls';
import {
  type Caller,
  type CallerName,
  customerIdsMatching,
  type CustomerSearch,
  type Organ,
  startWithSubtreeCallers,
} from './support/subtree-callers';
import { bearer, bodyOf, type TestApp } from './support/test-app';

// A "contains" search counts its matches up to LIST_COUNT_CAP (resources/crud.ts, list-page.ts):
// past it the page says `totalCountCapped` with the cap as its total, and its pages, read from
// the newest end, are still the rows a plain read gives, past the cap too. Below the cap, or
// without a text, the total is exact. Every caller's count takes its own path (the text index,
// the side table, the rows), so each is asked.

const PAGE_SIZE = 20;
const GUESTS = 100;
const SHOPPERS = LIST_COUNT_CAP;
const VISITORS = 600;

type Page = { totalCount: number; totalCountCapped?: boolean; entities: { id: number }[] };
type Search = CustomerSearch;

describe('a "contains" search counts up to the cap', () => {
  let t: TestApp;
  let callers: Record<CallerName, Caller>;
  let organs: readonly Organ[];

  /** The caller's customers the search matches, newest first, from a plain read. */
  const expectedIds = (at: Organ, search: Search) => customerIdsMatching(t, at, search);

  const pageOf = async (who: CallerName, search: Search, pageNum: number): Promise<Page> => {
    const caller = callers[who];
    const response = await callAs(
      t,
      caller.token,
      'POST',
      `${endpoints.customer.list.path}?pageNum=${pageNum}&pageSize=${PAGE_SIZE}`,
      { ...caller.body, ...search },
    );
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(response) as unknown as Page;
  };

  beforeAll(async () => {
    ({ t, organs, callers } = await startWithSubtreeCallers('kiosk.count.cap'));
    const rows = Array.from({ length: GUESTS + SHOPPERS + VISITORS }, (_, row) => {
      // Most under the Downtown branch (the narrowed caller's), half of those at its kiosk.
      const [retail, downtown, kiosk, uptown] = organs as [Organ, Organ, Organ, Organ];
      const owner =
        row % 50 === 0 ? retail : row % 50 === 1 ? uptown : row % 2 === 0 ? downtown : kiosk;
      return {
        tenantId: owner.tenantId,
        organId: owner.id,
        organPath: owner.organPath,
        // The visitors come last (the newest rows), with a name of their own.
        name: row < GUESTS + SHOPPERS ? `Customer ${row}` : `Visiting ${row}`,
        mobile: `177${String(row).padStart(8, '0')}`,
        nickname:
          row < GUESTS
            ? `Guest ${row}`
            : row < GUESTS + SHOPPERS
              ? `Shopper ${row}`
              : `Visitor ${row}`,
        status: row % 2,
      };
    });
    for (let at = 0; at < rows.length; at += 500)
      await untyped(t.app.db)
        .insertInto('customer')
        .values(rows.slice(at, at + 500))
        .execute();
  }, 120_000);
  afterAll(() => t.close());

  it('says "at least the cap" past it, and pages up to the cap and beyond show the rows of a plain read', async () => {
    // Every shopper and visitor ("r " in both; the visitors the newest rows) as the tenant, the
    // Downtown branch (96 % of the rows) and the platform; every guest and shopper by name (none
    // of the newest rows: walking them finds too few, the page is read from the index).
    const searches: [CallerName, Search][] = [
      ['tenant', { nickname: 'r ' }],
      ['narrowed', { nickname: 'r ' }],
      ['platform', { nickname: 'r ' }],
      ['tenant', { name: 'customer' }],
    ];
    for (const [who, search] of searches) {
      const expected = await expectedIds(callers[who].at, search);
      expect(expected.length, who).toBeGreaterThan(LIST_COUNT_CAP);
      const lastInPager = LIST_COUNT_CAP / PAGE_SIZE;
      const pastTheCap = Math.ceil(expected.length / PAGE_SIZE);
      for (const pageNum of [1, 2, lastInPager, pastTheCap, pastTheCap + 1]) {
        const page = await pageOf(who, search, pageNum);
        const label = `${who} ${JSON.stringify(search)} page ${pageNum}`;
        expect(page.totalCount, label).toBe(LIST_COUNT_CAP);
        expect(page.totalCountCapped, label).toBe(true);
        expect(
          page.entities.map((row) => row.id),
          label,
        ).toEqual(expected.slice((pageNum - 1) * PAGE_SIZE, pageNum * PAGE_SIZE));
      }
    }
  });

  it('counts exactly up to the cap itself, and below it', async () => {
    // Exactly the cap: the tenant's shoppers (its whole tree), counted to the last one.
    const shoppers = await pageOf('tenant', { nickname: 'shopper' }, 1);
    expect(shoppers.totalCount).toBe(SHOPPERS);
    expect(shoppers.totalCountCapped).toBeUndefined();
    const searches: [CallerName, Search][] = [
      ['tenant', { nickname: 'visitor' }],
      ['tenant', { nickname: 'shopper 12' }],
      ['deep', { nickname: 'r ' }],
      ['narrowed', { nickname: 'shopper', status: 1 }],
      ['platform', { nickname: 'sitor 10' }],
    ];
    for (const [who, search] of searches) {
      const expected = await expectedIds(callers[who].at, search);
      expect(expected.length).toBeLessThanOrEqual(LIST_COUNT_CAP);
      const last = Math.max(1, Math.ceil(expected.length / PAGE_SIZE));
      for (const pageNum of [1, last]) {
        const page = await pageOf(who, search, pageNum);
        const label = `${who} ${JSON.stringify(search)} page ${pageNum}`;
        expect(page.totalCount, label).toBe(expected.length);
        expect(page.totalCountCapped, label).toBeUndefined();
        expect(
          page.entities.map((row) => row.id),
          label,
        ).toEqual(expected.slice((pageNum - 1) * PAGE_SIZE, pageNum * PAGE_SIZE));
      }
    }
  });

  it('caps a text with an exact filter beside it, and never a list without a text', async () => {
    const both = { nickname: 'r ', status: 1 };
    const all = await pageOf('tenant', { nickname: 'r ' }, 1);
    const half = await pageOf('tenant', both, 1);
    // Half the rows, under the cap.
    expect(half.totalCount).toBe((await expectedIds(callers.tenant.at, both)).length);
    expect(half.totalCountCapped).toBeUndefined();
    expect(all.totalCountCapped).toBe(true);
    const response = await callAs(
      t,
      callers.tenant.token,
      'POST',
      `${endpoints.customer.list.path}?pageNum=1&pageSize=${PAGE_SIZE}`,
      {},
    );
    const plain = bodyOf(response) as unknown as Page;
    expect(plain.totalCount).toBeGreaterThan(LIST_COUNT_CAP);
    expect(plain.totalCountCapped).toBeUndefined();
  });

  it('exports every row of a capped search, past the cap', async () => {
    const search = { nickname: 'r ' };
    const created = await callAs(t, callers.tenant.token, 'POST', '/api/admin/export/create', {
      endpoint: 'customer.list',
      body: search,
      columns: [{ key: 'id', header: 'Id' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = bodyOf(created).data as ExportJob;
    let job: ExportJob | undefined;
    for (let attempt = 0; attempt < 600 && job?.status !== 'done'; attempt += 1) {
      const jobs = await callAs(
        t,
        callers.tenant.token,
        'POST',
        '/api/admin/export/list?pageSize=50&pageNum=1',
        {},
      );
      job = jobs.json<Paged<ExportJob>>().entities.find((entry) => entry.id === id);
      expect(job?.status).not.toBe('failed');
      if (job?.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const expected = await expectedIds(callers.tenant.at, search);
    expect(expected.length).toBeGreaterThan(LIST_COUNT_CAP);
    expect(job).toMatchObject({ status: 'done', progress: 100, rowCount: expected.length });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/export/download?id=${id}`,
      headers: bearer(callers.tenant.token),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ids: number[] = [];
    workbook.worksheets[0]?.eachRow((row, rowNumber) => {
      if (rowNumber > 1) ids.push(Number((row.values as unknown[])[1]));
    });
    expect(ids).toEqual(expected);
  }, 120_000);
});
