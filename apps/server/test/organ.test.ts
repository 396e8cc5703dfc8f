import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, demoToken } from './support/admin-calls';
import { bodyOf, startTestApp, type TestApp } from './support/test-app';

type OrganRow = {
  id: number;
  parentId: number | null;
  organName: string;
  organPath: string;
  type: number;
  tenantId: number;
  createBy: string | null;
  children?: OrganRow[];
};

const LIST = '/api/admin/organ/list?pageSize=50&pageNum=1';
const EDIT = '/api/admin/organ/edit';
const REMOVE = '/api/admin/organ/remove';
const TREE = '/api/admin/organ/query-subordinate-organ';
const TENANTS = '/api/admin/organ/query-tenant-list';
const ASSIGNEES = '/api/admin/organ/query-assignee-organ';

const names = (rows: OrganRow[]) => rows.map((row) => row.organName);

describe('organisations', () => {
  let t: TestApp;
  let admin: string;
  let sunrise: string;
  let store: string;
  const organ = (organName: string): Promise<OrganRow> =>
    t.app.db
      .selectFrom('organ')
      .selectAll()
      .where('organName', '=', organName)
      .executeTakeFirstOrThrow() as Promise<OrganRow>;
  const pathOfUser = async (userName: string) =>
    (
      await t.app.db
        .selectFrom('user')
        .select('organPath')
        .where('userName', '=', userName)
        .executeTakeFirstOrThrow()
    ).organPath;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    admin = await demoToken(t, 'admin');
    sunrise = await demoToken(t, 'sunrise.admin');
    store = await demoToken(t, 'sunrise.store');
  });
  afterAll(() => t.close());

  it('lists only the organisations of the caller’s scope, with the selectors', async () => {
    const own = bodyOf(await callAs(t, sunrise, 'POST', LIST, {})) as unknown as {
      entities: OrganRow[];
      totalCount: number;
    };
    expect(names(own.entities)).toEqual(
      expect.arrayContaining(['Sunrise Retail', 'Sunrise Downtown', 'Sunrise Uptown']),
    );
    expect(own.entities.every((row) => row.organName.startsWith('Sunrise'))).toBe(true);
    expect(own.totalCount).toBe(own.entities.length);

    const harbour = await organ('Harbour Mart');
    const foreign = (await callAs(t, sunrise, 'POST', LIST, { tenantId: harbour.id })).json();
    expect(foreign).toMatchObject({ successful: true, entities: [], totalCount: 0 });
    const chosen = (await callAs(t, admin, 'POST', LIST, { tenantId: harbour.id })).json();
    expect(names(chosen.entities).every((name: string) => name.startsWith('Harbour'))).toBe(true);
    const byName = (await callAs(t, sunrise, 'POST', LIST, { organName: 'uptown' })).json();
    expect(names(byName.entities)).toEqual(['Sunrise Uptown']);
  });

  it('offers nodes of type 0 or 1 as tenants: all for the platform, one’s own for a tenant', async () => {
    const platform = bodyOf(await callAs(t, admin, 'POST', TENANTS, {})).data as OrganRow[];
    expect(names(platform)).toEqual(['Platform', 'Sunrise Retail', 'Harbour Mart']);
    expect(platform.every((row) => row.type === 0 || row.type === 1)).toBe(true);
    const ownTenant = bodyOf(await callAs(t, store, 'POST', TENANTS, {})).data as OrganRow[];
    expect(names(ownTenant)).toEqual(['Sunrise Retail']);
    const named = bodyOf(await callAs(t, admin, 'POST', `${TENANTS}?organName=HARB`, {}))
      .data as OrganRow[];
    expect(names(named)).toEqual(['Harbour Mart']);
  });

  it('answers the tree from the caller’s organisation down, narrowed by the tenant selector', async () => {
    const sunriseRetail = await organ('Sunrise Retail');
    const tree = bodyOf(await callAs(t, admin, 'POST', TREE, { tenantId: sunriseRetail.id }))
      .data as OrganRow[];
    expect(names(tree)).toEqual(['Sunrise Retail']);
    expect(names(tree[0]?.children ?? []).slice(0, 2)).toEqual([
      'Sunrise Downtown',
      'Sunrise Uptown',
    ]);
    const storeTree = bodyOf(await callAs(t, store, 'POST', TREE, {})).data as OrganRow[];
    expect(names(storeTree)).toEqual(['Sunrise Downtown']);
    expect(names(storeTree[0]?.children ?? [])).toEqual(['Sunrise Downtown Kiosk']);
    const assignees = bodyOf(await callAs(t, store, 'POST', ASSIGNEES, {})).data as OrganRow[];
    expect(names(assignees)).toEqual(['Sunrise Downtown', 'Sunrise Downtown Kiosk']);
    const kiosk = bodyOf(await callAs(t, store, 'POST', `${ASSIGNEES}?organName=kiosk`, {}))
      .data as OrganRow[];
    expect(names(kiosk)).toEqual(['Sunrise Downtown Kiosk']);
  });

  it('applies the tenant form rules', async () => {
    const sunriseRetail = await organ('Sunrise Retail');
    // Tenant field required.
    const noTenant = await callAs(t, sunrise, 'PATCH', EDIT, { organName: 'East' });
    expect(noTenant.statusCode).toBe(400);
    expect(bodyOf(noTenant)).toMatchObject({ field: 'tenantId' });
    // Without PLATFROM_ORGAN_EDIT the organisation field is not asked: the tenant root.
    const created = await callAs(t, sunrise, 'PATCH', EDIT, {
      tenantId: sunriseRetail.id,
      organName: 'Sunrise East',
    });
    expect(created.statusCode, created.body).toBe(200);
    const east = bodyOf(created).data as OrganRow;
    expect(east).toMatchObject({
      parentId: sunriseRetail.id,
      organPath: `${sunriseRetail.organPath}${east.id}/`,
      type: 2,
      tenantId: sunriseRetail.id,
      createBy: 'sunrise.admin',
    });
    // With it, the organisation field is required.
    const noParent = await callAs(
      t,
      admin,
      'PATCH',
      EDIT,
      { tenantId: sunriseRetail.id, organName: 'West' },
      'zh',
    );
    expect(noParent.statusCode).toBe(400);
    expect(bodyOf(noParent)).toMatchObject({ field: 'parentId', description: '上级节点不能为空' });
  });

  it('creates a tenant from a type-1 node under the platform, and only there', async () => {
    const platform = await organ('Platform');
    const made = await callAs(t, admin, 'PATCH', EDIT, {
      tenantId: platform.id,
      parentId: platform.id,
      organName: 'Coastal Foods',
      type: 1,
    });
    expect(made.statusCode, made.body).toBe(200);
    const tenant = bodyOf(made).data as OrganRow;
    expect(tenant).toMatchObject({
      type: 1,
      tenantId: tenant.id,
      organPath: `/${platform.id}/${tenant.id}/`,
    });

    const sunriseRetail = await organ('Sunrise Retail');
    const nested = await callAs(t, admin, 'PATCH', EDIT, {
      tenantId: sunriseRetail.id,
      parentId: sunriseRetail.id,
      organName: 'Not a tenant',
      type: 1,
    });
    expect(nested.statusCode).toBe(400);
    expect(bodyOf(nested).field).toBe('type');
    // The organisation must belong to the tenant chosen.
    const mismatch = await callAs(t, admin, 'PATCH', EDIT, {
      tenantId: tenant.id,
      parentId: sunriseRetail.id,
      organName: 'Mismatch',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(bodyOf(mismatch).field).toBe('parentId');
  });

  it('moves a node with its whole subtree and its data in one go, never under itself', async () => {
    const sunriseRetail = await organ('Sunrise Retail');
    const downtown = await organ('Sunrise Downtown');
    const uptown = await organ('Sunrise Uptown');
    const kiosk = await organ('Sunrise Downtown Kiosk');
    const edit = (parentId: number) =>
      callAs(t, admin, 'PATCH', EDIT, {
        id: downtown.id,
        tenantId: sunriseRetail.id,
        parentId,
        organName: 'Sunrise Downtown',
      });

    const underItself = await edit(kiosk.id);
    expect(underItself.statusCode).toBe(400);
    expect(bodyOf(underItself).field).toBe('parentId');
    expect(await organ('Sunrise Downtown Kiosk')).toEqual(kiosk);

    const moved = await edit(uptown.id);
    expect(moved.statusCode, moved.body).toBe(200);
    const newPath = `${uptown.organPath}${downtown.id}/`;
    expect((await organ('Sunrise Downtown')).organPath).toBe(newPath);
    expect((await organ('Sunrise Downtown Kiosk')).organPath).toBe(`${newPath}${kiosk.id}/`);
    expect(await pathOfUser('sunrise.store')).toBe(newPath);
    // The moved user's scope follows (their session reads their row).
    const tree = bodyOf(await callAs(t, store, 'POST', TREE, {})).data as OrganRow[];
    expect(names(tree)).toEqual(['Sunrise Downtown']);

    const back = await edit(sunriseRetail.id);
    expect(back.statusCode).toBe(200);
    expect(await pathOfUser('sunrise.store')).toBe(downtown.organPath);
  });

  it('refuses a new parent from a user who may not choose one, instead of ignoring it', async () => {
    const sunriseRetail = await organ('Sunrise Retail');
    const downtown = await organ('Sunrise Downtown');
    const uptown = await organ('Sunrise Uptown');
    const response = await callAs(
      t,
      sunrise,
      'PATCH',
      EDIT,
      {
        id: uptown.id,
        tenantId: sunriseRetail.id,
        parentId: downtown.id,
        organName: 'Sunrise Uptown',
      },
      'en',
    );
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toMatchObject({
      field: 'parentId',
      description: 'You do not have the authority for this action',
    });
    expect(await organ('Sunrise Uptown')).toEqual(uptown);
    // Its current parent, as the form sends it back, is fine.
    const same = await callAs(t, sunrise, 'PATCH', EDIT, {
      id: uptown.id,
      tenantId: sunriseRetail.id,
      parentId: uptown.parentId,
      organName: 'Sunrise Uptown',
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses to remove a node with sub-organisations or data, in the caller’s language', async () => {
    const uptown = await organ('Sunrise Uptown');
    const downtown = await organ('Sunrise Downtown');
    const hasChildren = await callAs(
      t,
      sunrise,
      'DELETE',
      `${REMOVE}?id=${downtown.id}`,
      undefined,
      'en',
    );
    expect(hasChildren.statusCode).toBe(400);
    expect(bodyOf(hasChildren).description).toBe(
      'This organisation still has sub-organisations; remove them first',
    );
    const hasData = await callAs(
      t,
      sunrise,
      'DELETE',
      `${REMOVE}?id=${uptown.id}`,
      undefined,
      'es',
    );
    expect(hasData.statusCode).toBe(400);
    expect(bodyOf(hasData).description).toMatch(/^Esta organización aún tiene \d+ registro/);
    expect(await organ('Sunrise Uptown')).toEqual(uptown);

    const east = await organ('Sunrise East');
    const removed = await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${east.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await t.app.db
      .selectFrom('organ')
      .select('id')
      .where('id', '=', east.id)
      .execute();
    expect(gone).toEqual([]);
  });

  it('answers 404 for another tenant’s or a sibling’s organisation, and changes nothing', async () => {
    const harbour = await organ('Harbour Pier Store');
    const uptown = await organ('Sunrise Uptown');
    const sunriseRetail = await organ('Sunrise Retail');
    const cases = [
      callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${harbour.id}`),
      callAs(t, sunrise, 'PATCH', EDIT, {
        id: harbour.id,
        tenantId: harbour.tenantId,
        organName: 'x',
      }),
      callAs(t, sunrise, 'PATCH', EDIT, {
        id: harbour.id,
        tenantId: sunriseRetail.id,
        organName: 'x',
      }),
    ];
    for (const response of await Promise.all(cases)) expect(response.statusCode).toBe(404);
    expect(await organ('Harbour Pier Store')).toEqual(harbour);
    // A sibling's organisation is not even a selector value.
    const sibling = await callAs(t, store, 'POST', TREE, { organId: uptown.id });
    expect(bodyOf(sibling)).toMatchObject({ successful: true, data: [] });
    expect(await organ('Sunrise Uptown')).toEqual(uptown);
  });
});
