// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, type LogisticsRecord, resourceList } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { renderScreen } from '../../resources/render.test-support';
import { bodiesOf, ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests, toasts } from '../../resources/screen.test-support';
import { registryScreens } from './registry.screens';
import { registryScreenOf } from './registry-screen';
import { mayAddRow } from '../../resources/registry-state';
import { saveSession } from '../../lib/session-store';

setUpScreenTests('en', 30_000);

const company = (id: number, name: string, enable: number): LogisticsRecord => ({
  id,
  name,
  code: `C${id}`,
  logo: null,
  phone: '95311',
  website: null,
  sort: 0,
  enable,
  remark: null,
  tenantId: 2,
  organId: 2,
  organPath: '/1/2/',
  createBy: 'sunrise.admin',
  createDate: '2026-11-25 09:00:00',
  updateBy: 'sunrise.admin',
  updateDate: '2026-11-25 09:00:00',
});

const KEYS = { LOGISTICS_LIST: true, LOGISTICS_EDIT: true, LOGISTICS_REMOVE: true };

describe('registry screens', () => {
  it('has a screen for every declared resource at /{key}/index', () => {
    expect(Object.keys(registryScreens).sort()).toEqual(
      resourceList()
        .map((resource) => `/${resource.key}/index`)
        .sort(),
    );
  });

  it('makes every declared resource’s screen (money, states, lines, read-only ones alike)', () => {
    for (const resource of resourceList()) expect(registryScreenOf(resource.key)).toBeTruthy();
  });

  it('shows the declared columns, option labels and filters in the user’s language', async () => {
    await setLocale('zh');
    const requests = routeFetch({
      [routeOf(endpoints.logistics.list)]: () =>
        paged([company(1, 'SF Express', 1), company(2, 'Old Post', 0)]),
    });
    const Screen = registryScreenOf('logistics');
    renderScreen(<Screen />, KEYS);
    const table = await screen.findByTestId('list-table');
    await within(table).findByText('SF Express');
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toContain('物流公司编码');
    expect(within(table).getByText('启用')).toBeTruthy();
    expect(within(table).getByText('停用')).toBeTruthy();
    // website and remark are declared off the list
    expect(headers).not.toContain('官网');
    expect(headers).not.toContain('备注');
    const search = screen.getByTestId('list-search-area');
    fireEvent.change(within(search).getByTestId('field-name'), { target: { value: 'SF' } });
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.logistics.list.path).at(-1)).toMatchObject({
        name: 'SF',
      }),
    );
  });

  it('runs a declared action from its row: asks its input, sends it for that row, says saved', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.logistics.list)]: () => paged([company(1, 'SF Express', 1)]),
      [routeOf(endpoints.logistics.enable)]: () => ok([company(1, 'SF Express', 0)]),
    });
    const Screen = registryScreenOf('logistics');
    renderScreen(<Screen />, KEYS);
    fireEvent.click(await screen.findByTestId('action-enable-1'));
    const dialog = await screen.findByTestId('action-dialog-enable');
    const select = within(dialog).getByTestId('field-enable');
    fireEvent.mouseDown(
      select.querySelector('.ant-select-content, .ant-select-selector') ?? select,
    );
    fireEvent.click(
      await screen.findByText('Disabled', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.click(screen.getByTestId('action-dialog-enable-save'));
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.logistics.enable.path)).toEqual([
        { ids: [1], enable: 0 },
      ]),
    );
    await waitFor(() => expect(toasts()).toContain('Operation successful!'));
    expect(dialog).toBeTruthy();
  });

  it('hides an action from a user without its authority', async () => {
    routeFetch({ [routeOf(endpoints.logistics.list)]: () => paged([company(1, 'SF Express', 1)]) });
    const Screen = registryScreenOf('logistics');
    renderScreen(<Screen />, { LOGISTICS_LIST: true });
    await screen.findByText('SF Express');
    expect(screen.queryByTestId('action-enable-1')).toBeNull();
    expect(screen.queryByTestId('list-add')).toBeNull();
  });

  it('offers no edit or remove of a shared record above the user’s organisation', async () => {
    // The platform's base theme is read by the tenant's user (session /1/10/), not changed.
    const theme = (id: number, name: string, organPath: string) => ({
      ...company(id, name, 1),
      primaryColor: '#409EFF',
      organPath,
    });
    routeFetch({
      [routeOf(endpoints.renovationThemeBase.list)]: () =>
        paged([theme(1, 'Platform blue', '/1/'), theme(2, 'Own green', '/1/10/')]),
    });
    const Screen = registryScreenOf('renovationThemeBase');
    renderScreen(<Screen />, {
      RENOVATION_THEME_BASE_LIST: true,
      RENOVATION_THEME_BASE_EDIT: true,
      RENOVATION_THEME_BASE_REMOVE: true,
    });
    await screen.findByTestId('row-edit-2');
    expect(screen.queryByTestId('row-edit-1')).toBeNull();
    expect(screen.queryByTestId('row-remove-1')).toBeNull();
    expect(screen.getByTestId('row-edit-2')).toBeTruthy();
    expect(screen.getByTestId('row-remove-2')).toBeTruthy();
    // Only platform staff add the platform's records (the server would answer 403).
    expect(screen.queryByTestId('list-add')).toBeNull();
  });

  it('offers a new tenant-wide record at the tenant’s root only', () => {
    const payWay = resourceList().find((declared) => declared.key === 'payWay')!;
    const mayAdd = mayAddRow(payWay);
    saveSession({ tenantId: 10, organPath: '/1/10/' });
    expect(mayAdd()).toBe(true);
    saveSession({ tenantId: 10, organPath: '/1/10/11/' });
    expect(mayAdd()).toBe(false);
    saveSession({ tenantId: 1, organPath: '/1/' });
    expect(mayAdd()).toBe(true);
  });
  it('lists a tree resource as its whole tree, and a search as the matches, nested only under a matching parent', async () => {
    const type = (id: number, name: string, parentId: number | null) => ({
      ...company(id, name, 1),
      parentId,
      parentName: null,
    });
    const all = [type(1, 'Drinks', null), type(2, 'Tea', 1), type(3, 'Green tea', 2)];
    const requests = routeFetch({
      [routeOf(endpoints.itemType.queryForList)]: (request) => {
        const name = (request.body as { name?: string }).name;
        return ok(name ? all.filter((row) => row.name.toLowerCase().includes(name)) : all);
      },
    });
    const Screen = registryScreenOf('itemType');
    renderScreen(<Screen />, { ITEM_TYPE_LIST: true, ITEM_TYPE_EDIT: true });
    const table = await screen.findByTestId('list-table');
    const rowOf = async (name: string) =>
      (await within(table).findByText(name)).closest('tr') as HTMLElement;
    expect((await rowOf('Green tea')).querySelector('.indent-level-2')).toBeTruthy();
    expect(screen.getByTestId('item-type-add-child-3')).toBeTruthy();
    // The whole tree at once: no pages.
    expect(screen.queryByTestId('list-pagination')).toBeNull();

    fireEvent.change(within(screen.getByTestId('list-search-area')).getByTestId('field-name'), {
      target: { value: 'tea' },
    });
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(within(table).queryByText('Drinks')).toBeNull());
    // Tea is a top-level match now, Green tea stays below it.
    expect((await rowOf('Tea')).querySelector('.indent-level-1')).toBeNull();
    expect((await rowOf('Green tea')).querySelector('.indent-level-1')).toBeTruthy();
    expect(bodiesOf(requests, endpoints.itemType.queryForList.path).at(-1)).toMatchObject({
      name: 'tea',
    });
  });
});
