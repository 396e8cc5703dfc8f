// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { endpoints } from '@retail/contract';
import { clearSession, saveSession } from '../lib/session-store';
import { localStore } from '../lib/storage';
import {
  DICTIONARY_LOAD_DELAY_MS,
  ORGAN_TREE_LOAD_DELAY_MS,
  useAfterLoginLoads,
} from './after-login';
import { dictionary, errorMapText } from './dictionary-store';
import { organQueryMode } from './organ-query-mode';
import { organTree, tenantList } from './organ-store';
import { ok, routeFetch } from './route-fetch.test-support';

const sunrise = {
  id: 10,
  parentId: 1,
  organName: 'Sunrise',
  organPath: '/1/10/',
  type: 1,
  tenantId: 10,
  children: [],
};

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  organQueryMode.set('selfAndSub');
  clearSession();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('after-login loads', () => {
  it('load the dictionary after 1 s and the organisation tree after 1.2 s with the §4 parameters', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.dictionaryReference.referencedList.path}`]: () =>
        ok([
          { bigType: 'ERROR_CODE', value: '404', desc: '请求的资源不存在' },
          { bigType: 'ENABLE_STATUS', value: '1', desc: '启用' },
        ]),
      [`POST ${endpoints.systemSetting.query.path}`]: () =>
        ok({
          effective: { SYSTEM_SETTING_ORGAN_QUERY_MODEL: 'selected' },
          sources: {},
          global: {},
          tenant: {},
          user: {},
          tenantId: 10,
          editable: { global: false, tenant: true, user: true },
        }),
      [`POST ${endpoints.organ.subordinate.path}`]: () => ok([sunrise]),
      [`POST ${endpoints.organ.tenantList.path}`]: () => ok([sunrise]),
    });
    saveSession({ token: 't', userId: 3, organId: 10, tenantId: 10, organPath: '/1/10/' });
    renderHook(() => useAfterLoginLoads());

    await vi.advanceTimersByTimeAsync(DICTIONARY_LOAD_DELAY_MS - 1);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const dictionaryCall = requests.find(
      (r) => r.path === endpoints.dictionaryReference.referencedList.path,
    );
    expect(dictionaryCall?.body).toEqual({
      organId: 10,
      organPath: '/1/10/',
      tenantId: 10,
      sys: 1,
      orderBy: 'u.sorted',
      order: 'asc',
    });
    expect(requests.some((r) => r.path === endpoints.organ.subordinate.path)).toBe(false);

    await vi.advanceTimersByTimeAsync(ORGAN_TREE_LOAD_DELAY_MS - DICTIONARY_LOAD_DELAY_MS);
    const organCall = requests.find((r) => r.path === endpoints.organ.subordinate.path);
    expect(organCall?.body).toEqual({ organId: 10, organPath: '/1/10/', tenantId: 10 });
    await vi.waitFor(() => expect(organTree.get()).toHaveLength(1));
    expect(tenantList.get()[0]?.organName).toBe('Sunrise');
    expect(errorMapText(404)).toBe('请求的资源不存在');
    expect(localStore.get('errorMap')).toEqual({ 404: '请求的资源不存在' });
    expect(organQueryMode.get()).toBe('selected');
    expect(localStore.get('organQueryMode')).toBe('selected');
  });

  it('run once per session: lists already in the session are not loaded again', async () => {
    const requests = routeFetch({});
    saveSession({
      token: 't',
      userId: 3,
      organId: 10,
      tenantId: 10,
      organPath: '/1/10/',
      dictionaryList: [],
      organList: [],
      tenantList: [],
    });
    renderHook(() => useAfterLoginLoads());
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toHaveLength(0);
  });

  it('forget the lists at logout', async () => {
    saveSession({ token: 't', dictionaryList: [{ bigType: 'A', value: '1', desc: 'one' }] });
    dictionary.refresh();
    expect(dictionary.get()).toHaveLength(1);
    clearSession();
    expect(dictionary.get()).toHaveLength(0);
  });

  it('load nothing without a session', async () => {
    const requests = routeFetch({});
    renderHook(() => useAfterLoginLoads());
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toHaveLength(0);
  });
});
