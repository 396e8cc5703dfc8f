// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { endpoints, type OrganNode } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { clearSession } from '../../lib/session-store';
import { organTree, tenantList } from '../../resources/organ-store';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch } from '../../resources/route-fetch.test-support';
import { OrganScreen } from './admin-screens';

configure({ asyncUtilTimeout: 5000 });

const organ = (
  id: number,
  parentId: number | null,
  organName: string,
  type: number,
  tenantId: number,
  path: string,
): OrganNode => ({
  id,
  parentId,
  organName,
  organPath: path,
  type,
  tenantId,
  organId: id,
  sort: 0,
  remark: null,
  createBy: null,
  createDate: null,
  updateBy: null,
  updateDate: null,
  children: [],
});

const platform = organ(1, null, 'Platform', 0, 1, '/1/');
const sunrise = organ(10, 1, 'Sunrise', 1, 10, '/1/10/');
const east = organ(11, 10, 'Sunrise East', 2, 10, '/1/10/11/');
const west = organ(12, 10, 'Sunrise West', 2, 10, '/1/10/12/');
const harbour = organ(20, 1, 'Harbour', 1, 20, '/1/20/');
const flat = [platform, sunrise, east, west, harbour];
const nested = [{ ...platform, children: [{ ...sunrise, children: [east, west] }, harbour] }];

beforeEach(async () => {
  clearSession();
  window.sessionStorage.clear();
  window.localStorage.clear();
  organTree.set(nested);
  tenantList.set([platform, sunrise, harbour]);
  await setLocale('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openTenantOptions = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.mouseDown(
      within(dialog)
        .getByTestId('field-tenantId')
        .querySelector('.ant-select-content, .ant-select-selector')!,
    );
  });
};

describe('organ screen', { timeout: 20_000 }, () => {
  it('shows the organisations as a tree nested by parent', async () => {
    routeFetch({ [`POST ${endpoints.organ.list.path}`]: () => paged(flat) });
    renderScreen(<OrganScreen />, { ORGAN_LIST: true });
    expect(await screen.findByText('Sunrise East')).toBeTruthy();
    const rows = [...document.querySelectorAll('tr.ant-table-row')];
    expect(rows.map((row) => row.className.match(/level-(\d)/)?.[1])).toEqual([
      '0',
      '1',
      '2',
      '2',
      '1',
    ]);
  });

  it('tenant form without PLATFROM_ORGAN_EDIT: tenant required (types 0 and 1 only), no organisation field', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.organ.list.path}`]: () => paged(flat),
      [`PATCH ${endpoints.organ.edit.path}`]: () => ok(east),
    });
    renderScreen(<OrganScreen />, { ORGAN_LIST: true, ORGAN_EDIT: true });
    await screen.findByText('Sunrise East');
    fireEvent.click(screen.getByTestId('list-add'));
    const dialog = await screen.findByTestId('organ-edit-dialog');
    expect(within(dialog).queryByTestId('field-parentId')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('field-organName'), {
      target: { value: 'Harbour North' },
    });
    // The caller's own tenant comes first; clearing it is refused.
    const tenant = within(dialog)
      .getByTestId('field-tenantId')
      .closest('.ant-select') as HTMLElement;
    expect(tenant.querySelector('.ant-select-content-has-value')).not.toBeNull();
    await act(async () => {
      fireEvent.mouseDown(tenant.querySelector('.ant-select-clear')!);
      fireEvent.click(tenant.querySelector('.ant-select-clear')!);
    });
    fireEvent.click(screen.getByTestId('organ-edit-dialog-save'));
    expect(await screen.findByText('Tenant is required')).toBeTruthy();
    await openTenantOptions(dialog);
    const options = [...document.querySelectorAll('.ant-select-item-option')].map(
      (el) => el.textContent,
    );
    expect(options).toEqual(['Platform', 'Sunrise', 'Harbour']);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Harbour"]')!);
    fireEvent.click(screen.getByTestId('organ-edit-dialog-save'));
    expect(await screen.findByText('Operation successful!')).toBeTruthy();
    const body = requests.find((r) => r.method === 'PATCH')?.body;
    expect(body).toMatchObject({ organName: 'Harbour North', tenantId: 20, type: 2 });
    expect(body).not.toHaveProperty('parentId');
  });

  it('tenant form with PLATFROM_ORGAN_EDIT: the organisation field is shown and required', async () => {
    routeFetch({ [`POST ${endpoints.organ.list.path}`]: () => paged(flat) });
    renderScreen(<OrganScreen />, {
      ORGAN_LIST: true,
      ORGAN_EDIT: true,
      PLATFROM_ORGAN_EDIT: true,
    });
    await screen.findByText('Sunrise East');
    fireEvent.click(screen.getByTestId('list-add'));
    const dialog = await screen.findByTestId('organ-edit-dialog');
    expect(within(dialog).getByTestId('field-parentId')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('field-organName'), {
      target: { value: 'Sunrise North' },
    });
    fireEvent.click(screen.getByTestId('organ-edit-dialog-save'));
    expect(await screen.findByText('Parent organisation is required')).toBeTruthy();
  });

  it('moves a node under another parent of its tenant', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.organ.list.path}`]: () => paged(flat),
      [`PATCH ${endpoints.organ.edit.path}`]: () => ok({ ...west, parentId: 11 }),
      [`POST ${endpoints.organ.subordinate.path}`]: () => ok(nested),
      [`POST ${endpoints.organ.tenantList.path}`]: () => ok([platform, sunrise, harbour]),
    });
    renderScreen(<OrganScreen />, { ORGAN_LIST: true, ORGAN_EDIT: true });
    await screen.findByText('Sunrise West');
    expect(screen.queryByTestId('organ-move-10')).toBeNull();
    fireEvent.click(screen.getByTestId('organ-move-12'));
    const target = await screen.findByTestId('organ-move-target');
    await act(async () => {
      fireEvent.mouseDown(
        target.querySelector('.ant-select-content, .ant-select-selector') ?? target,
      );
    });
    expect(document.querySelector('.ant-select-tree [title="Harbour"]')).toBeNull();
    expect(document.querySelector('.ant-select-tree [title="Sunrise West"]')).toBeNull();
    fireEvent.click(document.querySelector('.ant-select-tree [title="Sunrise East"]')!);
    fireEvent.click(screen.getByTestId('organ-move-dialog-save'));
    expect(await screen.findByText('Operation successful!')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      id: 12,
      tenantId: 10,
      organName: 'Sunrise West',
      parentId: 11,
    });
    await waitFor(() =>
      expect(requests.some((r) => r.path === endpoints.organ.subordinate.path)).toBe(true),
    );
  });
});
