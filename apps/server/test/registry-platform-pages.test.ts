import { endpoints } from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untyped } from '../src/scope/scoped-db';
import { callAs } from './support/admin-calls';
import {
  type Organ,
  type SubtreeCallers,
  startWithSubtreeCallers,
} from './support/subtree-callers';
import { bodyOf } from './support/test-app';

// The platform's view of every tenant reads a list's page as one part per tenant, each in order
// from that tenant's indexes, merged (resources/list-page.ts `parts`), and adds up its total
// part by part: every page (first, middle, last, read from the other end of the order) and
// total stay those of a plain read of every tenant's rows, unfiltered and filtered. Its "contains"
// searches (SQLite: from the text index, resources/list-text-page.ts) with more candidates than
// are checked row by row are read each tenant in its ids' order (the audit log's index, keyed by
// tenant) or walked over every tenant's rows newest first, or sorted (the customers', keyed by
// organisation): their pages are those of a plain read too.

type Page = { totalCount: number; entities: { id: number }[] };

const PAGE_SIZE = 7;

describe('the platform’s pages of every tenant', () => {
  let t: SubtreeCallers['t'];
  let callers: SubtreeCallers['callers'];
  let owners: Organ[];
  const db = () => untyped(t.app.db);

  const insert = (owner: Organ, row: number) =>
    db()
      .insertInto('customer')
      .values({
        tenantId: owner.tenantId,
        organId: owner.id,
        organPath: owner.organPath,
        name: `Platform ${row}`,
        mobile: `139${String(row * 37).padStart(8, '0')}`,
        registerTerminal: [0, 10, 31][row % 3],
        status: row % 4 === 0 ? 0 : 1,
      })
      .execute();

  /** Every tenant's customers (of one status), newest first, from a plain read. */
  const expectedIds = async (status?: number) => {
    const { rows } = await sql<{ id: number }>`select id from customer
      ${status === undefined ? sql`` : sql`where status = ${status}`}
      order by id desc`.execute(t.app.db);
    return rows.map((row) => Number(row.id));
  };

  const pageOf = async (pageNum: number, filter: object, path = endpoints.customer.list.path) => {
    const response = await callAs(
      t,
      callers.platform.token,
      'POST',
      `${path}?pageNum=${pageNum}&pageSize=${PAGE_SIZE}`,
      filter,
    );
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(response) as unknown as Page;
  };

  beforeAll(async () => {
    let organs: SubtreeCallers['organs'];
    ({ t, organs, callers } = await startWithSubtreeCallers('kiosk.platform'));
    // A second tenant's organisation beside the first tenant's tree, rows of both interleaved.
    const harbour = (await db()
      .selectFrom('organ')
      .select(['id', 'tenantId', 'organPath'])
      .where('organName', '=', 'Harbour Mart')
      .executeTakeFirstOrThrow()) as Organ;
    owners = [...organs, harbour];
    for (let row = 0; row < 45; row += 1) await insert(owners[row % owners.length] as Organ, row);
  });
  afterAll(() => t.close());

  it('reads every tenant’s rows in one order, page by page, with their total', async () => {
    const { rows: tenants } = await sql<{ n: number }>`select count(distinct tenant_id) as n
      from customer`.execute(t.app.db);
    expect(Number(tenants[0]?.n)).toBeGreaterThanOrEqual(2);
    for (const status of [undefined, 0, 1]) {
      const expected = await expectedIds(status);
      const last = Math.ceil(expected.length / PAGE_SIZE);
      for (const pageNum of [1, 2, Math.ceil(last / 2), last - 1, last, last + 1]) {
        const page = await pageOf(pageNum, status === undefined ? {} : { status });
        const label = `status ${String(status)}, page ${pageNum} of ${last}`;
        expect(page.totalCount, label).toBe(expected.length);
        expect(
          page.entities.map((row) => row.id),
          label,
        ).toEqual(expected.slice((pageNum - 1) * PAGE_SIZE, pageNum * PAGE_SIZE));
      }
    }
  });

  it('finds every tenant’s rows containing a text, page by page, past the rows checked one by one', async () => {
    // More than RECHECKED (2,000) candidates, from both tenants, interleaved.
    const ROWS = 2_800;
    const ownerOf = (row: number) => owners[row % owners.length] as Organ;
    for (let at = 0; at < ROWS; at += 400) {
      const rows = Array.from({ length: 400 }, (_, index) => at + index);
      await db()
        .insertInto('customer')
        .values(
          rows.map((row) => ({
            tenantId: ownerOf(row).tenantId,
            organId: ownerOf(row).id,
            organPath: ownerOf(row).organPath,
            name: `Regular ${row}`,
            nickname: row % 5 === 0 ? `Rarely ${row}` : `Regular ${row}`,
            mobile: `138${String(row).padStart(8, '0')}`,
            status: 1,
          })),
        )
        .execute();
      await db()
        .insertInto('auditLog')
        .values(
          rows.map((row) => ({
            tenantId: ownerOf(row).tenantId,
            organId: ownerOf(row).id,
            organPath: ownerOf(row).organPath,
            recordId: row + 1,
            userId: 1,
            tableName: row % 7 === 0 ? 'goods_sku' : 'pay_order',
            action: 'update',
          })),
        )
        .execute();
    }
    const { rows: tenants } = await sql<{ n: number }>`select count(distinct tenant_id) as n
      from audit_log where table_name = 'pay_order'`.execute(t.app.db);
    expect(Number(tenants[0]?.n)).toBeGreaterThanOrEqual(2);
    /** Every tenant's rows whose column contains the text, newest first, read plainly. */
    const expectedOf = async (table: string, column: string, text: string) => {
      const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)}
        where lower(${sql.ref(column)}) like ${`%${text}%`} order by id desc`.execute(t.app.db);
      return rows.map((row) => Number(row.id));
    };
    const searches = [
      [endpoints.auditLog.list.path, 'audit_log', 'tableName', 'table_name', 'order'],
      [endpoints.customer.list.path, 'customer', 'nickname', 'nickname', 'regular'],
      [endpoints.customer.list.path, 'customer', 'mobile', 'mobile', '1380000'],
    ] as const;
    for (const [path, table, field, column, text] of searches) {
      const expected = await expectedOf(table, column, text);
      expect(expected.length, text).toBeGreaterThan(2_000);
      const last = Math.ceil(expected.length / PAGE_SIZE);
      for (const pageNum of [1, 2, 40, Math.ceil(last / 2), last - 1, last, last + 1]) {
        const page = await pageOf(pageNum, { [field]: text }, path);
        const label = `${table} ${field} "${text}", page ${pageNum} of ${last}`;
        expect(page.totalCount, label).toBe(expected.length);
        expect(
          page.entities.map((row) => row.id),
          label,
        ).toEqual(expected.slice((pageNum - 1) * PAGE_SIZE, pageNum * PAGE_SIZE));
      }
    }
  });
});
