// Goods-catalogue steps of the browser tests: API calls made as the logged-in user, pictures.
import type { Locator, Page } from 'playwright-core';

export { folderNode, png, settled, toastWith } from './files';

type Answer = {
  status: number;
  json: { successful?: boolean; description?: string } & Record<string, unknown>;
};

/**
 * Calls the server from the page as the logged-in user (the console's token), for the data a
 * test needs but no screen of this test covers (store prices, many goods at once).
 */
export const api = async <T>(
  page: Page,
  def: { method: string; path: string },
  body?: unknown,
  query = '',
): Promise<T> => {
  const answer: Answer = await page.evaluate(
    async ({ method, url, payload }) => {
      const token = JSON.parse(sessionStorage.getItem('rc-token') ?? 'null') as string | null;
      const response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token ?? ''}`,
          'Accept-Language': 'zh',
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, json: await response.json() };
    },
    { method: def.method, url: def.path + query, payload: body },
  );
  if (answer.status !== 200 || answer.json.successful === false)
    throw new Error(`${def.method} ${def.path}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return ('entities' in answer.json ? answer.json : answer.json.data) as T;
};

/** Opens a select (or tree select) in `scope`, types to filter and picks the entry with `text`. */
export const pick = async (page: Page, field: Locator, text: string) => {
  await field.click();
  await page.keyboard.type(text);
  await page
    .locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) :is(.ant-select-tree-node-content-wrapper, .ant-select-item-option)',
    )
    .filter({ hasText: text })
    .first()
    .click();
};
