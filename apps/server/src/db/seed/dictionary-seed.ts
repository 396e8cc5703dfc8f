import { DICTIONARY_ERROR_CODE } from '@retail/contract';
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../lib/date-time';
import type { Database, Organ } from '../schema';
import { SEED_AUTHOR } from './seed-helpers';

type Db = Kysely<Database>;

export type DictionarySeed = { bigType: string; entries: Array<[value: string, desc: string]> };

/**
 * Platform-wide dictionary: every tenant references it. The descriptions are data in the
 * product's language (console.md: Chinese labels); tenants may override a value with their own.
 */
export const PLATFORM_DICTIONARY: DictionarySeed[] = [
  {
    // The console's error map (console.md §8): status → text.
    bigType: DICTIONARY_ERROR_CODE,
    entries: [
      ['400', '请求参数错误'],
      ['401', '登录已失效，请重新登录'],
      ['403', '没有执行此操作的权限'],
      ['404', '请求的资源不存在'],
      ['413', '请求内容过大'],
      ['429', '请求过于频繁，请稍后再试'],
      ['500', '服务器内部错误'],
      ['502', '网关错误'],
      ['503', '服务暂不可用'],
      ['504', '网关超时'],
    ],
  },
  {
    // console.md §4: 32 is on sale, anything else off shelf.
    bigType: 'GOODS_STATUS',
    entries: [
      ['32', '出售中'],
      ['0', '下架'],
    ],
  },
  {
    bigType: 'STORE_TYPE',
    entries: [
      ['1', '直营店'],
      ['2', '加盟店'],
      ['3', '无人售货柜'],
    ],
  },
  {
    bigType: 'ENABLE_STATUS',
    entries: [
      ['1', '启用'],
      ['0', '停用'],
    ],
  },
];

/** What the demo tenant Sunrise Retail adds to (and overrides in) the platform dictionary. */
export const DEMO_TENANT_DICTIONARY: DictionarySeed[] = [
  {
    bigType: 'STORE_TYPE',
    entries: [
      ['3', '智能售货柜'],
      ['4', '快闪店'],
    ],
  },
];

/** Inserts the entries the owner does not have yet; existing ones keep their edits. */
export const ensureDictionary = async (
  db: Db,
  owner: Organ,
  seeds: DictionarySeed[],
  nowMs: number,
): Promise<void> => {
  const existing = await db
    .selectFrom('dictionary')
    .select(['bigType', 'value'])
    .where('organId', '=', owner.id)
    .execute();
  const have = new Set(existing.map((row) => `${row.bigType}\u0000${row.value}`));
  const date = formatDateTime(nowMs);
  const rows = seeds.flatMap(({ bigType, entries }) =>
    entries
      .map(([value, desc], index) => ({ bigType, value, desc, sorted: index + 1 }))
      .filter((row) => !have.has(`${row.bigType}\u0000${row.value}`))
      .map((row) => ({
        ...row,
        parentId: null,
        remark: null,
        tenantId: owner.tenantId,
        organId: owner.id,
        organPath: owner.organPath,
        createBy: SEED_AUTHOR,
        createDate: date,
        updateBy: SEED_AUTHOR,
        updateDate: date,
      })),
  );
  if (rows.length) await db.insertInto('dictionary').values(rows).execute();
};
