import type { Kysely } from 'kysely';
import type { Database, Organ } from '../schema';
import { seedOwner } from './seed-helpers';

type Db = Kysely<Database>;

type DemoStore = {
  /** Organisation (by name) the store belongs to. */
  organ: string;
  storeName: string;
  city: string;
  star: number;
  avgSendTime: number;
  latitude: number;
  longitude: number;
  address: { province: string; district: string; detail: string; phone: string };
  /** Employee user names (demo accounts of the store's organisation). */
  employees: string[];
};

/** A few stores per demo tenant, in its sub-organisations (SEED=demo). */
export const DEMO_STORES: DemoStore[] = [
  {
    organ: 'Sunrise Downtown',
    storeName: 'Sunrise Central Plaza',
    city: 'Shanghai',
    star: 4.5,
    avgSendTime: 25,
    latitude: 31.2304,
    longitude: 121.4737,
    address: {
      province: 'Shanghai',
      district: 'Huangpu',
      detail: '1 Nanjing Road',
      phone: '021-5550101',
    },
    employees: ['sunrise.store'],
  },
  {
    organ: 'Sunrise Downtown Kiosk',
    storeName: 'Sunrise Metro Kiosk',
    city: 'Shanghai',
    star: 4,
    avgSendTime: 15,
    latitude: 31.2243,
    longitude: 121.4768,
    address: {
      province: 'Shanghai',
      district: 'Huangpu',
      detail: 'Metro Line 2, Exit 3',
      phone: '021-5550102',
    },
    employees: [],
  },
  {
    organ: 'Sunrise Uptown',
    storeName: 'Sunrise Riverside',
    city: 'Shanghai',
    star: 3.5,
    avgSendTime: 35,
    latitude: 31.2397,
    longitude: 121.4998,
    address: {
      province: 'Shanghai',
      district: 'Pudong',
      detail: '88 Riverside Avenue',
      phone: '021-5550103',
    },
    employees: ['sunrise.uptown'],
  },
  {
    organ: 'Harbour Pier Store',
    storeName: 'Harbour Pier 7',
    city: 'Shenzhen',
    star: 4,
    avgSendTime: 30,
    latitude: 22.5431,
    longitude: 114.0579,
    address: {
      province: 'Guangdong',
      district: 'Futian',
      detail: '7 Pier Road',
      phone: '0755-5550201',
    },
    employees: ['harbour.store'],
  },
  {
    organ: 'Harbour Station Store',
    storeName: 'Harbour Station Hall',
    city: 'Shenzhen',
    star: 3,
    avgSendTime: 20,
    latitude: 22.5333,
    longitude: 114.1176,
    address: {
      province: 'Guangdong',
      district: 'Luohu',
      detail: 'Central Station, Hall B',
      phone: '0755-5550202',
    },
    employees: ['harbour.station'],
  },
];

const WEEK = [1, 2, 3, 4, 5, 6, 7];

/** Inserts the demo stores that do not exist yet (matched by organisation and name). */
export const ensureDemoStores = async (
  db: Db,
  byName: ReadonlyMap<string, Organ>,
  nowMs: number,
): Promise<void> => {
  for (const demo of DEMO_STORES) {
    const organ = byName.get(demo.organ);
    if (!organ) throw new Error(`Demo store ${demo.storeName} names an unknown organisation`);
    const owner = seedOwner(organ, nowMs);
    const existing = await db
      .selectFrom('store')
      .select('id')
      .where('organId', '=', organ.id)
      .where('storeName', '=', demo.storeName)
      .executeTakeFirst();
    if (existing) continue;
    const address = await db
      .insertInto('storeAddress')
      .values({ ...owner, city: demo.city, contact: demo.storeName, ...demo.address })
      .returning('id')
      .executeTakeFirstOrThrow();
    const store = await db
      .insertInto('store')
      .values({
        ...owner,
        storeName: demo.storeName,
        city: demo.city,
        star: demo.star,
        avgSendTime: demo.avgSendTime,
        latitude: demo.latitude,
        longitude: demo.longitude,
        addressId: address.id,
        enable: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('storeSchedule')
      .values(
        WEEK.map((weekday) => ({
          ...owner,
          storeId: store.id,
          weekday,
          openTime: weekday >= 6 ? '10:00' : '08:00',
          closeTime: '22:00',
        })),
      )
      .execute();
    await db
      .insertInto('storeArea')
      .values({
        ...owner,
        storeId: store.id,
        areaName: `${demo.storeName} 3 km`,
        radius: 3000,
        enable: 1,
      })
      .execute();
    if (demo.employees.length > 0) {
      const users = await db
        .selectFrom('user')
        .select('id')
        .where('userName', 'in', demo.employees)
        .execute();
      if (users.length > 0)
        await db
          .insertInto('storeEmployee')
          .values(
            users.map((user) => ({
              ...owner,
              storeId: store.id,
              userId: user.id,
              position: 'manager',
              enable: 1,
            })),
          )
          .execute();
    }
  }
};
