// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  endpoints,
  type GoodsTypePropsSave,
  type GoodsTypePropsWithValues,
  type SpecificationGroupRecord,
} from '@retail/contract';
import { specificationChoice } from '../../components/specification-chooser/specification.test-support';
import { organTree } from '../../resources/organ-store';
import { ownedRecord } from '../../resources/records.test-support';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { chooseOption, setUpScreenTests, toasts } from '../../resources/screen.test-support';
import { goodsSpecificationScreens } from './goods-specification.screens';
import {
  SpecificationGroupScreen,
  SpecificationItemScreen,
  SpecificationScreen,
  TypePropsValueScreen,
} from './specification-screens';
import { TypePropsScreen } from './type-props-screen';

setUpScreenTests('zh');

/** Records of the tenant's own organisation. */
const owner = { ...ownedRecord, organId: 10, organPath: '/1/10/' };
const origin: GoodsTypePropsWithValues = {
  ...owner,
  id: 7,
  goodsTypeId: 4,
  goodsTypeName: 'Tea',
  propName: '产地',
  propCode: 'ORIGIN',
  inputType: 'select',
  isMust: 0,
  sort: 0,
  remark: null,
  values: ['国产', '进口'].map((value, sort) => ({
    ...owner,
    id: 70 + sort,
    propsId: 7,
    propsName: '产地',
    value,
    sort,
  })),
};
/** The confirm dialog opened last (a closed one may linger in the document while it fades). */
const confirmDialog = () =>
  ([...document.querySelectorAll('.ant-modal-confirm')].at(-1) as HTMLElement | undefined) ?? null;
const confirmCount = () => document.querySelectorAll('.ant-modal-confirm').length;

describe('goods specification screens', () => {
  it('declares the five screens of the authority tree, each loading lazily', async () => {
    expect(Object.keys(goodsSpecificationScreens).sort()).toEqual([
      '/goodsSpecification/index',
      '/goodsSpecificationGroup/index',
      '/goodsSpecificationItem/index',
      '/goodsTypeProps/index',
      '/goodsTypePropsValue/index',
    ]);
    for (const load of Object.values(goodsSpecificationScreens))
      expect(typeof (await load())).toBe('function');
  });

  it('category properties: saving asks 是否确定保存所填商品分类属性? (确定/取消), then says 操作成功!', async () => {
    const saves: GoodsTypePropsSave[] = [];
    routeFetch({
      [routeOf(endpoints.goodsType.queryForList)]: () =>
        ok([{ ...owner, id: 4, name: 'Tea', parentId: null, sort: 0, icon: null, remark: null }]),
      [routeOf(endpoints.goodsTypePropsCalls.queryTypeProps)]: () => ok([origin]),
      [routeOf(endpoints.goodsSpecification.queryForList)]: () => ok([]),
      [routeOf(endpoints.goodsTypePropsCalls.saveTypeProps)]: (request) => {
        const body = request.body as GoodsTypePropsSave;
        saves.push(body);
        return ok(
          body.props.map((prop, index) => ({
            ...origin,
            id: prop.id ?? 100 + index,
            propName: prop.propName,
            propCode: prop.propCode ?? null,
            inputType: prop.inputType ?? 'text',
            isMust: prop.isMust ?? 0,
            sort: prop.sort ?? 0,
            values: (prop.values ?? []).map((value, sort) => ({
              ...owner,
              id: 200 + sort,
              propsId: prop.id ?? 100 + index,
              propsName: prop.propName,
              value,
              sort,
            })),
          })),
        );
      },
    });
    renderScreen(
      <TypePropsScreen />,
      { GOODS_TYPE_PROPS_LIST: true, GOODS_TYPE_PROPS_EDIT: true, GOODS_SPECIFICATION_LIST: true },
      '/goodsTypeProps/index?goodsTypeId=4',
    );
    await waitFor(() =>
      expect((screen.getByTestId('type-prop-0-name') as HTMLInputElement).value).toBe('产地'),
    );
    expect(within(screen.getByTestId('type-prop-0-values')).getByText('进口')).toBeTruthy();

    // A new property without a name is refused before anything is asked.
    fireEvent.click(screen.getByTestId('type-props-add'));
    await screen.findByTestId('type-prop-1-name');
    fireEvent.click(screen.getByTestId('type-props-save'));
    await waitFor(() => expect(screen.getByText('请输入属性名称')).toBeTruthy());
    expect(confirmDialog()).toBeNull();
    fireEvent.change(screen.getByTestId('type-prop-1-name'), { target: { value: '重量' } });

    // 取消 leaves everything as it was.
    fireEvent.click(screen.getByTestId('type-props-save'));
    await waitFor(() => expect(confirmDialog()).not.toBeNull());
    const dialog = confirmDialog()!;
    expect(within(dialog).getByText('是否确定保存所填商品分类属性?')).toBeTruthy();
    // antd spaces two-character Chinese button texts.
    expect(within(dialog).getByTestId('type-props-confirm-ok').textContent).toMatch(/^确\s?定$/);
    fireEvent.click(within(dialog).getByTestId('type-props-confirm-cancel'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(saves).toHaveLength(0);

    const before = confirmCount();
    fireEvent.click(screen.getByTestId('type-props-save'));
    await waitFor(() => expect(confirmCount()).toBeGreaterThanOrEqual(before));
    await waitFor(() => expect(confirmDialog()).not.toBe(dialog));
    expect(within(confirmDialog()!).getByTestId('type-props-confirm-cancel').textContent).toMatch(
      /^取\s?消$/,
    );
    fireEvent.click(within(confirmDialog()!).getByTestId('type-props-confirm-ok'));
    await waitFor(() => expect(toasts()).toContain('操作成功!'));
    expect(saves).toEqual([
      {
        goodsTypeId: 4,
        props: [
          {
            id: 7,
            propName: '产地',
            propCode: 'ORIGIN',
            inputType: 'select',
            isMust: 0,
            sort: 0,
            values: ['国产', '进口'],
          },
          { propName: '重量', propCode: null, inputType: 'text', isMust: 0, sort: 1, values: [] },
        ],
      },
    ]);
  });

  it('specifications: flags as 是/否, values reached from a row, chosen as 是/否 and saved as 1 and 0', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.goodsSpecification.list)]: () =>
        paged([specificationChoice(3, '颜色', { isNav: 1 })], 1, 20),
      [routeOf(endpoints.goodsSpecification.edit)]: (request) =>
        ok({ ...specificationChoice(3, '颜色'), ...(request.body as object) }),
      [routeOf(endpoints.goodsSpecificationGroup.queryForList)]: () => ok([]),
      [routeOf(endpoints.goodsType.queryForList)]: () => ok([]),
    });
    renderScreen(<SpecificationScreen />, {
      GOODS_SPECIFICATION_LIST: true,
      GOODS_SPECIFICATION_EDIT: true,
    });
    await waitFor(() => expect(screen.getByText('颜色')).toBeTruthy());
    const row = screen.getByText('颜色').closest('tr') as HTMLElement;
    expect(within(row).getByText('全部分类')).toBeTruthy();
    expect(within(row).getByText('商品详情')).toBeTruthy();
    expect(within(row).getAllByText('是')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('row-edit-3'));
    const dialog = await screen.findByTestId('goods-specification-edit-dialog');
    // 是否导航 is chosen as 否 (the select's option), sent as 0.
    await chooseOption(within(dialog).getByTestId('field-isNav'), '否');
    fireEvent.click(screen.getByTestId('goods-specification-edit-dialog-save'));
    await waitFor(() => expect(toasts()).toContain('操作成功!'));
    const edit = requests.find((r) => r.path === endpoints.goodsSpecification.edit.path);
    expect(edit?.body).toMatchObject({ id: 3, parameterName: '颜色', isMust: 1, isNav: 0 });

    fireEvent.click(screen.getByTestId('row-items-3'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/goodsSpecificationItem/index?specificationId=3',
      ),
    );
  });

  it('specification values: the list is the chosen specification’s, and adding starts with it', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.goodsSpecification.queryForList)]: () =>
        ok([specificationChoice(3, '颜色'), specificationChoice(5, '尺码')]),
      [routeOf(endpoints.goodsSpecificationItem.list)]: () =>
        paged(specificationChoice(3, '颜色').items, 2, 20),
      [routeOf(endpoints.goodsSpecificationItem.edit)]: (request) =>
        ok({ ...specificationChoice(3, '颜色').items[0], ...(request.body as object), id: 50 }),
    });
    renderScreen(
      <SpecificationItemScreen />,
      { GOODS_SPECIFICATION_ITEM_LIST: true, GOODS_SPECIFICATION_ITEM_EDIT: true },
      '/goodsSpecificationItem/index?specificationId=3',
    );
    await waitFor(() => expect(screen.getByText('黑色')).toBeTruthy());
    const list = requests.find((r) => r.path === endpoints.goodsSpecificationItem.list.path);
    expect(list?.body).toEqual({ specificationId: 3 });

    fireEvent.click(screen.getByTestId('list-add'));
    const dialog = await screen.findByTestId('goods-specification-item-edit-dialog');
    fireEvent.change(within(dialog).getByTestId('field-itemValue'), { target: { value: '白色' } });
    fireEvent.click(screen.getByTestId('goods-specification-item-edit-dialog-save'));
    await waitFor(() => expect(toasts()).toContain('操作成功!'));
    const edit = requests.find((r) => r.path === endpoints.goodsSpecificationItem.edit.path);
    expect(edit?.body).toMatchObject({ specificationId: 3, itemValue: '白色' });
  });

  it('property values: choosing a property narrows the list to its values', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.goodsTypeProps.queryForList)]: () => ok([origin]),
      [routeOf(endpoints.goodsTypePropsValue.list)]: (request) =>
        paged((request.body as { propsId?: number }).propsId === 7 ? origin.values : [], 2, 20),
    });
    renderScreen(<TypePropsValueScreen />, { GOODS_TYPE_PROPS_VALUE_LIST: true });
    await waitFor(() =>
      expect(requests.some((r) => r.path === endpoints.goodsTypePropsValue.list.path)).toBe(true),
    );
    expect(screen.queryByText('进口')).toBeNull();
    fireEvent.mouseDown(
      screen
        .getByTestId('parent-propsId')
        .querySelector('.ant-select-content, .ant-select-selector') ??
        screen.getByTestId('parent-propsId'),
    );
    fireEvent.click(await screen.findByText('Tea / 产地'));
    await waitFor(() => expect(screen.getByText('进口')).toBeTruthy());
    expect(screen.getByTestId('where').textContent).toBe('/?propsId=7');
    expect(requests.at(-1)?.body).toEqual({ propsId: 7 });
  });

  it('specification groups: assigning ticks the current organisations and saves the ticks', async () => {
    const group: SpecificationGroupRecord = {
      ...owner,
      id: 2,
      name: '基础规格',
      sort: 0,
      remark: null,
    };
    const requests = routeFetch({
      [routeOf(endpoints.goodsSpecificationGroup.list)]: () => paged([group], 1, 20),
      [routeOf(endpoints.goodsSpecificationGroupCalls.queryAssignee)]: () =>
        ok([{ organId: 11, organName: 'Downtown', organPath: '/1/10/11/' }]),
      [routeOf(endpoints.goodsSpecificationGroupCalls.assign2Organs)]: () => ok([]),
    });
    renderScreen(<SpecificationGroupScreen />, {
      GOODS_SPECIFICATION_GROUP_LIST: true,
      GOODS_SPECIFICATION_GROUP_EDIT: true,
    });
    act(() =>
      organTree.set([
        { id: 10, parentId: 1, organName: 'Sunrise', organPath: '/1/10/', type: 1 },
        { id: 11, parentId: 10, organName: 'Downtown', organPath: '/1/10/11/', type: 2 },
        { id: 12, parentId: 10, organName: 'Uptown', organPath: '/1/10/12/', type: 2 },
      ]),
    );
    await waitFor(() => expect(screen.getByText('基础规格')).toBeTruthy());
    fireEvent.click(screen.getByTestId('row-assign-2'));
    const dialog = await screen.findByTestId('assign-dialog');
    await waitFor(() => expect(within(dialog).getByText('Uptown')).toBeTruthy());
    const checked = () =>
      [...dialog.querySelectorAll('.ant-tree-treenode-checkbox-checked')].map(
        (node) => node.textContent,
      );
    expect(checked()).toEqual(['Downtown']);
    // Ticking Uptown (its title ticks it too: the tree selects nothing).
    fireEvent.click(within(dialog).getByText('Uptown'));
    await waitFor(() => expect(checked()).toEqual(['Downtown', 'Uptown']));
    fireEvent.click(screen.getByTestId('assign-save'));
    await waitFor(() => expect(toasts()).toContain('操作成功!'));
    const assign = requests.find((r) => r.path.endsWith('/assign-2-organs'));
    expect(assign?.body).toEqual({ groupId: 2, organIds: [11, 12] });
  });

  it('groups: without the edit authority there is no assign action', async () => {
    routeFetch({
      [routeOf(endpoints.goodsSpecificationGroup.list)]: () =>
        paged([{ ...owner, id: 2, name: '基础规格', sort: 0, remark: null }], 1, 20),
    });
    renderScreen(<SpecificationGroupScreen />, { GOODS_SPECIFICATION_GROUP_LIST: true });
    await waitFor(() => expect(screen.getByText('基础规格')).toBeTruthy());
    expect(screen.queryByTestId('row-assign-2')).toBeNull();
  });
});
