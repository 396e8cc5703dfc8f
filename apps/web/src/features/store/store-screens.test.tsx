// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, type StoreDetail } from '@retail/contract';
import { ownedRecord, storeRecord } from '../../resources/records.test-support';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { chooseOption, setUpScreenTests, toasts } from '../../resources/screen.test-support';
import { StoreDetailScreen, StoreInfoScreen } from './store-detail';
import { StoreGoodsScreen } from './store-goods-screen';
import { EmployeeScreen, StoreScheduleScreen } from './store-screens';

setUpScreenTests();

const central = storeRecord();
const detail: StoreDetail = {
  ...central,
  address: {
    ...ownedRecord,
    id: 3,
    province: 'Shanghai',
    city: 'Shanghai',
    district: 'Huangpu',
    detail: '1 Nanjing Road',
    contact: null,
    phone: '021-5550101',
  },
  schedules: [
    {
      ...ownedRecord,
      id: 1,
      storeId: 5,
      storeName: 'Central Plaza',
      weekday: 6,
      openTime: '10:00',
      closeTime: '22:00',
      remark: null,
    },
  ],
  areas: [],
  employees: [
    {
      ...ownedRecord,
      id: 2,
      storeId: 5,
      storeName: 'Central Plaza',
      userId: 7,
      userName: 'sunrise.store',
      name: 'Store Operator',
      position: 'manager',
      enable: true,
      remark: null,
    },
  ],
};

const KEYS = {
  STORE_LIST: true,
  STORE_SCHEDULE_LIST: true,
  STORE_SCHEDULE_EDIT: true,
  STORE_SCHEDULE_REMOVE: true,
};

describe('store screens', () => {
  it('store information: a store chosen in the chooser shows its details', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.store.list)]: () => paged([central], 1, 10),
      [routeOf(endpoints.store.query)]: () => ok(detail),
    });
    renderScreen(<StoreInfoScreen />, KEYS);
    expect(screen.getByText('Choose a store to see its information')).toBeTruthy();
    fireEvent.click(screen.getByTestId('store-info-choose'));
    await waitFor(() => expect(screen.getByText('Central Plaza')).toBeTruthy());
    fireEvent.click(screen.getByText('Central Plaza'));
    fireEvent.click(screen.getByTestId('store-chooser-confirm'));
    const shown = await screen.findByTestId('store-detail');
    expect(requests.find((r) => r.path === endpoints.store.query.path)?.body).toEqual({ id: 5 });
    expect(within(shown).getByText('31.23, 121.47')).toBeTruthy();
    expect(within(shown).getByText('25 min')).toBeTruthy();
    expect(
      within(shown).getByText('Shanghai Shanghai Huangpu 1 Nanjing Road 021-5550101'),
    ).toBeTruthy();
    expect(within(shown).getByText('Saturday')).toBeTruthy();
    expect(within(shown).getByText('Manager')).toBeTruthy();
  });

  it('store details: reads the id from the address, and says when there is none', async () => {
    const requests = routeFetch({ [routeOf(endpoints.store.query)]: () => ok(detail) });
    renderScreen(<StoreDetailScreen />, KEYS, '/storeDetail/index?id=5');
    await screen.findByTestId('store-detail');
    expect(requests[0]?.body).toEqual({ id: 5 });
    cleanup();
    renderScreen(<StoreDetailScreen />, KEYS, '/storeDetail/index');
    expect(screen.getByText('No such store in your scope')).toBeTruthy();
  });

  it('opening hours: the store comes from the chooser; an overlap is shown on its field', async () => {
    let saves = 0;
    const requests = routeFetch({
      [routeOf(endpoints.storeSchedule.list)]: () => paged([]),
      [routeOf(endpoints.store.list)]: () => paged([central], 1, 10),
      [routeOf(endpoints.storeSchedule.edit)]: () => {
        saves += 1;
        return {
          status: 400,
          body: {
            successful: false,
            status: 400,
            field: 'openTime',
            description: 'This period overlaps the opening period 10:00-22:00 of the same day',
          },
        };
      },
    });
    renderScreen(<StoreScheduleScreen />, KEYS);
    fireEvent.click(await screen.findByTestId('list-add'));
    const dialog = await screen.findByTestId('store-schedule-edit-dialog');
    // Without a store the form refuses to save.
    fireEvent.click(screen.getByTestId('store-schedule-edit-dialog-save'));
    await waitFor(() => expect(within(dialog).getByText('Store is required')).toBeTruthy());
    expect(saves).toBe(0);
    fireEvent.click(within(dialog).getByTestId('store-field-choose'));
    await waitFor(() => expect(screen.getByText('Central Plaza')).toBeTruthy());
    fireEvent.click(screen.getByText('Central Plaza'));
    fireEvent.click(screen.getByTestId('store-chooser-confirm'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('store-field-name').textContent).toBe('Central Plaza'),
    );
    fireEvent.change(within(dialog).getByTestId('field-openTime'), { target: { value: '21:00' } });
    fireEvent.change(within(dialog).getByTestId('field-closeTime'), { target: { value: '23:00' } });
    fireEvent.click(screen.getByTestId('store-schedule-edit-dialog-save'));
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          'This period overlaps the opening period 10:00-22:00 of the same day',
        ),
      ).toBeTruthy(),
    );
    const saved = requests.find((r) => r.path === endpoints.storeSchedule.edit.path);
    expect(saved?.body).toMatchObject({
      storeId: 5,
      weekday: 1,
      openTime: '21:00',
      closeTime: '23:00',
    });
    expect(toasts()).not.toContain('operation successful');
  });

  it('employees: the user is searched by name in the search area and narrows the list', async () => {
    const employee = (id: number, userId: number, userName: string, position: string) => ({
      ...ownedRecord,
      id,
      storeId: 5,
      storeName: 'Central Plaza',
      userId,
      userName,
      position,
      enable: true,
      remark: null,
    });
    const rows = [
      employee(2, 7, 'sunrise.store', 'manager'),
      employee(3, 8, 'sunrise.uptown', 'clerk'),
    ];
    const requests = routeFetch({
      [routeOf(endpoints.employee.list)]: (request) => {
        const { userId } = request.body as { userId?: number };
        return paged(rows.filter((row) => userId === undefined || row.userId === userId));
      },
      [routeOf(endpoints.employeeUser.userOptions)]: (request) =>
        ok(
          (request.body as { name?: string }).name === 'operator'
            ? [{ id: 7, userName: 'sunrise.store', name: 'Store Operator', organId: 1 }]
            : [],
        ),
    });
    renderScreen(<EmployeeScreen />, { EMPLOYEE_LIST: true, EMPLOYEE_EDIT: true });
    await waitFor(() => expect(screen.getByText('sunrise.uptown')).toBeTruthy());
    expect(screen.getByText('Manager')).toBeTruthy();
    const area = screen.getByTestId('list-search-area');
    const user = within(area).getByTestId('field-userId');
    fireEvent.change(within(user).getByRole('combobox'), { target: { value: 'operator' } });
    await chooseOption(user, 'Store Operator (sunrise.store)');
    fireEvent.click(within(area).getByTestId('list-search'));
    await waitFor(() => expect(screen.queryByText('sunrise.uptown')).toBeNull());
    expect(screen.getByText('sunrise.store')).toBeTruthy();
    const searches = requests.filter((r) => r.path === endpoints.employee.list.path);
    expect(searches.at(-1)?.body).toMatchObject({ userId: 7 });
    expect(
      requests.some(
        (r) =>
          r.path === endpoints.employeeUser.userOptions.path &&
          (r.body as { name?: string }).name === 'operator',
      ),
    ).toBe(true);
  });

  it('store goods: the prices of the store chosen in the chooser', async () => {
    const price = (id: number, goodsName: string, status: number, statusText: string) => ({
      ...ownedRecord,
      id,
      goodsId: id,
      goodsName,
      goodsCode: `G-${id}`,
      storeId: 5,
      skuId: null,
      price: '12.50',
      marketPrice: null,
      status,
      statusText,
      remark: null,
    });
    const requests = routeFetch({
      [routeOf(endpoints.store.list)]: () => paged([central], 1, 10),
      [routeOf(endpoints.goodsPrice.list)]: () =>
        paged([price(1, 'Green tea', 32, '出售中'), price(2, 'Black tea', 0, '下架')]),
    });
    renderScreen(<StoreGoodsScreen />, { ...KEYS, STORE_GOODS_LIST: true, GOODS_PRICE_LIST: true });
    expect(screen.getByText('Choose a store to see the goods it sells')).toBeTruthy();
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByTestId('store-field-choose'));
    await waitFor(() => expect(screen.getByText('Central Plaza')).toBeTruthy());
    fireEvent.click(screen.getByText('Central Plaza'));
    fireEvent.click(screen.getByTestId('store-chooser-confirm'));
    const table = await screen.findByTestId('store-goods-table');
    await waitFor(() => expect(within(table).getByText('Green tea')).toBeTruthy());
    const call = requests.find((r) => r.path === endpoints.goodsPrice.list.path);
    expect(call?.body).toEqual({ storeId: 5 });
    expect(call?.query.get('pageSize')).toBe('20');
    expect(within(table).getByText('出售中')).toBeTruthy();
    expect(within(table).getByText('下架')).toBeTruthy();
  });
});
