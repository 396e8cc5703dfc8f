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
import { endpoints, LOCALES, type AuthorityNode } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { registeredMessages } from '../../lib/i18n/feature-messages';
import { clearSession } from '../../lib/session-store';
import { setDictionary } from '../../resources/dictionary-store';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch, type SeenRequest } from '../../resources/route-fetch.test-support';
import { adminScreens } from './admin.screens';
import { RoleScreen, UserScreen } from './admin-screens';
import { toggleAuthority } from './role-actions';
import { UserDetailScreen } from './user-detail-screen';

configure({ asyncUtilTimeout: 5000 });

const user = (id: number, name: string, enabled = true) => ({
  id,
  userName: name.toLowerCase(),
  name,
  avatar: null,
  introduction: null,
  enabled,
  roles: [{ id: 5, name: 'Store manager', code: 'STORE_MANAGER' }],
  tenantId: 10,
  organId: 10,
  organPath: '/1/10/',
  createBy: null,
  createDate: '2026-01-02 03:04:05',
  updateBy: null,
  updateDate: null,
});

const node = (id: number, code: string, children: AuthorityNode[] = []): AuthorityNode => ({
  id,
  parentId: null,
  name: code.toLowerCase(),
  icon: null,
  url: null,
  type: children.length ? 2 : 3,
  code,
  sort: id,
  children,
});

const bodies = (requests: SeenRequest[], path: string) =>
  requests.filter((r) => r.path === path).map((r) => r.body as Record<string, unknown>);

beforeEach(async () => {
  clearSession();
  window.sessionStorage.clear();
  window.localStorage.clear();
  setDictionary([
    { bigType: 'ENABLE_STATUS', value: '1', desc: '启用' },
    { bigType: 'ENABLE_STATUS', value: '0', desc: '停用' },
  ]);
  await setLocale('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin screen table', () => {
  it('maps the authority urls to lazily loaded screens', async () => {
    expect(Object.keys(adminScreens)).toEqual(
      expect.arrayContaining([
        '/user/index',
        '/user/detail/index',
        '/role/index',
        '/authority/index',
        '/dictionary/index',
      ]),
    );
    for (const load of Object.values(adminScreens)) expect(typeof (await load())).toBe('function');
  });

  it('every resource declares its labels in zh, en and es with the same keys', async () => {
    await Promise.all(Object.values(adminScreens).map((load) => load()));
    const resources = registeredMessages.filter((m) => m.namespace.startsWith('resource.'));
    expect(resources.map((m) => m.namespace)).toEqual(
      expect.arrayContaining([
        'resource.user',
        'resource.role',
        'resource.authority',
        'resource.dictionary',
      ]),
    );
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    for (const { namespace, bundles } of resources)
      for (const locale of LOCALES)
        expect(keys(bundles[locale]).sort(), `${namespace}:${locale}`).toEqual(
          keys(bundles.en).sort(),
        );
  });
});

describe('user screen', { timeout: 20_000 }, () => {
  it('lists users with their roles; the enabled filter is the ENABLE_STATUS dictionary', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.user.list.path}`]: () => paged([user(7, 'Mia'), user(8, 'Leo', false)]),
    });
    renderScreen(<UserScreen />, { USER_LIST: true });
    expect(await screen.findByText('Mia')).toBeTruthy();
    expect(screen.getAllByText('Store manager').length).toBe(2);
    const search = screen.getByTestId('list-search-area');
    await act(async () => {
      fireEvent.mouseDown(
        within(search)
          .getByTestId('field-enabled')
          .querySelector('.ant-select-content, .ant-select-selector')!,
      );
    });
    fireEvent.click(
      (await screen.findAllByText('停用')).find((el) => el.closest('.ant-select-item-option'))!,
    );
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(bodies(requests, endpoints.user.list.path).at(-1)).toMatchObject({ enabled: false }),
    );
  });

  it('adding asks for a password of at least 8 characters; editing never shows it', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.user.list.path}`]: () => paged([user(7, 'Mia')]),
      [`POST ${endpoints.role.queryForList.path}`]: () => ok([]),
      [`PATCH ${endpoints.user.edit.path}`]: () => ok(user(9, 'Noa')),
    });
    renderScreen(<UserScreen />, { USER_LIST: true, USER_EDIT: true });
    await screen.findByText('Mia');
    fireEvent.click(screen.getByTestId('list-add'));
    const dialog = await screen.findByTestId('user-edit-dialog');
    fireEvent.change(within(dialog).getByTestId('field-userName'), { target: { value: 'noa' } });
    fireEvent.change(within(dialog).getByTestId('field-name'), { target: { value: 'Noa' } });
    fireEvent.change(within(dialog).getByTestId('field-password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('user-edit-dialog-save'));
    expect(await screen.findByText('Password needs at least 8 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('field-password'), {
      target: { value: 'long enough 1' },
    });
    fireEvent.click(screen.getByTestId('user-edit-dialog-save'));
    expect(await screen.findByText('Operation successful!')).toBeTruthy();
    expect(bodies(requests, endpoints.user.edit.path)[0]).toMatchObject({
      userName: 'noa',
      name: 'Noa',
      password: 'long enough 1',
      enabled: true,
    });

    fireEvent.click(screen.getByTestId('row-edit-7'));
    const again = await screen.findByTestId('user-edit-dialog');
    await waitFor(() =>
      expect((within(again).getByTestId('field-name') as HTMLInputElement).value).toBe('Mia'),
    );
    expect(within(again).queryByTestId('field-password')).toBeNull();
    expect((within(again).getByTestId('field-userName') as HTMLInputElement).disabled).toBe(true);
  });

  it('disables a user, and opens the detail screen with the authorities the roles grant', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.user.list.path}`]: () => paged([user(7, 'Mia')]),
      [`POST ${endpoints.user.enable.path}`]: () => ok(user(7, 'Mia', false)),
    });
    renderScreen(<UserScreen />, { USER_LIST: true, USER_EDIT: true });
    await screen.findByText('Mia');
    fireEvent.click(screen.getByTestId('user-enable-7'));
    expect(await screen.findByText('Operation successful!')).toBeTruthy();
    expect(bodies(requests, endpoints.user.enable.path)[0]).toEqual({ id: 7, enabled: false });
    fireEvent.click(screen.getByTestId('user-detail-7'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/user/detail/index?id=7'),
    );
  });

  it('user/detail shows the user and the authority tree', async () => {
    routeFetch({
      [`POST ${endpoints.user.detail.path}`]: () =>
        ok({ ...user(7, 'Mia'), userAuthorities: [node(1, 'STORE', [node(2, 'STORE_EDIT')])] }),
    });
    renderScreen(<UserDetailScreen />, { USER_LIST: true }, '/user/detail/index?id=7');
    expect(await screen.findByText('Mia (mia)')).toBeTruthy();
    expect(
      within(screen.getByTestId('user-detail-authorities')).getByText('store_edit (STORE_EDIT)'),
    ).toBeTruthy();
  });
});

describe('role authority tree', () => {
  const tree = [
    node(1, 'SYSTEM', [node(2, 'ROLE', [node(3, 'ROLE_LIST'), node(4, 'ROLE_EDIT')])]),
    node(9, 'OTHER'),
  ];
  it('ticking grants the node, what is below it and the menus above it; unticking takes the subtree away', () => {
    expect(toggleAuthority(tree, [], 3, true).sort()).toEqual([1, 2, 3]);
    expect(toggleAuthority(tree, [9], 2, true).sort()).toEqual([1, 2, 3, 4, 9]);
    expect(toggleAuthority(tree, [1, 2, 3, 4, 9], 2, false).sort()).toEqual([1, 9]);
  });
});

describe('role screen', { timeout: 20_000 }, () => {
  it('chooses the role’s authorities on a tree', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.role.list.path}`]: () =>
        paged([
          {
            id: 5,
            name: 'Store manager',
            code: 'STORE_MANAGER',
            tenantId: 10,
            organId: 10,
            organPath: '/1/10/',
            createBy: null,
            createDate: null,
            updateBy: null,
            updateDate: null,
          },
        ]),
      [`POST ${endpoints.role.getAuthorities.path}`]: () =>
        ok({
          authorities: [node(1, 'STORE', [node(2, 'STORE_EDIT'), node(3, 'STORE_REMOVE')])],
          checkedIds: [1, 2],
        }),
      [`POST ${endpoints.role.setAuthorities.path}`]: () =>
        ok({ authorities: [], checkedIds: [1, 2, 3] }),
    });
    renderScreen(<RoleScreen />, { ROLE_LIST: true, ROLE_EDIT: true });
    await screen.findByText('STORE_MANAGER');
    fireEvent.click(screen.getByTestId('role-authorities-5'));
    const tree = await screen.findByTestId('role-authority-tree');
    const removeNode = within(tree)
      .getByText('store_remove (STORE_REMOVE)')
      .closest('.ant-tree-treenode')!;
    fireEvent.click(removeNode.querySelector('.ant-tree-checkbox')!);
    fireEvent.click(screen.getByTestId('role-authorities-dialog-save'));
    expect(await screen.findByText('Operation successful!')).toBeTruthy();
    expect(bodies(requests, endpoints.role.setAuthorities.path)[0]).toEqual({
      id: 5,
      authorityIds: [1, 2, 3],
    });
  });
});
