import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from '../src/db/seed/seed-helpers';
import { hashPassword } from '../src/lib/password';
import { callAs, demoToken, organIdOf, roleIdOf, startDemoApp } from './support/admin-calls';
import { bodyOf, type TestApp, tokenFor } from './support/test-app';

// A registry list's totalCount stays exact whatever changes the rows (the unfiltered total
// comes from per-organisation counters, resources/row-counts.ts) and its pages are the rows
// an offset read of the table gives: for a tenant administrator at the root, an administrator
// of a branch below it and the platform.

const LIST = '/api/ministore/logistics/list';
const EDIT = '/api/ministore/logistics/edit';
const REMOVE = '/api/ministore/logistics/remove';
const ORGAN_EDIT = '/api/admin/organ/edit';

type Page = { totalCount: number; entities: { id: number }[] };
type Organ = { id: number; tenantId: number; organPath: string; parentId: number };

describe('registry list totals and pages', () => {
  let t: TestApp;
  let tokens: { admin: string; sunrise: string; store: string; harbour: string };
  let organs: Record<'retail' | 'downtown' | 'kiosk' | 'uptown' | 'harbour', Organ>;

  const organ = (id: number) =>
    t.app.db.selectFrom('organ').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const listAs = async (
    who: keyof typeof tokens,
    body: Record<string, unknown> = {},
    page = { pageNum: 1, pageSize: 5 },
  ): Promise<Page> => {
    const response = await callAs(
      t,
      tokens[who],
      'POST',
      `${LIST}?pageNum=${page.pageNum}&pageSize=${page.pageSize}`,
      body,
    );
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(response) as unknown as Page;
  };
  /** The rows of the organisation's subtree, counted in the table itself. */
  const rowsBelow = async (at: Organ) => {
    const fresh = await organ(at.id);
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from logistics_company
      where tenant_id = ${fresh.tenantId} and organ_path like ${`${fresh.organPath}%`}`.execute(
      t.app.db,
    );
    return Number(rows[0]?.count);
  };
  /** Every caller's total is the count of the table, and the same as a filtered list says. */
  const expectExact = async () => {
    const checks: [keyof typeof tokens, Organ, Record<string, unknown>][] = [
      ['sunrise', organs.retail, {}],
      ['store', organs.downtown, {}],
      ['admin', organs.kiosk, { organId: organs.kiosk.id }],
      ['harbour', organs.harbour, {}],
    ];
    for (const [who, at, body] of checks) {
      const expected = await rowsBelow(at);
      expect((await listAs(who, body)).totalCount, `${who}`).toBe(expected);
      // A filter every row matches is counted row by row: the same number.
      expect((await listAs(who, { ...body, enable: 1 })).totalCount, `${who}`).toBe(expected);
    }
  };
  const create = async (at: Organ, code: string) => {
    const response = await callAs(t, tokens.sunrise, 'PATCH', EDIT, {
      organId: at.id,
      code,
      name: `Carrier ${code}`,
      sort: 0,
      enable: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (bodyOf(response).data as { id: number }).id;
  };

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    const downtown = await organ(await organIdOf(t, 'Sunrise Downtown'));
    // An administrator of the Downtown branch (the tenant's administrator role, one level down).
    const password = 'Branch#Pass1';
    await ensureUser(
      t.app.db,
      {
        userName: 'downtown.lists',
        name: 'Downtown lists',
        organ: downtown,
        roleId: await roleIdOf(t, 'sunrise.admin', 'tenant-admin'),
      },
      () => hashPassword(password),
      Date.now(),
    );
    tokens = {
      admin: demo.admin,
      sunrise: demo.sunrise,
      store: await tokenFor(t, 'downtown.lists', password),
      harbour: await demoToken(t, 'harbour.admin'),
    };
    organs = {
      retail: await organ(demo.sunriseId),
      downtown: await organ(await organIdOf(t, 'Sunrise Downtown')),
      kiosk: await organ(await organIdOf(t, 'Sunrise Downtown Kiosk')),
      uptown: await organ(await organIdOf(t, 'Sunrise Uptown')),
      harbour: await organ(demo.harbourId),
    } as typeof organs;
  });
  afterAll(() => t.close());

  it('keeps every total exact through creates, removes and moves of rows and organisations', async () => {
    await expectExact();
    const before = (await listAs('store')).totalCount;
    const kiosk = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create(organs.kiosk, `K${index}`)),
    );
    for (const index of [0, 1, 2]) await create(organs.downtown, `D${index}`);
    for (const index of [0, 1]) await create(organs.retail, `R${index}`);
    expect((await listAs('store')).totalCount).toBe(before + 9);
    await expectExact();

    for (const id of kiosk.slice(0, 2)) {
      const removed = await callAs(t, tokens.sunrise, 'DELETE', `${REMOVE}?id=${id}`);
      expect(removed.statusCode, removed.body).toBe(200);
    }
    expect((await listAs('store')).totalCount).toBe(before + 7);
    await expectExact();

    // A row moved to the tenant's root leaves the store's total.
    const moved = await callAs(t, tokens.sunrise, 'PATCH', EDIT, {
      id: kiosk[2],
      organId: organs.retail.id,
      code: 'K2',
      name: 'Carrier K2',
      sort: 0,
      enable: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await listAs('store')).totalCount).toBe(before + 6);
    await expectExact();

    // The organisation moves with its rows: under Uptown, then to another tenant, then back.
    const moveDowntown = async (parent: Organ) => {
      const response = await callAs(t, tokens.admin, 'PATCH', ORGAN_EDIT, {
        id: organs.downtown.id,
        tenantId: parent.tenantId,
        parentId: parent.id,
        organName: 'Sunrise Downtown',
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await moveDowntown(organs.uptown);
    await expectExact();
    await moveDowntown(organs.harbour);
    expect(await rowsBelow(organs.harbour)).toBeGreaterThanOrEqual(before + 6);
    await expectExact();
    await moveDowntown(organs.retail);
    await expectExact();
  });

  it('answers a deep page with the rows an offset read gives, filtered or not', async () => {
    for (let index = 0; index < 16; index += 1) await create(organs.retail, `P${index}`);
    const fresh = await organ(organs.retail.id);
    for (const [body, enable] of [
      [{}, null],
      [{ enable: 1 }, 1],
    ] as const) {
      const { rows } = await sql<{ id: number }>`
        select id from logistics_company
        where tenant_id = ${fresh.tenantId} and organ_path like ${`${fresh.organPath}%`}
          ${enable === null ? sql`` : sql`and enable = ${enable}`}
        order by sort, name, id limit 5 offset 10`.execute(t.app.db);
      expect(rows.length).toBe(5);
      const page = await listAs('sunrise', body, { pageNum: 3, pageSize: 5 });
      expect(page.entities.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    }
  });
});
