// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { endpoints, type StoreRecord } from '@retail/contract';
import { ownedRecord } from '../../resources/records.test-support';
import { renderScreen } from '../../resources/render.test-support';
import { routeFetch } from '../../resources/route-fetch.test-support';
import { pageOf, rowOf, setUpScreenTests, toasts } from '../../resources/screen.test-support';
import { chooserRows, openClosedChooser } from '../chooser/chooser.test-support';
import { StoreChooser } from './store-chooser';
import { StoreField } from './store-field';

setUpScreenTests();

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
  ...ownedRecord,
});

/** 25 stores, served page by page as the server would. */
const STORES = Array.from({ length: 25 }, (_, index) => store(index + 1, `Store ${index + 1}`));
const serve = () =>
  routeFetch({
    [`POST ${endpoints.store.list.path}`]: (request) => {
      const name = (request.body as { storeName?: string }).storeName;
      return pageOf(request, name ? STORES.filter((row) => row.storeName === name) : STORES);
    },
  });
const KEYS = { STORE_LIST: true };

describe('store chooser', () => {
  it('loads nothing while closed and page 1 of 10 when opened', async () => {
    const requests = serve();
    const first = await openClosedChooser(
      (open, close) => <StoreChooser open={open} onClose={close} onConfirm={vi.fn()} />,
      KEYS,
      requests,
      endpoints.store.list.path,
      'Store 1',
    );
    expect(screen.getByText('please choose a store')).toBeTruthy();
    expect(first?.query.get('pageSize')).toBe('10');
    expect(first?.query.get('pageNum')).toBe('1');
    expect(screen.getByTestId('list-page-size').textContent).toContain('10 / page');
    expect(chooserRows('store-chooser')).toHaveLength(10);
  });

  it('says so when nothing is chosen, and hands over the stores chosen across pages', async () => {
    serve();
    const onConfirm = vi.fn();
    renderScreen(<StoreChooser open multiple onClose={vi.fn()} onConfirm={onConfirm} />, KEYS);
    await waitFor(() => expect(screen.getByText('Store 1')).toBeTruthy());
    fireEvent.click(screen.getByTestId('store-chooser-confirm'));
    await waitFor(() => expect(toasts()).toContain('please choose a store'));
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
    renderScreen(<StoreField onChange={onChange} />, KEYS);
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

  it('keeps one store in single choice, and says why a list failed', async () => {
    const onConfirm = vi.fn();
    serve();
    renderScreen(<StoreChooser open onClose={vi.fn()} onConfirm={onConfirm} />, KEYS);
    await waitFor(() => expect(screen.getByText('Store 1')).toBeTruthy());
    fireEvent.click(rowOf('Store 2'));
    fireEvent.click(rowOf('Store 4'));
    fireEvent.click(rowOf('Store 4'));
    expect(screen.getByTestId('store-chooser-count').textContent).toBe('1 selected');
    fireEvent.click(screen.getByTestId('store-chooser-confirm'));
    expect(onConfirm.mock.calls[0]?.[0].map((row: StoreRecord) => row.id)).toEqual([4]);

    routeFetch({
      [`POST ${endpoints.store.list.path}`]: () => ({
        status: 400,
        body: { successful: false, status: 400, description: 'organisation unknown' },
      }),
    });
    fireEvent.change(screen.getByTestId('store-chooser-name'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('store-chooser-search'));
    await waitFor(() => expect(toasts()).toContain('organisation unknown'));
    expect(chooserRows('store-chooser')).toHaveLength(0);
  });
});
