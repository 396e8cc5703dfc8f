import type {
  GoodsTypePropsRecord,
  GoodsTypePropsValueRecord,
  GoodsTypePropsWithValues,
  SpecificationRecord,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, type TestApp } from './support/test-app';
import {
  type Catalogue,
  dataOf,
  entitiesOf,
  PAGE,
  startDemoCatalogues,
  okData,
} from './goods.support';

const PROPS = '/goods-type-props';
const VALUES = '/goods-type-props-value';

describe('category properties', () => {
  let t: TestApp;
  let sunrise: Catalogue;
  let harbour: Catalogue;
  let downtown: Catalogue;
  let uptown: Catalogue;

  beforeAll(async () => {
    ({ t, sunrise, harbour, downtown, uptown } = await startDemoCatalogues());
  });
  afterAll(() => t.close());

  const ok = okData;
  const ofType = async (as: Catalogue, goodsTypeId: number) =>
    ok<GoodsTypePropsWithValues[]>(
      await as.call('POST', `${PROPS}/query-type-props`, { goodsTypeId }),
    );
  const shape = (props: GoodsTypePropsWithValues[]) =>
    props.map((prop) => [prop.propName, prop.inputType, prop.values.map((v) => v.value)]);
  const count = async (table: 'goodsTypeProps' | 'goodsTypePropsValue') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('seeds 产地 (国产, 进口) on the first category of each demo tenant', async () => {
    const drinks = await ok<{ id: number }[]>(
      await sunrise.call('POST', '/goods-type/query-for-list', { name: 'Drinks' }),
    );
    const [first] = drinks;
    expect(shape(await ofType(sunrise, first?.id ?? 0))).toEqual([
      ['产地', 'select', ['国产', '进口']],
    ]);
  });

  it('creates, lists and edits properties and their values', async () => {
    const tea = await sunrise.type('Tea');
    const origin = await ok<GoodsTypePropsRecord>(
      await sunrise.call('PATCH', `${PROPS}/edit`, {
        goodsTypeId: tea,
        propName: 'Origin',
        propCode: 'ORIGIN',
        inputType: 'select',
        isMust: 1,
        sort: 1,
      }),
    );
    expect(origin).toMatchObject({ goodsTypeName: 'Tea', isMust: 1, inputType: 'select' });
    const weight = await ok<GoodsTypePropsRecord>(
      await sunrise.call('PATCH', `${PROPS}/edit`, {
        goodsTypeId: tea,
        propName: 'Weight',
        inputType: 'number',
        sort: 0,
      }),
    );
    for (const [sort, value] of ['Yunnan', 'Fujian'].entries())
      await ok(await sunrise.call('PATCH', `${VALUES}/edit`, { propsId: origin.id, value, sort }));

    const page = await sunrise.call('POST', `${PROPS}/list${PAGE}`, { goodsTypeId: tea });
    expect(entitiesOf<GoodsTypePropsRecord>(page).map((row) => row.propName)).toEqual([
      'Weight',
      'Origin',
    ]);
    const values = await sunrise.call('POST', `${VALUES}/list${PAGE}`, { propsId: origin.id });
    expect(entitiesOf<GoodsTypePropsValueRecord>(values)).toMatchObject([
      { value: 'Yunnan', propsName: 'Origin' },
      { value: 'Fujian', propsName: 'Origin' },
    ]);
    const byCategory = await sunrise.call('POST', `${PROPS}/list${PAGE}`, {
      goodsTypeId: tea,
      propName: 'orig',
    });
    expect(entitiesOf<GoodsTypePropsRecord>(byCategory).map((row) => row.id)).toEqual([origin.id]);

    const renamed = await ok<GoodsTypePropsRecord>(
      await sunrise.call('PATCH', `${PROPS}/edit`, {
        id: weight.id,
        goodsTypeId: tea,
        propName: 'Net weight',
        inputType: 'number',
      }),
    );
    expect(renamed).toMatchObject({ id: weight.id, propName: 'Net weight' });
    const taken = await sunrise.call(
      'PATCH',
      `${PROPS}/edit`,
      { goodsTypeId: tea, propName: 'origin' },
      'en',
    );
    expect(taken.statusCode).toBe(400);
    expect(bodyOf(taken)).toMatchObject({
      field: 'propName',
      description: 'This category already has a property named "origin"',
    });
    const twice = await sunrise.call('PATCH', `${VALUES}/edit`, {
      propsId: origin.id,
      value: 'Yunnan',
    });
    expect(twice.statusCode).toBe(400);
    expect(bodyOf(twice).field).toBe('value');

    // Removing a property takes its values along.
    const valuesBefore = await count('goodsTypePropsValue');
    expect((await sunrise.call('DELETE', `${PROPS}/remove?id=${origin.id}`)).statusCode).toBe(200);
    expect(await count('goodsTypePropsValue')).toBe(valuesBefore - 2);
  });

  it('saves a category’s whole set at once: kept by id, added, removed, values replaced', async () => {
    const coffee = await sunrise.type('Coffee');
    const first = await ok<GoodsTypePropsWithValues[]>(
      await sunrise.call('POST', `${PROPS}/save-type-props`, {
        goodsTypeId: coffee,
        props: [
          { propName: 'Roast', propCode: 'ROAST', inputType: 'select', values: ['Light', 'Dark'] },
          { propName: 'Beans', inputType: 'text' },
          { propName: 'Caffeine', inputType: 'number', sort: 5 },
        ],
      }),
    );
    expect(shape(first)).toEqual([
      ['Roast', 'select', ['Light', 'Dark']],
      ['Beans', 'text', []],
      ['Caffeine', 'number', []],
    ]);
    const [roast, beans] = first;

    // Names swap freely inside one save; Caffeine goes, Grind arrives.
    const second = await ok<GoodsTypePropsWithValues[]>(
      await sunrise.call('POST', `${PROPS}/save-type-props`, {
        goodsTypeId: coffee,
        props: [
          { id: roast?.id, propName: 'Beans', inputType: 'select', values: ['Medium'] },
          { id: beans?.id, propName: 'Roast', inputType: 'text', sort: 1 },
          { propName: 'Grind', inputType: 'multiSelect', sort: 2, values: ['Fine', 'Coarse'] },
        ],
      }),
    );
    expect(shape(second)).toEqual([
      ['Beans', 'select', ['Medium']],
      ['Roast', 'text', []],
      ['Grind', 'multiSelect', ['Fine', 'Coarse']],
    ]);
    expect(second[0]?.id).toBe(roast?.id);

    // An empty set removes every property.
    await ok(
      await sunrise.call('POST', `${PROPS}/save-type-props`, { goodsTypeId: coffee, props: [] }),
    );
    expect(await ofType(sunrise, coffee)).toEqual([]);
  });

  it('refuses a bad save with a 400 naming the field, and changes nothing', async () => {
    const juice = await sunrise.type('Juice');
    const other = await sunrise.type('Other');
    const saved = await ok<GoodsTypePropsWithValues[]>(
      await sunrise.call('POST', `${PROPS}/save-type-props`, {
        goodsTypeId: juice,
        props: [{ propName: 'Fruit', values: ['Apple'] }],
      }),
    );
    const [otherProp] = await ok<GoodsTypePropsWithValues[]>(
      await sunrise.call('POST', `${PROPS}/save-type-props`, {
        goodsTypeId: other,
        props: [{ propName: 'Elsewhere' }],
      }),
    );
    const props = await count('goodsTypeProps');
    const values = await count('goodsTypePropsValue');
    const bad: [Record<string, unknown>[], string, string][] = [
      [[{ id: otherProp?.id, propName: 'Stolen' }], 'props', 'zh'],
      [[{ propName: 'Sugar' }, { propName: 'sugar ' }], 'props', 'en'],
      [[{ propName: 'Sugar', values: ['Low', 'Low'] }], 'values', 'es'],
      [[{ propName: 'Sugar', inputType: 'colour' }], 'props.1.inputType', 'en'],
      [[{ propName: '' }], 'props.1.propName', 'en'],
    ];
    for (const [list, field, language] of bad) {
      const response = await sunrise.call(
        'POST',
        `${PROPS}/save-type-props`,
        { goodsTypeId: juice, props: [{ id: saved[0]?.id, propName: 'Fruit' }, ...list] },
        language,
      );
      expect(response.statusCode, JSON.stringify(list)).toBe(400);
      expect(bodyOf(response).field).toBe(field);
    }
    const zh = await sunrise.call(
      'POST',
      `${PROPS}/save-type-props`,
      { goodsTypeId: juice, props: [{ propName: 'A' }, { propName: 'a' }] },
      'zh',
    );
    expect(bodyOf(zh).description).toBe('该分类已有名为“a”的属性');
    expect(await count('goodsTypeProps')).toBe(props);
    expect(await count('goodsTypePropsValue')).toBe(values);
    expect(shape(await ofType(sunrise, juice))).toEqual([['Fruit', 'text', ['Apple']]]);

    // Another tenant's category is not there at all.
    const theirs = await harbour.type('Harbour juice');
    const foreign = await sunrise.call('POST', `${PROPS}/save-type-props`, {
      goodsTypeId: theirs,
      props: [],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers references outside the scope with a 400 naming the field', async () => {
    const theirType = await harbour.type('Harbour drinks');
    const [theirProp] = await ok<GoodsTypePropsWithValues[]>(
      await harbour.call('POST', `${PROPS}/save-type-props`, {
        goodsTypeId: theirType,
        props: [{ propName: 'Harbour prop' }],
      }),
    );
    const props = await count('goodsTypeProps');
    const values = await count('goodsTypePropsValue');
    const type = await sunrise.call(
      'PATCH',
      `${PROPS}/edit`,
      { goodsTypeId: theirType, propName: 'x' },
      'en',
    );
    expect(type.statusCode).toBe(400);
    expect(bodyOf(type)).toMatchObject({
      field: 'goodsTypeId',
      description: 'The chosen Goods category does not exist or is outside your data scope',
    });
    const value = await sunrise.call(
      'PATCH',
      `${VALUES}/edit`,
      { propsId: theirProp?.id, value: 'x' },
      'zh',
    );
    expect(value.statusCode).toBe(400);
    expect(bodyOf(value)).toMatchObject({
      field: 'propsId',
      description: '所选分类属性不存在或不在您的数据范围内',
    });
    // A sibling organisation's category, the same.
    const uptownType = await uptown.type('Uptown type');
    const sibling = await downtown.call('PATCH', `${PROPS}/edit`, {
      goodsTypeId: uptownType,
      propName: 'x',
    });
    expect(bodyOf(sibling)).toMatchObject({ status: 400, field: 'goodsTypeId' });
    expect(await count('goodsTypeProps')).toBe(props);
    expect(await count('goodsTypePropsValue')).toBe(values);

    const big = await sunrise.call('POST', `${VALUES}/list?pageSize=501&pageNum=1`, {});
    expect(bodyOf(big)).toMatchObject({ status: 400, field: 'pageSize' });
  });

  it('isolates tenants and organisations', async () => {
    const mine = await sunrise.type('Private');
    const [prop] = await ok<GoodsTypePropsWithValues[]>(
      await sunrise.call('POST', `${PROPS}/save-type-props`, {
        goodsTypeId: mine,
        props: [{ propName: 'Secret', values: ['hidden'] }],
      }),
    );
    const valueId = prop?.values[0]?.id ?? 0;
    for (const [method, path, body] of [
      ['PATCH', `${PROPS}/edit`, { id: prop?.id, goodsTypeId: mine, propName: 'stolen' }],
      ['DELETE', `${PROPS}/remove?id=${prop?.id}`, undefined],
      ['PATCH', `${VALUES}/edit`, { id: valueId, propsId: prop?.id, value: 'stolen' }],
      ['DELETE', `${VALUES}/remove?id=${valueId}`, undefined],
      ['POST', `${PROPS}/query-type-props`, { goodsTypeId: mine }],
    ] as const) {
      const response = await harbour.call(method, path, body);
      expect(response.statusCode, path).toBe(404);
    }
    const theirList = await harbour.call('POST', `${PROPS}/query-for-list`, {});
    expect(dataOf<GoodsTypePropsRecord[]>(theirList).map((row) => row.propName)).not.toContain(
      'Secret',
    );
    // A store sees its own organisation's properties, not the tenant's.
    const downtownType = await downtown.type('Downtown type');
    await ok(
      await downtown.call('PATCH', `${PROPS}/edit`, {
        goodsTypeId: downtownType,
        propName: 'Mine',
      }),
    );
    const downtownSees = await ok<GoodsTypePropsRecord[]>(
      await downtown.call('POST', `${PROPS}/query-for-list`, {}),
    );
    expect(downtownSees.map((row) => row.propName)).toEqual(['Mine']);
    expect(shape(await ofType(sunrise, mine))).toEqual([['Secret', 'text', ['hidden']]]);
  });

  it('removing a category takes its properties along and leaves its specifications general', async () => {
    const gone = await sunrise.type('Seasonal');
    await ok(
      await sunrise.call('POST', `${PROPS}/save-type-props`, {
        goodsTypeId: gone,
        props: [{ propName: 'Season', values: ['Summer', 'Winter'] }],
      }),
    );
    const spec = await ok<SpecificationRecord>(
      await sunrise.call('PATCH', '/goods-specification/edit', {
        parameterName: 'Seasonal size',
        goodsTypeId: gone,
      }),
    );
    const props = await count('goodsTypeProps');
    const values = await count('goodsTypePropsValue');
    expect((await sunrise.call('DELETE', `/goods-type/remove?id=${gone}`)).statusCode).toBe(200);
    expect(await count('goodsTypeProps')).toBe(props - 1);
    expect(await count('goodsTypePropsValue')).toBe(values - 2);
    const after = await ok<SpecificationRecord[]>(
      await sunrise.call('POST', '/goods-specification/query-for-list', {
        parameterName: 'Seasonal size',
      }),
    );
    expect(after).toMatchObject([{ id: spec.id, goodsTypeId: null }]);
  });
});
