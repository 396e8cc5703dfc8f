import {
  AUTHORITY_KEYS,
  PLATFORM_KEYS,
  flattenAuthorityTree,
  subtreeCodes,
} from './authority-tree';

/** The platform administrator's role. */
export const ADMIN_ROLE = { code: 'admin', name: 'Administrator' } as const;
export const ADMIN_USER_NAME = 'admin';

const allCodes = (): string[] => flattenAuthorityTree().map((node) => node.code);

/** Codes each seeded role holds, derived from the tree so that new screens follow. */
export const roleAuthorityCodes = {
  admin: allCodes,
  /** Everything except the platform keys and the management of authorities themselves. */
  'tenant-admin': (): string[] => {
    const excluded = new Set([...PLATFORM_KEYS, ...subtreeCodes('AUTHORITY')]);
    return allCodes().filter((code) => !excluded.has(code));
  },
  /** Dashboard, stores, goods and the file bank; not the specification-group list. */
  'store-operator': (): string[] => {
    const granted = new Set([
      'DASHBOARD',
      ...subtreeCodes('STORE_MANAGE'),
      ...subtreeCodes('GOODS_MANAGE'),
      ...subtreeCodes('FILE_MANAGE'),
      // Everyone takes part in approvals: their todo, their processes, what they decided.
      'FLOW_MANAGE',
      ...subtreeCodes('FLOWABLE_TODO'),
      ...subtreeCodes('FLOWABLE_MY_PROCESS'),
      ...subtreeCodes('FLOWABLE_FINISHED'),
      'FLOWABLE_PROCESS_DETAIL',
      'FLOWABLE_SEND',
    ]);
    granted.delete(AUTHORITY_KEYS.goodsSpecificationGroupList);
    return allCodes().filter((code) => granted.has(code));
  },
} as const;

export const DEMO_ROLE_NAMES = {
  'tenant-admin': 'Tenant administrator',
  'store-operator': 'Store operator',
} as const;
