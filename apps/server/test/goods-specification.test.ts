import type {
  SpecificationAssignee,
  SpecificationChoice,
  SpecificationGroupRecord,
  SpecificationItemRecord,
  SpecificationRecord,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeOf } from '../src/scope/scope';
import { authorityIdOf, callAs, demoToken, organIdOf } from './support/admin-calls';
import { bodyOf, type TestApp, tokenFor } from './support/test-app';
import {
  type Catalogue,
  catalogueAs,
  dataOf,
  entitiesOf,
  PAGE,
  startDemoCatalogues,
  okData,
} from './goods.support';

const GROUP = '/goods-specification-group';
const SPEC = '/goods-specification';
const ITEM = '/goods-specification-item';

describe('goods specifications', () => {
  let t: TestApp;
  let sunrise: Catalogue;
  let harbour: Catalogue;
  /** Sunrise Downtown's store operator: everything of the goods screens but GOODS_SPECIFICATION_GROUP_LIST. */
  let downtown: Catalogue;
  let uptown: Catalogue;

  beforeAll(async () => {
    ({ t, sunrise, harbour, downtown, uptown } = await startDemoCatalogues());
  });
  afterAll(() => t.close());

  const ok = okData;
  const group = async (as: Catalogue, name: string) =>
    ok<SpecificationGroupRecord>(await as.call('PATCH', `${GROUP}/edit`, { name }));
  const spec = async (as: Catalogue, body: Record<string, unknown>) =>
    ok<SpecificationRecord>(await as.call('PATCH', `${SPEC}/edit`, body));
  const item = async (as: Catalogue, specificationId: number, itemValue: string, sort = 0) =>
    ok<SpecificationItemRecord>(
      await as.call('PATCH', `${ITEM}/edit`, { specificationId, itemValue, sort }),
    );
  const count = async (
    table: 'goodsSpecification' | 'goodsSpecificationItem' | 'goodsSpecificationGroup',
  ) =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('seeds 颜色 (红色, 黑色) and 尺码 (S, M, L) in a group for each demo tenant', async () => {
    for (const as of [sunrise, harbour]) {
      const page = await as.call('POST', `${GROUP}/query-specification?pageSize=10&pageNum=1`, {});
      const choices = entitiesOf<SpecificationChoice>(page);
      expect(
        choices.map((c) => [c.groupName, c.parameterName, c.items.map((i) => i.itemValue)]),
      ).toEqual([
        ['基础规格', '颜色', ['红色', '黑色']],
        ['基础规格', '尺码', ['S', 'M', 'L']],
      ]);
    }
  });

  it('creates, lists, edits groups, specifications and items', async () => {
    const shoes = await sunrise.type('Shoes');
    const clothing = await group(sunrise, 'Clothing');
    const material = await spec(sunrise, {
      groupId: clothing.id,
      parameterName: 'Material',
      parameterCode: 'MATERIAL',
      displayArea: 'all',
      isMust: 1,
      isMutilSelect: 0,
      isNav: 1,
      goodsTypeId: shoes,
      remark: 'fabric',
    });
    expect(material).toMatchObject({
      groupId: clothing.id,
      groupName: 'Clothing',
      goodsTypeId: shoes,
      goodsTypeName: 'Shoes',
      displayArea: 'all',
      isMust: 1,
      isNav: 1,
      createBy: 'sunrise.admin',
    });
    await item(sunrise, material.id, 'Leather', 1);
    const cotton = await item(sunrise, material.id, 'Cotton', 0);
    expect(cotton).toMatchObject({ specificationName: 'Material', itemValue: 'Cotton' });

    const items = await sunrise.call('POST', `${ITEM}/list${PAGE}`, {
      specificationId: material.id,
    });
    expect(entitiesOf<SpecificationItemRecord>(items).map((row) => row.itemValue)).toEqual([
      'Cotton',
      'Leather',
    ]);
    expect(items.json()).toMatchObject({ totalCount: 2, pageSize: 20, currentPage: 1 });

    const renamed = await ok<SpecificationItemRecord>(
      await sunrise.call('PATCH', `${ITEM}/edit`, {
        id: cotton.id,
        specificationId: material.id,
        itemValue: 'Organic cotton',
        itemCode: 'OC',
      }),
    );
    expect(renamed).toMatchObject({ id: cotton.id, itemValue: 'Organic cotton', itemCode: 'OC' });

    const groups = await ok<SpecificationGroupRecord[]>(
      await sunrise.call('POST', `${GROUP}/query-for-list`, { name: 'cloth' }),
    );
    expect(groups).toMatchObject([{ id: clothing.id, name: 'Clothing' }]);
    const inGroup = await sunrise.call('POST', `${SPEC}/list${PAGE}`, { groupId: clothing.id });
    expect(entitiesOf<SpecificationRecord>(inGroup).map((row) => row.id)).toEqual([material.id]);

    const bySpecName = await sunrise.call('POST', `${SPEC}/list${PAGE}`, {
      parameterName: 'mater',
    });
    expect(entitiesOf<SpecificationRecord>(bySpecName).map((row) => row.id)).toEqual([material.id]);
    const edited = await spec(sunrise, {
      id: material.id,
      parameterName: 'Fabric',
      parameterCode: 'MATERIAL',
      groupId: null,
      goodsTypeId: null,
    });
    expect(edited).toMatchObject({ parameterName: 'Fabric', groupId: null, goodsTypeId: null });

    // The chooser: the category's specifications and the general ones, with their items.
    const sized = await spec(sunrise, { parameterName: 'Shoe size', goodsTypeId: shoes });
    const other = await spec(sunrise, {
      parameterName: 'Shelf life',
      goodsTypeId: await sunrise.type('Dairy'),
    });
    const chooser = await sunrise.call(
      'POST',
      `${GROUP}/query-specification?pageSize=40&pageNum=1`,
      { goodsTypeId: shoes },
    );
    const names = entitiesOf<SpecificationChoice>(chooser).map((row) => row.parameterName);
    expect(names).toEqual(expect.arrayContaining(['颜色', '尺码', 'Fabric', 'Shoe size']));
    expect(names).not.toContain(other.parameterName);
    expect(
      entitiesOf<SpecificationChoice>(chooser)
        .find((row) => row.id === edited.id)
        ?.items.map((row) => row.itemValue),
    ).toEqual(['Organic cotton', 'Leather']);
    expect(sized.goodsTypeName).toBe('Shoes');
  });

  it('refuses a group that still holds specifications, and removes a specification with its items', async () => {
    const sizes = await group(sunrise, 'Sizes');
    const width = await spec(sunrise, { groupId: sizes.id, parameterName: 'Width' });
    await item(sunrise, width.id, 'Narrow');
    await item(sunrise, width.id, 'Wide');

    const refused = await sunrise.call('DELETE', `${GROUP}/remove?id=${sizes.id}`, undefined, 'zh');
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).description).toBe(
      '该规格分组下还有 1 个规格，请先删除这些规格或将其移到其他分组',
    );
    expect(await count('goodsSpecificationGroup')).toBeGreaterThan(0);

    const itemsBefore = await count('goodsSpecificationItem');
    expect((await sunrise.call('DELETE', `${SPEC}/remove?id=${width.id}`)).statusCode).toBe(200);
    expect(await count('goodsSpecificationItem')).toBe(itemsBefore - 2);
    expect((await sunrise.call('DELETE', `${GROUP}/remove?id=${sizes.id}`)).statusCode).toBe(200);
    const gone = await sunrise.call('POST', `${GROUP}/query-for-list`, { name: 'Sizes' });
    expect(dataOf<unknown[]>(gone)).toEqual([]);
  });

  it('keeps a specification and an item that goods SKUs use (400, nothing removed)', async () => {
    const type = await sunrise.type('Shirts');
    const sleeve = await spec(sunrise, { parameterName: 'Sleeve', goodsTypeId: type });
    const long = await item(sunrise, sleeve.id, 'Long');
    const unused = await item(sunrise, sleeve.id, 'Short');
    const goodsId = await sunrise.goods({
      goodsName: 'Oxford shirt',
      goodsCode: 'SHIRT-1',
      goodsTypeId: type,
    });
    await ok(
      await sunrise.call('POST', '/goods-sku/save-spec-values', {
        goodsId,
        values: [{ specificationId: sleeve.id, itemIds: [long.id] }],
      }),
    );
    const items = await count('goodsSpecificationItem');
    for (const path of [`${ITEM}/remove?id=${long.id}`, `${SPEC}/remove?id=${sleeve.id}`]) {
      const response = await sunrise.call('DELETE', path, undefined, 'en');
      expect(response.statusCode, path).toBe(400);
      expect(bodyOf(response).description).toBe(
        'This specification or one of its values is still used by goods; change those goods first',
      );
    }
    expect(await count('goodsSpecificationItem')).toBe(items);
    expect((await sunrise.call('DELETE', `${ITEM}/remove?id=${unused.id}`)).statusCode).toBe(200);
  });

  it('answers bad references with a 400 naming the field, in the caller’s language; nothing changes', async () => {
    const theirGroup = await group(harbour, 'Harbour group');
    const theirSpec = await spec(harbour, { parameterName: 'Harbour spec' });
    const theirType = await harbour.type('Harbour type');
    const mine = await spec(sunrise, { parameterName: 'Mine' });
    const specs = await count('goodsSpecification');
    const items = await count('goodsSpecificationItem');

    const cases: [string, string, Record<string, unknown>, string, string][] = [
      [
        `${ITEM}/edit`,
        'specificationId',
        { specificationId: theirSpec.id, itemValue: 'stolen' },
        'zh',
        '所选规格不存在或不在您的数据范围内',
      ],
      [
        `${ITEM}/edit`,
        'specificationId',
        { specificationId: theirSpec.id, itemValue: 'stolen' },
        'en',
        'The chosen Specification does not exist or is outside your data scope',
      ],
      [
        `${SPEC}/edit`,
        'groupId',
        { parameterName: 'x', groupId: theirGroup.id },
        'es',
        'El valor elegido de Grupo de especificaciones no existe o está fuera de su ámbito de datos',
      ],
      [
        `${SPEC}/edit`,
        'goodsTypeId',
        { id: mine.id, parameterName: 'Mine', goodsTypeId: theirType },
        'en',
        'The chosen Goods category does not exist or is outside your data scope',
      ],
    ];
    for (const [path, field, body, language, description] of cases) {
      const response = await sunrise.call('PATCH', path, body, language);
      expect(response.statusCode, `${path} ${field}`).toBe(400);
      expect(bodyOf(response)).toMatchObject({ field, description });
    }
    expect(await count('goodsSpecification')).toBe(specs);
    expect(await count('goodsSpecificationItem')).toBe(items);
    const unchanged = await ok<SpecificationRecord[]>(
      await sunrise.call('POST', `${SPEC}/query-for-list`, { parameterName: 'Mine' }),
    );
    expect(unchanged).toMatchObject([{ id: mine.id, goodsTypeId: null }]);

    // A sibling organisation's specification is out of scope too.
    const uptownSpec = await spec(uptown, { parameterName: 'Uptown only' });
    const sibling = await downtown.call('PATCH', `${ITEM}/edit`, {
      specificationId: uptownSpec.id,
      itemValue: 'x',
    });
    expect(sibling.statusCode).toBe(400);
    expect(bodyOf(sibling).field).toBe('specificationId');
  });

  it('keeps parameter codes unique in a tenant and values unique in a specification', async () => {
    await spec(sunrise, { parameterName: 'Volume', parameterCode: 'VOL' });
    const before = await count('goodsSpecification');
    const twice = await sunrise.call(
      'PATCH',
      `${SPEC}/edit`,
      { parameterName: 'Volume 2', parameterCode: 'VOL' },
      'en',
    );
    expect(twice.statusCode).toBe(400);
    expect(bodyOf(twice)).toMatchObject({
      field: 'parameterCode',
      description: 'A specification with the code "VOL" already exists in this tenant',
    });
    // A sub-organisation of the same tenant clashes too; another tenant does not.
    expect(
      (await uptown.call('PATCH', `${SPEC}/edit`, { parameterName: 'V', parameterCode: 'VOL' }))
        .statusCode,
    ).toBe(400);
    expect(await count('goodsSpecification')).toBe(before);
    await spec(harbour, { parameterName: 'Volume', parameterCode: 'VOL' });

    const colour = await spec(sunrise, { parameterName: 'Shade' });
    await item(sunrise, colour.id, 'Blue');
    const again = await sunrise.call('PATCH', `${ITEM}/edit`, {
      specificationId: colour.id,
      itemValue: 'Blue',
    });
    expect(again.statusCode).toBe(400);
    expect(bodyOf(again).field).toBe('itemValue');
  });

  it('refuses a page size above the maximum (400 naming pageSize)', async () => {
    for (const url of [
      `${SPEC}/list?pageSize=501&pageNum=1`,
      `${ITEM}/list?pageSize=501&pageNum=1`,
      `${GROUP}/list?pageSize=501&pageNum=1`,
      // The chooser pages by at most 40.
      `${GROUP}/query-specification?pageSize=41&pageNum=1`,
    ]) {
      const response = await sunrise.call('POST', url, {}, 'en');
      expect(response.statusCode, url).toBe(400);
      expect(bodyOf(response)).toMatchObject({
        field: 'pageSize',
        description: 'Page size is too big',
      });
    }
  });

  it('isolates tenants and sibling organisations', async () => {
    const secret = await spec(sunrise, { parameterName: 'Sunrise secret' });
    const secretItem = await item(sunrise, secret.id, 'hidden');
    for (const [method, path, body] of [
      ['PATCH', `${SPEC}/edit`, { id: secret.id, parameterName: 'stolen' }],
      ['DELETE', `${SPEC}/remove?id=${secret.id}`, undefined],
      ['PATCH', `${ITEM}/edit`, { id: secretItem.id, specificationId: secret.id, itemValue: 'x' }],
      ['DELETE', `${ITEM}/remove?id=${secretItem.id}`, undefined],
    ] as const) {
      const response = await harbour.call(method, path, body);
      expect(response.statusCode, path).toBe(404);
    }
    const harbourList = await harbour.call('POST', `${SPEC}/query-for-list`, {});
    expect(
      dataOf<SpecificationRecord[]>(harbourList).map((row) => row.parameterName),
    ).not.toContain('Sunrise secret');
    expect(
      await ok<SpecificationRecord[]>(
        await sunrise.call('POST', `${SPEC}/query-for-list`, { parameterName: 'Sunrise secret' }),
      ),
    ).toMatchObject([{ parameterName: 'Sunrise secret' }]);

    // Downtown and Uptown do not see each other's; the tenant administrator sees both.
    await spec(downtown, { parameterName: 'Downtown only' });
    await spec(uptown, { parameterName: 'Uptown view' });
    const names = async (as: Catalogue) =>
      (await ok<SpecificationRecord[]>(await as.call('POST', `${SPEC}/query-for-list`, {}))).map(
        (row) => row.parameterName,
      );
    expect(await names(downtown)).toContain('Downtown only');
    expect(await names(downtown)).not.toContain('Uptown view');
    expect(await names(downtown)).not.toContain('颜色');
    expect(await names(sunrise)).toEqual(expect.arrayContaining(['Downtown only', 'Uptown view']));
    // A foreign organisation selector narrows to nothing.
    const foreign = await harbour.call('POST', `${SPEC}/list${PAGE}`, {
      organIds: [await organIdOf(t, 'Sunrise Retail')],
    });
    expect(entitiesOf(foreign)).toEqual([]);
  });

  it('assigns groups and specifications to organisations of the caller’s scope', async () => {
    const downtownId = await organIdOf(t, 'Sunrise Downtown');
    const uptownId = await organIdOf(t, 'Sunrise Uptown');
    const shared = await group(sunrise, 'Shared group');
    const assigned = await ok<SpecificationAssignee[]>(
      await sunrise.call('POST', `${GROUP}/assign-2-organs`, {
        groupId: shared.id,
        organIds: [downtownId, uptownId, downtownId],
      }),
    );
    expect(assigned.map((row) => row.organName).sort()).toEqual([
      'Sunrise Downtown',
      'Sunrise Uptown',
    ]);
    const narrowed = await ok<SpecificationAssignee[]>(
      await sunrise.call('POST', `${GROUP}/assign-2-organs`, {
        groupId: shared.id,
        organIds: [uptownId],
      }),
    );
    expect(narrowed.map((row) => row.organId)).toEqual([uptownId]);
    expect(
      await ok<SpecificationAssignee[]>(
        await sunrise.call('POST', `${GROUP}/query-assignee`, { groupId: shared.id }),
      ),
    ).toEqual(narrowed);

    const colour = await spec(sunrise, { parameterName: 'Assigned colour' });
    const harbourOrgan = await organIdOf(t, 'Harbour Mart');
    const foreign = await sunrise.call('POST', `${SPEC}/assign-2-organs`, {
      specificationId: colour.id,
      organIds: [downtownId, harbourOrgan],
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      await ok<SpecificationAssignee[]>(
        await sunrise.call('POST', `${SPEC}/query-assignee`, { specificationId: colour.id }),
      ),
    ).toEqual([]);
    await ok(
      await sunrise.call('POST', `${SPEC}/assign-2-organs`, {
        specificationId: colour.id,
        organIds: [downtownId],
      }),
    );
    // Another tenant neither reads nor changes them.
    for (const [path, body] of [
      [`${SPEC}/query-assignee`, { specificationId: colour.id }],
      [`${SPEC}/assign-2-organs`, { specificationId: colour.id, organIds: [] }],
      [`${GROUP}/query-assignee`, { groupId: shared.id }],
    ] as const)
      expect((await harbour.call('POST', path, body)).statusCode, path).toBe(404);
    expect(
      await ok<SpecificationAssignee[]>(
        await sunrise.call('POST', `${SPEC}/query-assignee`, { specificationId: colour.id }),
      ),
    ).toMatchObject([{ organId: downtownId }]);
  });

  it('requires GOODS_SPECIFICATION_GROUP_LIST for the group query, the chooser and its add dialog', async () => {
    const body = { parameterName: 'Added in the chooser', goodsTypeId: null };
    const specsBefore = await count('goodsSpecification');
    for (const [path, payload] of [
      [`${GROUP}/list${PAGE}`, {}],
      [`${GROUP}/query-for-list`, {}],
      [`${GROUP}/query-specification?pageSize=10&pageNum=1`, {}],
      [`${GROUP}/add-specification`, body],
    ] as const) {
      const response = await downtown.call('POST', path, payload);
      expect(response.statusCode, path).toBe(403);
    }
    expect(await count('goodsSpecification')).toBe(specsBefore);
    // The specification screen itself is not guarded by the group key.
    expect((await downtown.call('POST', `${SPEC}/list${PAGE}`, {})).statusCode).toBe(200);

    const added = await ok<SpecificationChoice>(
      await sunrise.call('POST', `${GROUP}/add-specification`, body),
    );
    expect(added).toMatchObject({ parameterName: 'Added in the chooser', items: [] });

    // The add dialog creates a specification: it needs GOODS_SPECIFICATION_EDIT as well.
    const admin = await demoToken(t, 'sunrise.admin');
    const role = dataOf<{ id: number }>(
      await callAs(t, admin, 'PATCH', '/api/admin/role/edit', {
        name: 'Chooser reader',
        code: 'chooser-reader',
      }),
    );
    await callAs(t, admin, 'POST', '/api/admin/role/set-authorities', {
      id: role.id,
      authorityIds: [
        await authorityIdOf(t, 'GOODS_SPECIFICATION_GROUP_LIST'),
        await authorityIdOf(t, 'GOODS_SPECIFICATION_LIST'),
      ],
    });
    const created = await callAs(t, admin, 'PATCH', '/api/admin/user/edit', {
      userName: 'sunrise.reader',
      name: 'Reader',
      password: 'Quartz#Harbor8',
      roleIds: [role.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const reader = catalogueAs(t, await tokenFor(t, 'sunrise.reader', 'Quartz#Harbor8'));
    expect(
      (await reader.call('POST', `${GROUP}/query-specification?pageSize=10&pageNum=1`, {}))
        .statusCode,
    ).toBe(200);
    const refused = await reader.call('POST', `${GROUP}/add-specification`, {
      parameterName: 'Reader adds',
    });
    expect(refused.statusCode).toBe(403);
    expect(await count('goodsSpecification')).toBe(specsBefore + 1);
  });

  it('finds items in scope by ids with their specification (for goods SKUs)', async () => {
    const mine = await spec(sunrise, { parameterName: 'Lookup' });
    const red = await item(sunrise, mine.id, 'Crimson');
    const theirs = await spec(harbour, { parameterName: 'Their lookup' });
    const their = await item(harbour, theirs.id, 'Navy');
    const user = await t.app.db
      .selectFrom('user')
      .select(['id', 'userName', 'tenantId', 'organId'])
      .where('userName', '=', 'sunrise.admin')
      .executeTakeFirstOrThrow();
    const organ = await t.app.db
      .selectFrom('organ')
      .select('organPath')
      .where('id', '=', user.organId)
      .executeTakeFirstOrThrow();
    const scope = scopeOf(
      {
        userId: user.id,
        userName: user.userName,
        tenantId: user.tenantId,
        organId: user.organId,
        organPath: organ.organPath,
        authorityCodes: new Set(),
      } as never,
      Date.now(),
    );
    const found = await t.app.services.goodsSpecifications.itemsInScope(scope, [red.id, their.id]);
    expect([...found.keys()]).toEqual([red.id]);
    expect(found.get(red.id)).toMatchObject({
      itemValue: 'Crimson',
      specification: { id: mine.id, parameterName: 'Lookup' },
    });
  });
});
