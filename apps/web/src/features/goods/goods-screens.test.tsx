// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, type GoodsDetail, type GoodsSkuRecord, resources } from '@retail/contract';
import { goodsRow, goodsTypeRow } from '../../components/product-chooser/goods.test-support';
import { setLocale } from '../../lib/i18n';
import { organTree } from '../../resources/organ-store';
import { registryResource } from '../../resources/registry-resource';
import { renderScreen } from '../../resources/render.test-support';
import { resourceScreen } from '../../resources/resource-list-screen';
import { ok, paged, refused, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests, toasts } from '../../resources/screen.test-support';
import { GoodsImgScreen } from './goods-img-screen';
import { GoodsScreen, GoodsTagRefScreen } from './goods-screens';
import { applyFormat } from './rich-text-input';

// The edit flows click through many antd popups: more time than the other screens.
setUpScreenTests('en', 30_000);

const TYPES = [goodsTypeRow(1, 'Drinks'), goodsTypeRow(2, 'Tea', 1)];
const GOODS_KEYS = { GOODS_LIST: true, GOODS_EDIT: true, GOODS_REMOVE: true, GOODS_IMG_LIST: true };

const detail: GoodsDetail = {
  ...goodsRow(5, { goodsName: 'Green tea', goodsTypeId: 2, goodsTypeName: 'Tea' }),
  goodsDescribe:
    '<p>Fresh <strong>leaves</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  images: [
    { fileId: 7, fileUrl: '/files/7.png', sort: 0 },
    { fileId: 8, fileUrl: '/files/8.png', sort: 1 },
  ],
  tagIds: [],
};

describe('goods screen', () => {
  it('shows 出售中 for status 32 and 下架 otherwise; a refused launch shows the server message', async () => {
    await setLocale('zh');
    const noPrice = '商品“Black tea”还没有价格，不能上架';
    const requests = routeFetch({
      [routeOf(endpoints.goods.list)]: () =>
        paged([
          goodsRow(5, { goodsName: 'Green tea', status: 32 }),
          goodsRow(6, { goodsName: 'Black tea', status: 0 }),
          goodsRow(7, { goodsName: 'White tea', status: 16 }),
        ]),
      [routeOf(endpoints.goodsType.queryForList)]: () => ok(TYPES),
      [routeOf(endpoints.brand.queryForList)]: () => ok([]),
      [routeOf(endpoints.goods.launch)]: (request) =>
        (request.body as { onSale: boolean }).onSale
          ? refused(noPrice, 'ids')
          : ok([goodsRow(5, { status: 0 })]),
    });
    renderScreen(<GoodsScreen />, GOODS_KEYS);
    const table = await screen.findByTestId('list-table');
    await within(table).findByText('Green tea');
    const statusOf = (name: string) =>
      within(within(table).getByText(name).closest('tr') as HTMLElement).getByTestId('goods-status')
        .textContent;
    expect(statusOf('Green tea')).toBe('出售中');
    expect(statusOf('Black tea')).toBe('下架');
    expect(statusOf('White tea')).toBe('下架');
    expect(screen.getByTestId('goods-launch-5').textContent).toBe('下架');
    expect(screen.getByTestId('goods-launch-6').textContent).toBe('上架');

    fireEvent.click(screen.getByTestId('goods-launch-6'));
    await waitFor(() => expect(toasts()).toContain(noPrice));
    expect(requests.find((r) => r.path === endpoints.goods.launch.path)?.body).toEqual({
      ids: [6],
      onSale: true,
    });

    fireEvent.click(screen.getByTestId('goods-launch-5'));
    await waitFor(() => expect(toasts()).toContain('“Green tea”已下架'));
    expect(requests.filter((r) => r.path === endpoints.goods.launch.path).at(-1)?.body).toEqual({
      ids: [5],
      onSale: false,
    });
  });

  it('filters by name, category from the tree and status', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.goods.list)]: () => paged([goodsRow(5, { goodsName: 'Green tea' })]),
      [routeOf(endpoints.goodsType.queryForList)]: () => ok(TYPES),
      [routeOf(endpoints.brand.queryForList)]: () => ok([]),
    });
    renderScreen(<GoodsScreen />, GOODS_KEYS);
    const area = await screen.findByTestId('list-search-area');
    await screen.findByText('Green tea');
    fireEvent.change(within(area).getByTestId('field-goodsName'), { target: { value: 'tea' } });
    const open = async (testId: string) => {
      const field = within(area).getByTestId(testId);
      await act(async () => {
        fireEvent.mouseDown(
          field.querySelector('.ant-select-content, .ant-select-selector') ?? field,
        );
      });
    };
    await open('field-goodsTypeId');
    await waitFor(() =>
      expect(document.querySelector('.ant-select-tree [title="Tea"]')).toBeTruthy(),
    );
    fireEvent.click(document.querySelector('.ant-select-tree [title="Tea"]')!);
    await open('field-status');
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="On sale"]')).toBeTruthy(),
    );
    fireEvent.click(document.querySelector('.ant-select-item-option[title="On sale"]')!);
    fireEvent.click(within(area).getByTestId('list-search'));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === endpoints.goods.list.path).at(-1)?.body).toEqual({
        goodsName: 'tea',
        goodsTypeId: 2,
        status: 32,
      }),
    );
  });

  const sku = {
    id: 31,
    goodsId: 5,
    goodsName: 'Green tea',
    goodsCode: 'G-5',
    skuCode: 'G-5-1',
    barCode: null,
    specText: '红色 / M',
    itemIds: [1, 4],
    status: 1,
    sort: 0,
    priceCount: 0,
    tenantId: 2,
    organId: 2,
    organPath: '/1/2/',
    createBy: 'x',
    createDate: '2026-01-01 00:00:00',
    updateBy: 'x',
    updateDate: '2026-01-01 00:00:00',
  } satisfies GoodsSkuRecord;

  it('edits goods: pictures reordered and removed, description previewed, a refused code on its field', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.goods.list)]: () => paged([goodsRow(5, { goodsName: 'Green tea' })]),
      [routeOf(endpoints.goods.load)]: () => ok(detail),
      [routeOf(endpoints.goodsType.queryForList)]: () => ok(TYPES),
      [routeOf(endpoints.brand.queryForList)]: () => ok([]),
      [routeOf(endpoints.goodsTag.queryForList)]: () => ok([]),
      [routeOf(endpoints.goods.edit)]: () =>
        refused('Goods with the code "G-5" already exist', 'goodsCode'),
      [routeOf(endpoints.goodsSku.querySpecValues)]: () =>
        ok({ goodsId: 5, values: [], skus: [sku] }),
    });
    renderScreen(<GoodsScreen />, GOODS_KEYS);
    fireEvent.click(await screen.findByTestId('goods-edit-5'));
    const dialog = await screen.findByTestId('goods-edit-dialog');
    await within(dialog).findAllByTestId('goods-image');
    // A saved goods shows its SKUs below the form.
    const skuCode = await within(dialog).findByTestId('sku-code-31');
    expect((skuCode as HTMLInputElement).value).toBe('G-5-1');
    // The preview renders the description (its sanitising: safe-html.test.tsx).
    const preview = within(dialog).getByTestId('rich-text-preview');
    expect(preview.querySelector('strong')?.textContent).toBe('leaves');
    fireEvent.click(within(dialog).getByTestId('goods-image-right-0'));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('goods-image')
          .map((node) => node.getAttribute('data-file-id')),
      ).toEqual(['8', '7']),
    );
    fireEvent.click(within(dialog).getByTestId('goods-image-remove-1'));
    await waitFor(() => expect(within(dialog).getAllByTestId('goods-image')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('goods-edit-dialog-save'));
    // A refused save names its field: the message sits under the code.
    await waitFor(() =>
      expect(within(dialog).getByText('Goods with the code "G-5" already exist')).toBeTruthy(),
    );
    expect(requests.find((r) => r.path === endpoints.goods.edit.path)?.body).toMatchObject({
      id: 5,
      goodsName: 'Green tea',
      goodsTypeId: 2,
      imageFileIds: [8],
      goodsDescribe: detail.goodsDescribe,
    });
  });
  it('assigns goods to exactly the ticked organisations, starting from the current ones', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.goods.list)]: () => paged([goodsRow(5, { goodsName: 'Green tea' })]),
      [routeOf(endpoints.goodsType.queryForList)]: () => ok(TYPES),
      [routeOf(endpoints.brand.queryForList)]: () => ok([]),
      [routeOf(endpoints.goods.queryGoodsAssignee)]: () =>
        ok([{ organId: 11, organName: 'Downtown', organPath: '/1/10/11/' }]),
      [routeOf(endpoints.goods.assign2Organs)]: () => ok([]),
    });
    renderScreen(<GoodsScreen />, GOODS_KEYS);
    organTree.set([
      {
        id: 10,
        parentId: 1,
        organName: 'Sunrise',
        organPath: '/1/10/',
        type: 1,
        children: [
          { id: 11, parentId: 10, organName: 'Downtown', organPath: '/1/10/11/', type: 2 },
          { id: 12, parentId: 10, organName: 'Harbour', organPath: '/1/10/12/', type: 2 },
        ],
      },
    ]);
    // The row's less used actions wait in its "More" menu, remove among them.
    const more = await screen.findByTestId('goods-more-5');
    expect(screen.queryByTestId('goods-assign-5')).toBeNull();
    expect(screen.queryByTestId('row-remove-5')).toBeNull();
    fireEvent.click(more);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Organisations',
      'Pictures',
      'Delete',
    ]);
    fireEvent.click(screen.getByTestId('goods-assign-5'));
    expect(screen.queryByRole('menu')).toBeNull();
    const dialog = await screen.findByTestId('goods-assign-dialog');
    await waitFor(() => expect(within(dialog).getByText('Downtown')).toBeTruthy());
    const organs = within(dialog).getByTestId('goods-assign-organs');
    await act(async () => {
      fireEvent.mouseDown(
        organs.querySelector('.ant-select-content, .ant-select-selector') ?? organs,
      );
    });
    await waitFor(() =>
      expect(document.querySelector('.ant-select-tree [title="Harbour"]')).toBeTruthy(),
    );
    fireEvent.click(document.querySelector('.ant-select-tree [title="Harbour"]')!);
    fireEvent.click(screen.getByTestId('goods-assign-dialog-save'));
    await waitFor(() => expect(toasts()).toContain('Operation successful!'));
    expect(requests.find((r) => r.path === endpoints.goods.queryGoodsAssignee.path)?.body).toEqual({
      goodsId: 5,
    });
    expect(requests.find((r) => r.path === endpoints.goods.assign2Organs.path)?.body).toEqual({
      goodsId: 5,
      organIds: [11, 12],
    });
  });
});

describe('goods category tree', () => {
  // Goods categories have the registry's own screen (a tree resource).
  const GoodsTypeScreen = resourceScreen(registryResource(resources.goodsType));
  const treeNode = (title: string) =>
    document
      .querySelector(`.ant-select-tree [title="${title}"]`)
      ?.closest('.ant-select-tree-treenode');

  it('nests sub-categories, offers no parent below the category, shows a refused move on the field', async () => {
    const ownAncestor =
      'Parent category cannot be the category itself or one of its sub-categories';
    const requests = routeFetch({
      [routeOf(endpoints.goodsType.queryForList)]: () => ok([...TYPES, goodsTypeRow(3, 'Coffee')]),
      [routeOf(endpoints.goodsType.edit)]: () => refused(ownAncestor, 'parentId'),
    });
    renderScreen(<GoodsTypeScreen />, {
      GOODS_TYPE_LIST: true,
      GOODS_TYPE_EDIT: true,
      GOODS_TYPE_REMOVE: true,
    });
    const table = await screen.findByTestId('list-table');
    const tea = (await within(table).findByText('Tea')).closest('tr') as HTMLElement;
    // A child row is indented under its parent.
    expect(tea.querySelector('.ant-table-row-indent.indent-level-1')).toBeTruthy();
    expect(screen.getByTestId('goods-type-add-child-1')).toBeTruthy();

    fireEvent.click(screen.getByTestId('row-edit-1'));
    const dialog = await screen.findByTestId('goods-type-edit-dialog');
    const parent = within(dialog).getByTestId('field-parentId');
    await act(async () => {
      fireEvent.mouseDown(
        parent.querySelector('.ant-select-content, .ant-select-selector') ?? parent,
      );
    });
    await waitFor(() => expect(treeNode('Tea')).toBeTruthy());
    // The category itself and what hangs below it cannot be its parent.
    expect(treeNode('Drinks')?.className).toContain('ant-select-tree-treenode-disabled');
    expect(treeNode('Tea')?.className).toContain('ant-select-tree-treenode-disabled');
    expect(treeNode('Coffee')?.className).not.toContain('ant-select-tree-treenode-disabled');
    fireEvent.click(document.querySelector('.ant-select-tree [title="Coffee"]')!);
    fireEvent.click(screen.getByTestId('goods-type-edit-dialog-save'));
    // The server has the last word (someone may have moved Coffee below Drinks meanwhile).
    await waitFor(() => expect(within(dialog).getByText(ownAncestor)).toBeTruthy());
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      id: 1,
      name: 'Drinks',
      parentId: 3,
    });
  });

  it('adds a sub-category under a row', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.goodsType.queryForList)]: () => ok(TYPES),
      [routeOf(endpoints.goodsType.edit)]: () => ok(goodsTypeRow(3, 'Green', 2)),
    });
    renderScreen(<GoodsTypeScreen />, { GOODS_TYPE_LIST: true, GOODS_TYPE_EDIT: true });
    fireEvent.click(await screen.findByTestId('goods-type-add-child-2'));
    expect(await screen.findByText('New record below Tea')).toBeTruthy();
    const dialog = await screen.findByTestId('goods-type-edit-dialog');
    fireEvent.change(within(dialog).getByTestId('field-name'), { target: { value: 'Green' } });
    fireEvent.click(screen.getByTestId('goods-type-edit-dialog-save'));
    await waitFor(() => expect(toasts()).toContain('Operation successful!'));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      name: 'Green',
      sort: 0,
      parentId: 2,
    });
  });
});

describe('tag references', () => {
  it('puts a tag on goods chosen across chooser pages', async () => {
    const goods = Array.from({ length: 12 }, (_, index) => goodsRow(index + 1));
    const requests = routeFetch({
      [routeOf(endpoints.goodsTagRef.list)]: () => paged([]),
      [routeOf(endpoints.goodsTag.queryForList)]: () =>
        ok([{ ...goodsRow(1), id: 4, name: 'New', color: '#ff0000', remark: null }]),
      [routeOf(endpoints.goodsType.queryForList)]: () => ok(TYPES),
      [routeOf(endpoints.goods.queryList)]: (request) => {
        const size = Number(request.query.get('pageSize'));
        const page = Number(request.query.get('pageNum'));
        return paged(goods.slice((page - 1) * size, page * size), goods.length, size, page);
      },
      [routeOf(endpoints.goodsTagRef.edit)]: (request) =>
        (request.body as { goodsId: number }).goodsId === 11
          ? refused('The goods already carries this tag', 'goodsTagId')
          : ok(null),
    });
    renderScreen(<GoodsTagRefScreen />, { GOODS_TAG_REF_LIST: true, GOODS_TAG_REF_EDIT: true });
    fireEvent.click(await screen.findByTestId('tag-goods-open'));
    const dialog = await screen.findByTestId('tag-goods-dialog');
    const tag = within(dialog).getByTestId('field-goodsTagId');
    await act(async () => {
      fireEvent.mouseDown(tag.querySelector('.ant-select-content, .ant-select-selector') ?? tag);
    });
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="New"]')).toBeTruthy(),
    );
    fireEvent.click(document.querySelector('.ant-select-item-option[title="New"]')!);

    fireEvent.click(within(dialog).getByTestId('tag-goods-choose'));
    await screen.findByText('Goods 1');
    fireEvent.click(screen.getByText('Goods 1').closest('tr')!);
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Goods 11');
    fireEvent.click(screen.getByText('Goods 11').closest('tr')!);
    fireEvent.click(screen.getByTestId('product-chooser-confirm'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('tag-goods-count').textContent).toBe('2 goods chosen'),
    );
    fireEvent.click(screen.getByTestId('tag-goods-dialog-save'));
    await waitFor(() =>
      expect(toasts()).toContain('Tag put on 1 goods; 1 already carried the tag'),
    );
    expect(
      requests.filter((r) => r.path === endpoints.goodsTagRef.edit.path).map((r) => r.body),
    ).toEqual([
      { goodsId: 1, goodsTagId: 4 },
      { goodsId: 11, goodsTagId: 4 },
    ]);
  });

  it('lists each link with its goods and its tag in the tag’s colour', async () => {
    routeFetch({
      [routeOf(endpoints.goodsTagRef.list)]: () =>
        paged([
          {
            ...goodsRow(1),
            id: 9,
            goodsId: 1,
            goodsName: 'Goods 1',
            goodsTagId: 4,
            goodsTagName: 'New',
          },
        ]),
      [routeOf(endpoints.goodsTag.queryForList)]: () =>
        ok([{ ...goodsRow(1), id: 4, name: 'New', color: '#ff0000', remark: null }]),
      [routeOf(endpoints.goodsType.queryForList)]: () => ok(TYPES),
    });
    renderScreen(<GoodsTagRefScreen />, { GOODS_TAG_REF_LIST: true });
    expect(await screen.findByText('Goods 1')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('New').closest('.ant-tag')).toBeTruthy());
  });
});

describe('goods pictures', () => {
  it('loads the pictures of ?goodsId and saves them in the new order', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.goods.load)]: () => ok(detail),
      [routeOf(endpoints.goods.loadGoodsImages)]: () => ok(detail.images),
      [routeOf(endpoints.goods.changeImages)]: () => ok([]),
    });
    renderScreen(
      <GoodsImgScreen />,
      { GOODS_IMG_LIST: true, GOODS_IMG_EDIT: true },
      '/goodsImg/index?goodsId=5',
    );
    expect((await screen.findByTestId('goods-img-name')).textContent).toBe('Green tea');
    await waitFor(() => expect(screen.getAllByTestId('goods-image')).toHaveLength(2));
    expect(requests.find((r) => r.path === endpoints.goods.loadGoodsImages.path)?.body).toEqual({
      goodsId: 5,
    });
    expect((screen.getByTestId('goods-img-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('goods-image-left-1'));
    fireEvent.click(screen.getByTestId('goods-img-save'));
    await waitFor(() => expect(toasts()).toContain('Operation successful!'));
    expect(requests.find((r) => r.path === endpoints.goods.changeImages.path)?.body).toEqual({
      goodsId: 5,
      fileIds: [8, 7],
    });
  });
});

describe('rich text', () => {
  it('wraps the selection in the chosen format', () => {
    expect(applyFormat('hello world', 6, 11, 'bold').text).toBe('hello <strong>world</strong>');
    expect(applyFormat('a\nb', 0, 3, 'list').text).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(applyFormat('', 0, 0, 'italic')).toEqual({ text: '<em></em>', caret: 4 });
  });
});
