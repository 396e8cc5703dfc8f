// The goods-list bench's scenarios and the exact answers each must give (goods-list.ts,
// workers.ts). The searches' and filters' totals are counted the slow way on the bench file.
import { PAGE_SIZE_DEFAULT } from '@retail/contract';
import SqliteDatabase from 'better-sqlite3';
import { type BenchDb, SEARCH_TEXT } from './seed-goods';

const DEEP_PAGE = 5000;
/** A name search too short for the trigram index: it scans (in slices) the view's goods. */
export const SHORT_TEXT = 'ch';
/** A goods code of the second tenant (codes are `<tenant>-<serial>`). */
const CODE = 'BS-0012345';

export type Scenario = {
  name: string;
  user: 'admin' | 'tenant';
  body: Record<string, unknown>;
  pageNum: number;
  totalCount: number;
  /** The default list: the one the target is about. */
  target: boolean;
  /** Rows the page holds (a full page unless told). */
  rows?: number;
  /** What the slowest request of the goods list is measured on (issue 15, goal 3). */
  slowest?: string;
};

export const scenariosOf = (data: BenchDb): Scenario[] => {
  // A deep page that exists at any size (5000 at a million goods).
  const deep = Math.max(
    2,
    Math.min(DEEP_PAGE, Math.floor(data.expected.tenant / PAGE_SIZE_DEFAULT / 2)),
  );
  // Cheapest first: a slow scenario leaves requests queued in the server after its run.
  return [
    {
      name: 'default list, platform admin',
      user: 'admin',
      body: {},
      pageNum: 1,
      totalCount: data.expected.all,
      target: true,
    },
    {
      name: 'default list, tenant admin',
      user: 'tenant',
      body: {},
      pageNum: 1,
      totalCount: data.expected.tenant,
      target: true,
    },
    {
      name: `subtree (${data.subtreeOrgans} organs), platform admin`,
      user: 'admin',
      body: { organId: data.subtreeOrganId },
      pageNum: 1,
      totalCount: data.expected.subtree,
      target: false,
    },
    {
      name: `subtree (${data.subtreeOrgans} organs), tenant admin`,
      user: 'tenant',
      body: { organId: data.subtreeOrganId },
      pageNum: 1,
      totalCount: data.expected.subtree,
      target: false,
      slowest: 'subtree',
    },
    {
      slowest: 'deep page',
      name: `page ${deep}, platform admin`,
      user: 'admin',
      body: {},
      pageNum: deep,
      totalCount: data.expected.all,
      target: false,
    },
    {
      slowest: 'deep page',
      name: `page ${deep}, tenant admin`,
      user: 'tenant',
      body: {},
      pageNum: deep,
      totalCount: data.expected.tenant,
      target: false,
    },
    {
      slowest: 'name search',
      name: `name contains "${SEARCH_TEXT}", platform admin`,
      user: 'admin',
      body: { goodsName: SEARCH_TEXT },
      pageNum: 1,
      totalCount: data.expected.search,
      target: false,
    },
  ];
};

/**
 * The searches, the platform's code filter and the deepest pages (issue 15, goal 3), with
 * their totals counted on the bench file itself.
 */
export const searchScenariosOf = (data: BenchDb): Scenario[] => {
  const sqlite = new SqliteDatabase(data.file, { readonly: true });
  try {
    const count = (where: string, ...args: unknown[]) =>
      (
        sqlite.prepare(`select count(*) as n from goods where ${where}`).get(...args) as {
          n: number;
        }
      ).n;
    const like = (text: string) => `%${text}%`;
    const tenantSearch = count(
      'tenant_id = ? and lower(goods_name) like ?',
      data.tenantId,
      like(SEARCH_TEXT),
    );
    const short = count('lower(goods_name) like ?', like(SHORT_TEXT));
    const subtreeDeep = Math.max(
      2,
      Math.min(1000, Math.floor(data.expected.subtree / PAGE_SIZE_DEFAULT / 2)),
    );
    const searchDeep = Math.max(
      2,
      Math.min(500, Math.floor(data.expected.search / PAGE_SIZE_DEFAULT / 2)),
    );
    return [
      {
        name: `goods code "${CODE}", platform admin`,
        user: 'admin',
        body: { goodsCode: CODE },
        pageNum: 1,
        totalCount: count('goods_code = ?', CODE),
        rows: 1,
        target: false,
        slowest: 'code filter',
      },
      {
        name: `name contains "${SEARCH_TEXT}", tenant admin`,
        user: 'tenant',
        body: { goodsName: SEARCH_TEXT },
        pageNum: 1,
        totalCount: tenantSearch,
        target: false,
        slowest: 'name search',
      },
      {
        name: `name contains "${SEARCH_TEXT}" page ${searchDeep}, platform admin`,
        user: 'admin',
        body: { goodsName: SEARCH_TEXT },
        pageNum: searchDeep,
        totalCount: data.expected.search,
        target: false,
        slowest: 'deep page',
      },
      {
        name: `subtree (${data.subtreeOrgans} organs) page ${subtreeDeep}, tenant admin`,
        user: 'tenant',
        body: { organId: data.subtreeOrganId },
        pageNum: subtreeDeep,
        totalCount: data.expected.subtree,
        target: false,
        slowest: 'subtree',
      },
      {
        name: `name contains "${SHORT_TEXT}" (2 characters), platform admin`,
        user: 'admin',
        body: { goodsName: SHORT_TEXT },
        pageNum: 1,
        totalCount: short,
        target: false,
        slowest: 'name search',
      },
    ];
  } finally {
    sqlite.close();
  }
};
