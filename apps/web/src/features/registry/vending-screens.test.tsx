// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import { bodiesOf, ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests, toasts } from '../../resources/screen.test-support';
import { registryScreenOf } from './registry-screen';

// Vending screens (issue 18) are plain registry screens; applying an aisle template asks for
// the devices among those of the template's type.

setUpScreenTests('en', 30_000);

const owned = {
  tenantId: 2,
  organId: 2,
  organPath: '/1/2/',
  createBy: 'sunrise.admin',
  createDate: '2026-11-25 09:00:00',
  updateBy: 'sunrise.admin',
  updateDate: '2026-11-25 09:00:00',
};
const template = {
  id: 1,
  name: 'Drinks plan',
  deviceTypeId: 7,
  deviceTypeName: 'Drinks',
  remark: null,
  ...owned,
};
const device = (id: number, name: string) => ({
  id,
  innerCode: `VM-${id}`,
  name,
  deviceTypeId: 7,
  deviceTypeName: 'Drinks',
  storeId: null,
  storeName: null,
  serialNumber: null,
  status: 1,
  onlineState: 1,
  lastHeartbeatAt: null,
  softwareVersion: null,
  address: null,
  longitude: null,
  latitude: null,
  remark: null,
  ...owned,
});

describe('vending screens', () => {
  it('applies a template to devices chosen among those of its type', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.deviceAisleTemplate.list)]: () => paged([template]),
      [routeOf(endpoints.device.queryForList)]: () =>
        ok([device(11, 'Hall A'), device(12, 'Hall B')]),
      [routeOf(endpoints.deviceAisleTemplate.apply)]: () => ok([template]),
    });
    const Screen = registryScreenOf('deviceAisleTemplate');
    renderScreen(<Screen />, {
      DEVICE_AISLE_TEMPLATE_LIST: true,
      DEVICE_AISLE_TEMPLATE_APPLY: true,
    });
    fireEvent.click(await screen.findByTestId('action-apply-1'));
    const dialog = await screen.findByTestId('action-dialog-apply');
    expect(within(dialog).getByText('Devices')).toBeTruthy();
    const select = within(dialog).getByTestId('field-deviceIds');
    fireEvent.mouseDown(
      select.querySelector('.ant-select-content, .ant-select-selector') ?? select,
    );
    fireEvent.click(
      await screen.findByText('Hall A', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.click(
      await screen.findByText('Hall B', { selector: '.ant-select-item-option-content' }),
    );
    // The choices are the devices of the template's type.
    expect(bodiesOf(requests, endpoints.device.queryForList.path)).toEqual([{ deviceTypeId: 7 }]);
    fireEvent.click(screen.getByTestId('action-dialog-apply-save'));
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.deviceAisleTemplate.apply.path)).toEqual([
        { id: 1, deviceIds: [11, 12] },
      ]),
    );
    await waitFor(() => expect(toasts()).toContain('Operation successful!'));
  });
});
