import { type AuthorityNode, authorityNodeSchema } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { authorityIdOf, callAs, demoToken, roleIdOf } from './support/admin-calls';
import { bodyOf, type TestApp, startTestApp } from './support/test-app';

const TREE = '/api/admin/authority/tree';
const EDIT = '/api/admin/authority/edit';
const REMOVE = '/api/admin/authority/remove';

const flatten = (nodes: AuthorityNode[]): AuthorityNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('authority tree', () => {
  let t: TestApp;
  let admin: string;
  let tenantAdmin: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    admin = await demoToken(t, 'admin');
    tenantAdmin = await demoToken(t, 'sunrise.admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const tree = async (): Promise<AuthorityNode[]> => {
    const response = await callAs(t, admin, 'POST', TREE, {});
    expect(response.statusCode).toBe(200);
    return (bodyOf(response).data as unknown[]).map((node) => authorityNodeSchema.parse(node));
  };

  it('lists the whole tree nested and ordered by sort', async () => {
    const nodes = await tree();
    expect(nodes[0]?.code).toBe('DASHBOARD');
    const system = nodes.find((node) => node.code === 'SYSTEM_MANAGE');
    expect(system?.type).toBe(1);
    const user = system?.children.find((node) => node.code === 'USER');
    expect(user).toMatchObject({ type: 2, url: '/user/index', icon: 'user' });
    expect(user?.children.map((node) => node.code)).toEqual([
      'USER_LIST',
      'USER_EDIT',
      'USER_REMOVE',
    ]);
    const detail = system?.children.find((node) => node.code === 'USER_DETAIL');
    expect(detail?.hidden).toBe(true);
  });

  it('refuses the tree to a user without AUTHORITY_LIST', async () => {
    const response = await callAs(t, tenantAdmin, 'POST', TREE, {});
    expect(response.statusCode).toBe(403);
  });

  it('creates, updates and removes nodes; a removed node is no longer granted', async () => {
    const systemId = await authorityIdOf(t, 'SYSTEM_MANAGE');
    const created = await callAs(t, admin, 'PATCH', EDIT, {
      parentId: systemId,
      name: 'report',
      code: 'REPORT',
      type: 2,
      icon: 'chart',
      url: '/report/index',
      sort: 99,
    });
    expect(created.statusCode).toBe(200);
    const menu = bodyOf(created).data as { id: number; createBy: string; hidden: boolean };
    expect(menu).toMatchObject({ createBy: 'admin', hidden: false });
    const button = bodyOf(
      await callAs(t, admin, 'PATCH', EDIT, {
        parentId: menu.id,
        name: 'reportList',
        code: 'REPORT_LIST',
        type: 3,
      }),
    ).data as { id: number };

    const updated = await callAs(t, admin, 'PATCH', EDIT, {
      id: menu.id,
      parentId: systemId,
      name: 'reports',
      code: 'REPORT',
      type: 2,
      url: '/reports/index',
      hidden: true,
    });
    expect(bodyOf(updated).data).toMatchObject({
      name: 'reports',
      url: '/reports/index',
      hidden: true,
      sort: 99,
    });
    const node = flatten(await tree()).find((entry) => entry.code === 'REPORT');
    expect(node?.children.map((child) => child.code)).toEqual(['REPORT_LIST']);

    // A node with children cannot go.
    const refused = await callAs(t, admin, 'DELETE', `${REMOVE}?id=${menu.id}`, undefined, 'zh');
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).description).toBe('该权限下还有子节点，请先删除子节点');

    // A granted leaf (its creator's roles hold it) goes with its grants.
    const grantsOf = () =>
      t.app.db
        .selectFrom('roleAuthority')
        .selectAll()
        .where('authorityId', '=', button.id)
        .execute();
    expect(await grantsOf()).toHaveLength(1);
    expect((await callAs(t, admin, 'DELETE', `${REMOVE}?id=${button.id}`)).statusCode).toBe(200);
    expect(await grantsOf()).toEqual([]);
    expect((await callAs(t, admin, 'DELETE', `${REMOVE}?id=${menu.id}`)).statusCode).toBe(200);
    expect(flatten(await tree()).some((entry) => entry.code.startsWith('REPORT'))).toBe(false);
    expect((await callAs(t, admin, 'DELETE', `${REMOVE}?id=${menu.id}`)).statusCode).toBe(404);
  });

  it('keeps codes unique and the tree a tree', async () => {
    const userId = await authorityIdOf(t, 'USER');
    const userList = await authorityIdOf(t, 'USER_LIST');
    const systemId = await authorityIdOf(t, 'SYSTEM_MANAGE');

    const taken = await callAs(
      t,
      admin,
      'PATCH',
      EDIT,
      { name: 'x', code: 'USER_LIST', type: 3, parentId: userId },
      'es',
    );
    expect(taken.statusCode).toBe(400);
    expect(bodyOf(taken)).toMatchObject({
      field: 'code',
      description: 'El código de autorización "USER_LIST" ya está en uso',
    });

    const belowButton = await callAs(t, admin, 'PATCH', EDIT, {
      name: 'x',
      code: 'X_1',
      type: 3,
      parentId: userList,
    });
    expect(bodyOf(belowButton)).toMatchObject({
      status: 400,
      field: 'parentId',
      description: 'Parent node cannot be the node itself, one of its descendants or a button',
    });

    // SYSTEM_MANAGE below its own descendant USER would be a cycle.
    const cycle = await callAs(t, admin, 'PATCH', EDIT, {
      id: systemId,
      name: 'systemManage',
      code: 'SYSTEM_MANAGE',
      type: 1,
      parentId: userId,
    });
    expect(bodyOf(cycle)).toMatchObject({ status: 400, field: 'parentId' });

    // A node with children cannot become a button.
    const toButton = await callAs(t, admin, 'PATCH', EDIT, {
      id: userId,
      name: 'user',
      code: 'USER',
      type: 3,
      parentId: systemId,
    });
    expect(bodyOf(toButton)).toMatchObject({ status: 400, field: 'type' });

    const unchanged = flatten(await tree()).find((entry) => entry.code === 'SYSTEM_MANAGE');
    expect(unchanged?.parentId).toBeNull();
  });

  it('names the invalid field in the caller’s language', async () => {
    const noName = await callAs(t, admin, 'PATCH', EDIT, { code: 'NEW_NODE', type: 2 }, 'zh');
    expect(bodyOf(noName)).toMatchObject({
      status: 400,
      field: 'name',
      description: '名称不能为空',
    });
    const badType = await callAs(t, admin, 'PATCH', EDIT, { name: 'n', code: 'NEW_NODE', type: 7 });
    expect(bodyOf(badType)).toMatchObject({
      status: 400,
      field: 'type',
      description: 'Type is not valid',
    });
    const badCode = await callAs(
      t,
      admin,
      'PATCH',
      EDIT,
      { name: 'n', code: 'has space', type: 2 },
      'es',
    );
    expect(bodyOf(badCode)).toMatchObject({
      status: 400,
      field: 'code',
      description: 'Código no es válido',
    });
    const noId = await callAs(t, admin, 'DELETE', REMOVE);
    expect(bodyOf(noId)).toMatchObject({ status: 400, field: 'id', description: 'Id is required' });
  });

  it('lets only platform staff change the tree, whatever their role grants', async () => {
    // The platform admin may grant AUTHORITY_EDIT/REMOVE to a tenant role…
    const roleId = await roleIdOf(t, 'sunrise.admin', 'tenant-admin');
    const codes = ['AUTHORITY', 'AUTHORITY_LIST', 'AUTHORITY_EDIT', 'AUTHORITY_REMOVE'];
    for (const code of codes)
      await t.app.db
        .insertInto('roleAuthority')
        .values({ roleId, authorityId: await authorityIdOf(t, code) })
        .execute();
    const dashboard = await authorityIdOf(t, 'DASHBOARD');
    // …yet the tenant admin still cannot change the global tree.
    const edit = await callAs(
      t,
      tenantAdmin,
      'PATCH',
      EDIT,
      { id: dashboard, name: 'hacked', code: 'DASHBOARD', type: 2 },
      'en',
    );
    expect(edit.statusCode).toBe(403);
    expect(bodyOf(edit).description).toBe('Only platform staff may change the authority tree');
    const remove = await callAs(t, tenantAdmin, 'DELETE', `${REMOVE}?id=${dashboard}`);
    expect(remove.statusCode).toBe(403);
    const row = await t.app.db
      .selectFrom('authority')
      .selectAll()
      .where('id', '=', dashboard)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('dashboard');
    // Reading is allowed with AUTHORITY_LIST.
    expect((await callAs(t, tenantAdmin, 'POST', TREE, {})).statusCode).toBe(200);
  });
  it('gives a new node to its creator, and keeps API edits across a restart', async () => {
    const created = await callAs(t, admin, 'PATCH', EDIT, {
      name: 'reportCentre',
      code: 'REPORT_CENTRE',
      type: 1,
      url: '/report-centre',
    });
    const node = bodyOf(created).data as { id: number };
    // The creator holds it at once, so can grant it on.
    const roleId = await roleIdOf(t, 'admin', 'admin');
    const granted = await callAs(t, admin, 'POST', '/api/admin/role/get-authorities', {
      id: roleId,
    });
    expect((bodyOf(granted).data as { checkedIds: number[] }).checkedIds).toContain(node.id);

    const lineChart = await authorityIdOf(t, 'DEMO_CHARTS_LINE');
    const renamed = await callAs(t, admin, 'PATCH', EDIT, {
      id: lineChart,
      parentId: await authorityIdOf(t, 'DEMO_CHARTS'),
      name: 'salesLine',
      code: 'DEMO_CHARTS_LINE',
      type: 2,
      url: '/charts/line',
    });
    expect(renamed.statusCode).toBe(200);

    // A second start on the same database runs the seed again.
    const again = await buildApp(t.config, { clock: t.clock });
    try {
      const row = await again.db
        .selectFrom('authority')
        .selectAll()
        .where('id', '=', lineChart)
        .executeTakeFirstOrThrow();
      expect(row.name).toBe('salesLine');
      const grant = await again.db
        .selectFrom('roleAuthority')
        .selectAll()
        .where('roleId', '=', roleId)
        .where('authorityId', '=', node.id)
        .executeTakeFirst();
      expect(grant).toBeDefined();
    } finally {
      await again.close();
    }
  });
});
