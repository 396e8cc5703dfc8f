import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Locale } from '@retail/contract';
import { setLocale } from '../lib/i18n';
import { clearSession } from '../lib/session-store';
import { paged, type SeenRequest } from './route-fetch.test-support';

/**
 * The frame of a screen test: patient waits (antd and happy-dom are slow on a busy machine), a
 * fresh session and locale before each test, a clean DOM and a real fetch after it. Flows that click
 * through many antd popups may ask for a longer `testTimeout`.
 */
export const setUpScreenTests = (locale: Locale = 'en', testTimeout = 20_000) => {
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout });
  beforeEach(async () => {
    clearSession();
    await setLocale(locale);
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });
};

/** The texts of the toasts (antd messages) on screen. */
export const toasts = () =>
  [...document.querySelectorAll('.ant-message-notice')].map((node) => node.textContent);

/** Waits until a toast with exactly this text is on screen. */
export const expectToast = (text: string) => waitFor(() => expect(toasts()).toContain(text));

/** The table row showing exactly this text. */
export const rowOf = (text: string) =>
  screen.getByText(text, { exact: true }).closest('tr') as HTMLElement;

/** Opens the antd select with this test id. */
export const openSelect = (testId: string) =>
  fireEvent.mouseDown(
    screen.getByTestId(testId).querySelector('.ant-select-content, .ant-select-selector') ??
      screen.getByTestId(testId),
  );

/** Opens the antd select (by test id, or the element) and picks its option showing this text. */
export const chooseOption = async (field: string | HTMLElement, title: string) => {
  const select = typeof field === 'string' ? screen.getByTestId(field) : field;
  fireEvent.mouseDown(select.querySelector('.ant-select-content, .ant-select-selector') ?? select);
  const option = await waitFor(() => {
    const found = document.querySelectorAll(`.ant-select-item-option[title="${title}"]`);
    expect(found.length).toBeGreaterThan(0);
    return found[found.length - 1] as HTMLElement;
  });
  fireEvent.click(option);
};

/** The digits of each option of the open select (e.g. page sizes). */
export const optionNumbers = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((node) =>
    node.textContent?.replace(/\D/g, ''),
  );

/** The page of `rows` a list call asks for (pageNum, pageSize in its query), as the server answers. */
export const pageOf = (request: SeenRequest, rows: readonly unknown[]) => {
  const size = Number(request.query.get('pageSize'));
  const page = Number(request.query.get('pageNum'));
  return paged(rows.slice((page - 1) * size, page * size), rows.length, size, page);
};
