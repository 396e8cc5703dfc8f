import { afterAll, describe, expect, it } from 'vitest';
import { AUTHORITY_TREE, flattenAuthorityTree } from '../../../server/src/db/seed/authority-tree';
import { setLocale } from './i18n';
import { routeTitle } from './route-titles.i18n';
import { toCsv, toSpreadsheetXml } from './table-export';

describe('route titles', () => {
  afterAll(() => setLocale('en'));

  it('titles every node of the server authority tree in zh, en and es', async () => {
    const names = flattenAuthorityTree(AUTHORITY_TREE).map((node) => node.name);
    for (const locale of ['zh', 'en', 'es'] as const) {
      await setLocale(locale);
      for (const name of names) expect(routeTitle(name), `${locale}:${name}`).not.toBe(name);
    }
  });

  it('gives every title in all three languages', async () => {
    const [en, zh, es] = await Promise.all(
      (['en', 'zh', 'es'] as const).map(
        async (locale) =>
          ((await import(`./route-titles/${locale}.ts`)) as { ROUTE_TITLES: object }).ROUTE_TITLES,
      ),
    );
    const keys = (titles: object | undefined) => Object.keys(titles ?? {}).sort();
    expect(keys(zh)).toEqual(keys(en));
    expect(keys(es)).toEqual(keys(en));
  });

  it('names buttons after their screen and action, and falls back to the key itself', async () => {
    await setLocale('zh');
    expect(routeTitle('dashboard')).toBe('首页');
    expect(routeTitle('userRemove')).toBe('用户管理 · 删除');
    await setLocale('en');
    expect(routeTitle('storeEdit')).toBe('Store list · edit');
    expect(routeTitle('somethingNew')).toBe('somethingNew');
  });
});

describe('table export', () => {
  const columns = [
    { title: 'Title', value: (row: { title: string; n: number }) => row.title },
    { title: 'N', value: (row: { title: string; n: number }) => row.n },
  ];

  it('quotes CSV cells that need it and defuses formulas', () => {
    expect(
      toCsv(columns, [
        { title: 'a, "b"', n: 1 },
        { title: '=SUM(A1)', n: 2 },
      ]),
    ).toBe('Title,N\r\n"a, ""b""",1\r\n\'=SUM(A1),2');
  });

  it('writes numbers as numbers and escapes text in the Excel workbook', () => {
    const workbook = toSpreadsheetXml('sheet', columns, [{ title: '<b>&', n: 3 }]);
    expect(workbook).toContain('<Data ss:Type="Number">3</Data>');
    expect(workbook).toContain('&#60;b&#62;&#38;');
  });
});
