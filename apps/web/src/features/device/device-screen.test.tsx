// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DeviceRecord, endpoints } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import { bodiesOf, ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { DeviceScreen } from './device-screen';

setUpScreenTests('en', 30_000);

const device = (id: number, innerCode: string): DeviceRecord => ({
  id,
  innerCode,
  name: `Machine ${innerCode}`,
  deviceTypeId: 1,
  deviceTypeName: 'Snack tower',
  storeId: null,
  storeName: null,
  serialNumber: null,
  status: 1,
  onlineState: 2,
  lastHeartbeatAt: '2026-11-25 09:00:00',
  softwareVersion: '2.4.1',
  address: null,
  longitude: null,
  latitude: null,
  remark: null,
  tenantId: 2,
  organId: 2,
  organPath: '/1/2/',
  createBy: 'sunrise.admin',
  createDate: '2026-11-25 09:00:00',
  updateBy: 'sunrise.admin',
  updateDate: '2026-11-25 09:00:00',
});

const KEYS = { DEVICE_LIST: true, DEVICE_EDIT: true, DEVICE_REMOVE: true };
const SECRET = 'k2Q4n0Xn2wq3v8pS1lHc5m9bA7eR6tYuJ0iOzPxWqE4';

describe('device screen', () => {
  it('lists devices with their connection state and issues a secret shown once, after a confirmation', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.device.list)]: () => paged([device(7, 'VM-0007')]),
      [routeOf(endpoints.deviceSecret.rotate)]: () =>
        ok({ id: 7, innerCode: 'VM-0007', secret: SECRET }),
    });
    renderScreen(<DeviceScreen />, KEYS);
    const table = await screen.findByTestId('list-table');
    await within(table).findByText('VM-0007');
    expect(within(table).getByText('Offline')).toBeTruthy();
    expect(within(table).getByText('Operating')).toBeTruthy();

    fireEvent.click(screen.getByTestId('device-secret-7'));
    fireEvent.click(await screen.findByTestId('device-secret-confirm-7'));
    const shown = await screen.findByTestId('device-secret-value');
    expect(shown.textContent).toContain(SECRET);
    expect(bodiesOf(requests, endpoints.deviceSecret.rotate.path)).toEqual([{ id: 7 }]);
    fireEvent.click(screen.getByText('I have copied it'));
    await waitFor(() => expect(screen.queryByTestId('device-secret-value')).toBeNull());
  });

  it('shows a device’s events, newest first, with their kinds in the user’s language', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.device.list)]: () => paged([device(9, 'VM-0009')]),
      [routeOf(endpoints.deviceEvents.list)]: () =>
        ok([
          {
            kind: 'fault',
            code: 'E42',
            message: 'Motor 3 jammed',
            createDate: '2026-11-25 10:00:00',
          },
          { kind: 'door', code: 'open', message: null, createDate: '2026-11-25 09:59:00' },
        ]),
    });
    renderScreen(<DeviceScreen />, KEYS);
    await within(await screen.findByTestId('list-table')).findByText('VM-0009');
    fireEvent.click(screen.getByTestId('device-events-9'));
    const events = await screen.findByTestId('device-events');
    await within(events).findByText('Motor 3 jammed');
    expect(within(events).getByText('Fault')).toBeTruthy();
    expect(within(events).getByText('Door')).toBeTruthy();
    expect(bodiesOf(requests, endpoints.deviceEvents.list.path)).toEqual([{ id: 9 }]);
  });

  it('sends a remote command chosen by its name from the row', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.device.list)]: () => paged([device(5, 'VM-0005')]),
      [routeOf(endpoints.device.sendCommand)]: () => ok([device(5, 'VM-0005')]),
    });
    renderScreen(<DeviceScreen />, { ...KEYS, DEVICE_CONTROL: true });
    await within(await screen.findByTestId('list-table')).findByText('VM-0005');
    fireEvent.click(screen.getByTestId('action-sendCommand-5'));
    const dialog = await screen.findByTestId('action-dialog-sendCommand');
    expect(within(dialog).getByText('Command')).toBeTruthy();
    const select = within(dialog).getByTestId('field-command');
    fireEvent.mouseDown(
      select.querySelector('.ant-select-content, .ant-select-selector') ?? select,
    );
    fireEvent.click(
      await screen.findByText('Open the door', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.click(screen.getByTestId('action-dialog-sendCommand-save'));
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.device.sendCommand.path)).toEqual([
        { command: 'openDoor', id: 5 },
      ]),
    );
  });

  it('offers no secret button without DEVICE_EDIT', async () => {
    routeFetch({ [routeOf(endpoints.device.list)]: () => paged([device(8, 'VM-0008')]) });
    renderScreen(<DeviceScreen />, { DEVICE_LIST: true });
    await within(await screen.findByTestId('list-table')).findByText('VM-0008');
    expect(screen.queryByTestId('device-secret-8')).toBeNull();
    expect(screen.queryByTestId('action-sendCommand-8')).toBeNull();
  });
});
