import type { StoreRecord } from '@retail/contract';

/** The owner and audit fields every tenant record carries, as the server lists them. */
export const ownedRecord = {
  tenantId: 10,
  organId: 11,
  organPath: '/1/10/11/',
  createBy: 'ada',
  createDate: '2026-11-23 10:00:00',
  updateBy: 'ada',
  updateDate: '2026-11-23 10:00:00',
} as const;

/** A store as the server lists it: Central Plaza (id 5) unless told otherwise. */
export const storeRecord = (overrides: Partial<StoreRecord> = {}): StoreRecord => ({
  ...ownedRecord,
  id: 5,
  storeName: 'Central Plaza',
  logo: null,
  star: 4.5,
  avgSendTime: 25,
  city: 'Shanghai',
  latitude: 31.23,
  longitude: 121.47,
  remark: null,
  addressId: 3,
  enable: true,
  organName: 'Downtown',
  ...overrides,
});
