// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, type SpecificationChoice } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { renderScreen } from '../../resources/render.test-support';
import { ok, routeFetch } from '../../resources/route-fetch.test-support';
import {
  chooseOption,
  pageOf,
  rowOf,
  setUpScreenTests,
  toasts,
} from '../../resources/screen.test-support';
import { chooserRows, expectPageSizes, openClosedChooser } from '../chooser/chooser.test-support';
import { SpecificationChooser } from './specification-chooser';
import { specificationChoice } from './specification.test-support';

setUpScreenTests();

const path = (def: { method: string; path: string }) => `${def.method} ${def.path}`;
const QUERY = path(endpoints.goodsSpecificationGroupCalls.querySpecification);
const ADD = path(endpoints.goodsSpecificationGroupCalls.addSpecification);
const QUERY_ALL = path(endpoints.goodsSpecification.queryForList);
const GROUPS = path(endpoints.goodsSpecificationGroup.queryForList);
const TYPES = path(endpoints.goodsType.queryForList);

const SPECS = Array.from({ length: 23 }, (_, index) =>
  specificationChoice(index + 1, `Spec ${index + 1}`),
);

/** The chooser's query served page by page, by name (contains), as the server does. */
const serve = (extra: Parameters<typeof routeFetch>[0] = {}) =>
  routeFetch({
    [GROUPS]: () => ok([]),
    [TYPES]: () => ok([]),
    [QUERY]: (request) => {
      const name = (request.body as { parameterName?: string }).parameterName;
      return pageOf(
        request,
        SPECS.filter((row) => !name || row.parameterName.includes(name)),
      );
    },
    ...extra,
  });

const ALL_KEYS = {
  GOODS_SPECIFICATION_GROUP_LIST: true,
  GOODS_SPECIFICATION_LIST: true,
  GOODS_SPECIFICATION_EDIT: true,
};
const tableRows = () => chooserRows('specification-chooser');

describe('specification chooser', () => {
  it('loads nothing while closed, then page 1 of 10 with sizes 10, 20, 30, 40', async () => {
    await setLocale('zh');
    const requests = serve();
    const first = await openClosedChooser(
      (open, close) => (
        <SpecificationChooser open={open} goodsTypeId={4} onClose={close} onConfirm={vi.fn()} />
      ),
      ALL_KEYS,
      requests,
      endpoints.goodsSpecificationGroupCalls.querySpecification.path,
      'Spec 1',
    );
    expect(screen.getByText('商品分类规格选择')).toBeTruthy();
    expect(first?.query.get('pageSize')).toBe('10');
    expect(first?.query.get('pageNum')).toBe('1');
    expect(first?.body).toEqual({ goodsTypeId: 4 });
    expect(tableRows()).toHaveLength(10);
    // Items show as tags; a specification without a category serves every category.
    expect(within(rowOf('Spec 1')).getByText('红色')).toBeTruthy();
    expect(within(rowOf('Spec 1')).getByText('全部分类')).toBeTruthy();

    await expectPageSizes([10, 20, 30, 40]);
    fireEvent.click(document.querySelector('.ant-select-item-option[title*="20"]')!);
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    expect(requests.at(-1)?.query.get('pageSize')).toBe('20');
  });

  it('queries by name and hands over the specifications ticked across pages', async () => {
    const requests = serve();
    const onConfirm = vi.fn();
    renderScreen(<SpecificationChooser open onClose={vi.fn()} onConfirm={onConfirm} />, ALL_KEYS);
    await waitFor(() => expect(screen.getByText('Spec 1')).toBeTruthy());
    fireEvent.click(screen.getByTestId('specification-chooser-confirm'));
    await waitFor(() => expect(toasts()).toContain('Please choose specifications'));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(rowOf('Spec 2'));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(screen.getByText('Spec 21')).toBeTruthy());
    fireEvent.click(rowOf('Spec 23'));
    expect(screen.getByTestId('specification-chooser-count').textContent).toBe('2 selected');

    fireEvent.change(screen.getByTestId('specification-chooser-name'), {
      target: { value: ' Spec 1 ' },
    });
    fireEvent.click(screen.getByTestId('specification-chooser-query'));
    await waitFor(() => expect(screen.queryByText('Spec 2')).toBeNull());
    expect(requests.at(-1)?.body).toEqual({ parameterName: 'Spec 1' });
    expect(requests.at(-1)?.query.get('pageNum')).toBe('1');
    fireEvent.click(screen.getByTestId('specification-chooser-confirm'));
    const chosen = onConfirm.mock.calls[0]?.[0] as SpecificationChoice[];
    expect(chosen.map((row) => row.parameterName)).toEqual(['Spec 2', 'Spec 23']);
    expect(chosen[0]?.items.map((item) => item.itemValue)).toEqual(['红色', '黑色']);
  });

  it('without GOODS_SPECIFICATION_GROUP_LIST: no query and no add button, the list still shows', async () => {
    const requests = serve({
      [QUERY_ALL]: () =>
        ok([
          specificationChoice(90, 'Of another category', { goodsTypeId: 5 }),
          specificationChoice(91, 'Of this category', { goodsTypeId: 4 }),
          ...SPECS,
        ]),
    });
    renderScreen(
      <SpecificationChooser open goodsTypeId={4} onClose={vi.fn()} onConfirm={vi.fn()} />,
      { GOODS_SPECIFICATION_LIST: true, GOODS_SPECIFICATION_EDIT: true },
    );
    await waitFor(() => expect(screen.getByText('Spec 1')).toBeTruthy());
    expect(screen.queryByTestId('specification-chooser-query')).toBeNull();
    expect(screen.queryByTestId('specification-chooser-add')).toBeNull();
    expect(screen.queryByText('Query')).toBeNull();
    expect(screen.queryByText('Add goods specification')).toBeNull();
    expect(requests.some((r) => r.path.endsWith('/query-specification'))).toBe(false);
    // The category's specifications and the general ones, ten on a page.
    expect(requests.some((r) => r.path === endpoints.goodsSpecification.queryForList.path)).toBe(
      true,
    );
    expect(tableRows()).toHaveLength(10);
    expect(screen.getByText('Of this category')).toBeTruthy();
    expect(screen.queryByText('Of another category')).toBeNull();
    expect(screen.queryByText('Spec 10')).toBeNull();
  });

  it('without the edit authority the query stays but adding does not', async () => {
    serve();
    renderScreen(<SpecificationChooser open onClose={vi.fn()} onConfirm={vi.fn()} />, {
      GOODS_SPECIFICATION_GROUP_LIST: true,
    });
    await waitFor(() => expect(screen.getByText('Spec 1')).toBeTruthy());
    expect(screen.getByTestId('specification-chooser-query')).toBeTruthy();
    expect(screen.queryByTestId('specification-chooser-add')).toBeNull();
  });

  it('添加商品规格 adds a specification that is listed and ticked at once', async () => {
    await setLocale('zh');
    const requests = serve({
      [ADD]: (request) => {
        const body = request.body as { parameterName: string; parameterCode: string };
        return ok({
          ...specificationChoice(99, body.parameterName),
          parameterCode: body.parameterCode,
          goodsTypeId: 4,
          goodsTypeName: 'Tea',
          items: [],
        });
      },
    });
    const onConfirm = vi.fn();
    renderScreen(
      <SpecificationChooser open goodsTypeId={4} onClose={vi.fn()} onConfirm={onConfirm} />,
      ALL_KEYS,
    );
    await waitFor(() => expect(screen.getByText('Spec 1')).toBeTruthy());
    fireEvent.click(screen.getByTestId('specification-chooser-add'));
    const dialog = await screen.findByTestId('goods-specification-edit-dialog');
    expect(screen.getAllByText('添加商品规格').length).toBeGreaterThanOrEqual(2);

    // The name is required: nothing is sent without it.
    fireEvent.click(screen.getByTestId('goods-specification-edit-dialog-save'));
    await waitFor(() => expect(within(dialog).getByText('请输入规格名称')).toBeTruthy());
    expect(requests.some((r) => r.path.endsWith('/add-specification'))).toBe(false);

    fireEvent.change(within(dialog).getByTestId('field-parameterName'), {
      target: { value: '材质' },
    });
    fireEvent.change(within(dialog).getByTestId('field-parameterCode'), {
      target: { value: 'MATERIAL' },
    });
    await chooseOption('field-isMust', '是');
    fireEvent.click(screen.getByTestId('goods-specification-edit-dialog-save'));
    await waitFor(() => expect(toasts()).toContain('操作成功!'));
    const added = requests.find((r) => r.path.endsWith('/add-specification'));
    expect(added?.method).toBe('POST');
    // The chooser's category is the new specification's; 是 and 否 go as 1 and 0.
    expect(added?.body).toMatchObject({
      parameterName: '材质',
      parameterCode: 'MATERIAL',
      goodsTypeId: 4,
      isMust: 1,
      isMutilSelect: 0,
      isNav: 0,
      displayArea: 'detail',
    });

    await waitFor(() => expect(screen.getByText('材质')).toBeTruthy());
    const checkbox = rowOf('材质').querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    expect(screen.getByTestId('specification-chooser-count').textContent).toBe('已选 1 项');
    fireEvent.click(screen.getByTestId('specification-chooser-confirm'));
    expect((onConfirm.mock.calls[0]?.[0] as SpecificationChoice[])[0]?.id).toBe(99);
  });
});
