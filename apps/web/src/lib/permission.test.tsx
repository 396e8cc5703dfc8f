// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, render, renderHook } from '@testing-library/react';
import type { AuthorityNode } from '@retail/contract';
import {
  Authorized,
  buildMenuRoutes,
  flattenAuthorities,
  isVisible,
  useAuthority,
} from './permission';
import { clearSession, saveSession } from './session-store';

const node = (
  id: number,
  code: string,
  type: number,
  children: AuthorityNode[] = [],
  sort = id,
): AuthorityNode => ({
  id,
  parentId: null,
  name: `name-${code}`,
  icon: type === 3 ? null : 'icon',
  url: type === 3 ? null : `/${code.toLowerCase()}/index`,
  type,
  code,
  sort,
  children,
});

const tree: AuthorityNode[] = [
  node(2, 'FILE', 1, [
    node(21, 'FILE_FOLDER', 2, [
      node(211, 'ADD_PICTURE_2_FOLDER', 3),
      node(212, 'REMOVE_PICTURE_FROM_FOLDER', 3),
    ]),
    node(20, 'FILE_SERVICE', 2, [node(201, 'UPLOAD_PICTURE_2_SYS', 3)]),
  ]),
  node(1, 'PLATFROM_TENANT_QUERY', 3),
  node(3, 'STORE', 2),
];

describe('flattenAuthorities', () => {
  it('maps every code of the tree, buttons included, to visible', () => {
    expect(flattenAuthorities(tree)).toEqual({
      FILE: true,
      FILE_FOLDER: true,
      ADD_PICTURE_2_FOLDER: true,
      REMOVE_PICTURE_FROM_FOLDER: true,
      FILE_SERVICE: true,
      UPLOAD_PICTURE_2_SYS: true,
      PLATFROM_TENANT_QUERY: true,
      STORE: true,
    });
  });

  it('treats absent and false keys as hidden', () => {
    expect(isVisible('STORE', { STORE: true })).toBe(true);
    expect(isVisible('STORE', { STORE: false })).toBe(false);
    expect(isVisible('STORE', {})).toBe(false);
  });
});

describe('buildMenuRoutes', () => {
  it('keeps directories and menus in sort order and drops buttons (type 3)', () => {
    const routes = buildMenuRoutes(tree);
    expect(routes.map((route) => route.code)).toEqual(['FILE', 'STORE']);
    const file = routes[0]!;
    expect(file.children.map((route) => route.code)).toEqual(['FILE_SERVICE', 'FILE_FOLDER']);
    expect(file.children.every((route) => route.children.length === 0)).toBe(true);
    expect(file.children[0]).toMatchObject({
      path: '/file_service/index',
      name: 'name-FILE_SERVICE',
      hidden: false,
    });
  });
});

describe('Authorized and useAuthority', () => {
  it('render guarded elements only while the code is granted', () => {
    saveSession({}, { ADD_PICTURE_2_FOLDER: true, UPLOAD_PICTURE_2_SYS: false });
    const view = render(
      <>
        <Authorized code="ADD_PICTURE_2_FOLDER">
          <button>add</button>
        </Authorized>
        <Authorized code="UPLOAD_PICTURE_2_SYS">
          <button>upload</button>
        </Authorized>
        <Authorized code="MISSING">
          <button>missing</button>
        </Authorized>
      </>,
    );
    expect(view.queryByText('add')).not.toBeNull();
    expect(view.queryByText('upload')).toBeNull();
    expect(view.queryByText('missing')).toBeNull();

    const hook = renderHook(() => useAuthority('ADD_PICTURE_2_FOLDER'));
    expect(hook.result.current).toBe(true);
    act(() => clearSession());
    expect(hook.result.current).toBe(false);
    expect(view.queryByText('add')).toBeNull();
  });
});
