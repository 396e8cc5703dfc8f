// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { endpoints, type StoreRecord } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { clearSession } from '../../lib/session-store';
import { renderScreen } from '../../resources/render.test-support';
import { paged, routeFetch } from '../../resources/route-fetch.test-support';
import { StoreChooser } from './store-chooser';
import { StoreField } from './store-field';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const LIST = `POST ${endpoints.store.list.path}`;

const store = (id: number, storeName: string): StoreRecord => ({
  id,
  storeName,
  logo: null,
  star: 4,
  avgSendTime: 20,
  city: 'Shanghai',
  latitude: null,
  longitude: null,
  remark: null,
  addressId: null,
  enable: true,
  organName: 'Downtown',
  tenantId: 10,
  organId: 11,
  organPath: '/1/10/11/',
  createBy: 'ada',
  createDate: '2026-11-23 10:00:00',
  updateBy: 'ada',
  updateDate: '2026-11-23 10:00:00',
});

/** 25 stores, served page by page as the server would. */
const STORES = Array.from({ length: 25 }, (_, index) => store(index + 1, `Store ${index + 1}`));
const serve = () =>
  routeFetch({
    [LIST]: (request) => {
      const size = Number(request.query.get('pageSize'));
      const page = Number(request.query.get('pageNum'));
      const name = (request.body as { storeName?: string }).storeName;
      const matching = name ? STORES.filter((row) => row.storeName === name) : STORES;
      return paged(matching.slice((page - 1) * size, page * size), matching.length, size, page);
    },
  });

const messages = () =>
  [...document.querySelectorAll('.ant-message-notice')].map((node) => node.textContent);
const rowOf = (name: string) =>
  screen.getByText(name, { exact: true }).closest('tr') as HTMLElement;

beforeEach(async () => {
  clearSession();
  await setLocale('en');
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('store chooser', () => {
  it('loads nothing while closed and page 1 of 10 when opened', async () => {
    const requests = serve();
    const Host = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>open</button>
          <StoreChooser open={open} onClose={() => setOpen(false)} onConfirm={vi.fn()} />
        </>
      );
    };
    renderScreen(<Host />, { STORE_LIST: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByText('open'));
    await waitFor(() => expect(screen.getByText('Store 1')).toBeTruthy());
    expect(screen.getByText('please choose a store')).toBeTruthy();
    expect(requests[0]?.query.get('pageSize')).toBe('10');
    expect(requests[0]?.query.get('pageNum')).toBe('1');
    expect(screen.getByTestId('list-page-size').textContent).toContain('10 / page');
    expect(
      document.querySelectorAll('[data-testid="store-chooser-table"] tr.ant-table-row'),
    ).toHaveLength(10);
  });

  it('says so when nothing is chosen, and hands over the stores chosen across pages', async () => {
    serve();
    const onConfirm = vi.fn();
    renderScreen(<StoreChooser open multiple onClose={vi.fn()} onConfirm={onConfirm} />, {
      STORE_LIST: true,
    });
    await waitFor(() => expect(screen.getByText('Store 1')).toBeTruthy());
    fireEvent.click(screen.getByTestId('store-chooser-confirm'));
    await waitFor(() => expect(messages()).toContain('please choose a store'));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(rowOf('Store 2'));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(screen.getByText('Store 21')).toBeTruthy());
    fireEvent.click(rowOf('Store 25'));
    expect(screen.getByTestId('store-chooser-count').textContent).toBe('2 selected');
    fireEvent.click(screen.getByTestId('store-chooser-confirm'));
    expect(onConfirm.mock.calls[0]?.[0].map((row: StoreRecord) => row.storeName)).toEqual([
      'Store 2',
      'Store 25',
    ]);
  });

  it('searches by name and fills a form field with the chosen store', async () => {
    const requests = serve();
    const onChange = vi.fn();
    renderScreen(<StoreField onChange={onChange} />, { STORE_LIST: true });
    fireEvent.click(screen.getByTestId('store-field-choose'));
    await waitFor(() => expect(screen.getByText('Store 1')).toBeTruthy());
    fireEvent.change(screen.getByTestId('store-chooser-name'), { target: { value: ' Store 7 ' } });
    fireEvent.click(screen.getByTestId('store-chooser-search'));
    await waitFor(() => expect(screen.queryByText('Store 1')).toBeNull());
    expect(requests.at(-1)?.body).toEqual({ storeName: 'Store 7' });
    fireEvent.click(rowOf('Store 7'));
    fireEvent.click(screen.getByTestId('store-chooser-confirm'));
    expect(onChange).toHaveBeenCalledWith(7);
  });
});
