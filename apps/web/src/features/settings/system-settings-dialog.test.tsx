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
import { endpoints, type SystemSettings } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { clearSession } from '../../lib/session-store';
import { organQueryMode } from '../../resources/organ-query-mode';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch } from '../../resources/route-fetch.test-support';
import { openSystemSettings, systemSettingsDialog } from '../../resources/system-settings-opener';
import { SystemSettingsHost } from './system-settings-dialog';

configure({ asyncUtilTimeout: 5000 });

const settings = (user: SystemSettings['user'] = {}): SystemSettings => ({
  effective: {
    SYSTEM_SETTING_ORGAN_QUERY_MODEL: user.SYSTEM_SETTING_ORGAN_QUERY_MODEL ?? 'selfAndSub',
    SYSTEM_SETTING_PAGE_SIZE: '20',
  },
  sources: {
    SYSTEM_SETTING_ORGAN_QUERY_MODEL: user.SYSTEM_SETTING_ORGAN_QUERY_MODEL ? 'user' : 'default',
    SYSTEM_SETTING_PAGE_SIZE: 'default',
  },
  global: {},
  tenant: {},
  user,
  tenantId: 10,
  editable: { global: false, tenant: true, user: true },
});

const job = (id: number, status: 'running' | 'done', progress: number) => ({
  id,
  userId: 1,
  endpoint: 'dictionary.list',
  fileName: `Dictionary-${id}.xlsx`,
  status,
  progress,
  rowCount: status === 'done' ? 2 : null,
  fileSize: null,
  reason: null,
  finishDate: null,
  tenantId: 10,
  organId: 10,
  organPath: '/1/10/',
  createBy: 'ada',
  createDate: '2026-11-23 10:00:00',
  updateBy: null,
  updateDate: null,
});

beforeEach(async () => {
  clearSession();
  window.localStorage.clear();
  organQueryMode.set('selfAndSub');
  systemSettingsDialog.set(null);
  await setLocale('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('system settings dialog', { timeout: 20_000 }, () => {
  it('saving the temporary organ query mode applies it to the list screens at once', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.systemSetting.query.path}`]: () => ok(settings()),
      [`PATCH ${endpoints.systemSetting.editUser.path}`]: () =>
        ok(settings({ SYSTEM_SETTING_ORGAN_QUERY_MODEL: 'selected' })),
    });
    renderScreen(<SystemSettingsHost />, {});
    act(() => openSystemSettings('temporary'));
    const dialog = await screen.findByTestId('system-settings');
    // The global scope is read-only for this user.
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Global', 'Tenant', 'Temporary', 'To-do list', 'My exports']);
    const select = await within(dialog).findByTestId(
      'setting-user-SYSTEM_SETTING_ORGAN_QUERY_MODEL',
    );
    await act(async () => {
      fireEvent.mouseDown(
        select.querySelector('.ant-select-content, .ant-select-selector') ?? select,
      );
    });
    fireEvent.click(
      document.querySelector(
        '.ant-select-item-option[title="Chosen organisations only (multiple choice)"]',
      )!,
    );
    expect(await screen.findByText('Operation successful!')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      key: 'SYSTEM_SETTING_ORGAN_QUERY_MODEL',
      value: 'selected',
    });
    expect(organQueryMode.get()).toBe('selected');
  });

  it('my exports shows status and progress, asks again while one runs, and downloads a finished one', async () => {
    let polls = 0;
    const requests = routeFetch({
      [`POST ${endpoints.export.list.path}`]: () => {
        polls += 1;
        return paged(
          polls === 1
            ? [job(2, 'running', 40), job(1, 'done', 100)]
            : [job(2, 'done', 100), job(1, 'done', 100)],
        );
      },
      [`GET ${endpoints.export.download.path}`]: () => ({ body: 'xlsx-bytes' }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    renderScreen(<SystemSettingsHost />, {});
    act(() => openSystemSettings('exports'));
    await screen.findByTestId('exports-table');
    expect(await screen.findByTestId('export-status-2')).toBeTruthy();
    expect(screen.getByTestId('export-status-2').textContent).toBe('Running');
    expect(screen.queryByTestId('export-download-2')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('export-status-2').textContent).toBe('Done'), {
      timeout: 5000,
    });
    fireEvent.click(screen.getByTestId('export-download-2'));
    await waitFor(() => expect(clicks).toEqual(['Dictionary-2.xlsx']));
    expect(requests.find((r) => r.method === 'GET')?.query.get('id')).toBe('2');
  });
});
