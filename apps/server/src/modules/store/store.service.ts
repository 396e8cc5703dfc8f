import type {
  EmployeeUserFilter,
  EmployeeUserOption,
  PageQuery,
  StoreAddressRecord,
  StoreAreaRecord,
  StoreDetail,
  StoreEdit,
  StoreFilter,
  StoreRecord,
  StoreScheduleRecord,
} from '@retail/contract';
import type { Selectable as Selected } from 'kysely';
import type { Db } from '../../db/database';
import type {
  StoreAddressTable,
  StoreAreaTable,
  StoreEmployeeTable,
  StoreScheduleTable,
  StoreTable,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import type { Scope } from '../../scope/scope';
import {
  findOwnedOr404,
  narrowScope,
  notFound,
  ownedInsert,
  resolveOwner,
  scopedDelete,
  scopedUpdate,
} from '../../scope/scoped-db';
import { organQuota } from '../organ/organ-quota';
import { createStoreRepository } from './store.repository';

type Audited = Pick<
  StoreRecord,
  'tenantId' | 'organId' | 'organPath' | 'createBy' | 'createDate' | 'updateBy' | 'updateDate'
>;

const ownerFields = (row: Audited): Audited => ({
  tenantId: row.tenantId,
  organId: row.organId,
  organPath: row.organPath,
  createBy: row.createBy,
  createDate: row.createDate,
  updateBy: row.updateBy,
  updateDate: row.updateDate,
});

const toStore = (row: Selected<StoreTable> & { organName?: string | null }): StoreRecord => ({
  ...ownerFields(row),
  id: row.id,
  storeName: row.storeName,
  logo: row.logo,
  star: Number(row.star),
  avgSendTime: row.avgSendTime,
  city: row.city,
  latitude: row.latitude === null ? null : Number(row.latitude),
  longitude: row.longitude === null ? null : Number(row.longitude),
  remark: row.remark,
  addressId: row.addressId,
  enable: row.enable === 1,
  organName: row.organName ?? null,
});

const toAddress = (row: Selected<StoreAddressTable>): StoreAddressRecord => ({
  ...ownerFields(row),
  id: row.id,
  province: row.province,
  city: row.city,
  district: row.district,
  detail: row.detail,
  contact: row.contact,
  phone: row.phone,
});

type WithStoreName = { storeName?: string | null };

const toSchedule = (row: Selected<StoreScheduleTable> & WithStoreName): StoreScheduleRecord => ({
  ...ownerFields(row),
  id: row.id,
  storeId: row.storeId,
  storeName: row.storeName ?? null,
  weekday: row.weekday,
  openTime: row.openTime,
  closeTime: row.closeTime,
  remark: row.remark,
});

const toArea = (row: Selected<StoreAreaTable> & WithStoreName): StoreAreaRecord => ({
  ...ownerFields(row),
  id: row.id,
  storeId: row.storeId,
  storeName: row.storeName ?? null,
  areaName: row.areaName,
  radius: row.radius,
  enable: row.enable === 1,
  remark: row.remark,
});

type DetailEmployee = StoreDetail['employees'][number];

const toEmployee = (
  row: Selected<StoreEmployeeTable> &
    WithStoreName & { userName?: string | null; name?: string | null },
): DetailEmployee => ({
  ...ownerFields(row),
  id: row.id,
  storeId: row.storeId,
  storeName: row.storeName ?? null,
  userId: row.userId,
  userName: row.userName ?? null,
  name: row.name ?? null,
  position: row.position,
  enable: row.enable === 1,
  remark: row.remark,
});

const mapPage = <R, T>(page: Page<R>, map: (row: R) => T): Page<T> => ({
  ...page,
  entities: page.entities.map(map),
});

/** get-list answers at most this many rows. */
const LIST_LIMIT = 1000;
/** The employee form's user options. */
const USER_OPTIONS_LIMIT = 200;

const flag = (value: boolean | undefined): number | undefined =>
  value === undefined ? undefined : value ? 1 : 0;

/** Drops undefined values, so that an update leaves unsent fields alone. */
const defined = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/**
 * Stores of the caller's scope and what belongs to each: an address, opening periods, delivery
 * areas and employees. Sub-records carry their store's owner, so the scope layer guards them
 * like the store itself; a store out of scope makes its sub-records 404 too.
 */
export const createStoreService = ({ db }: { db: Db }) => {
  const repository = createStoreRepository(db);

  const filteredStores = async (scope: Scope, filter: StoreFilter) => {
    const view = await narrowScope(db, scope, filter);
    let query = repository.stores(scope, view);
    if (filter.id) query = query.where('store.id', '=', filter.id);
    if (filter.storeName) query = query.where(containsText('store.storeName', filter.storeName));
    if (filter.city) query = query.where(containsText('store.city', filter.city));
    if (filter.addressId) query = query.where('store.addressId', '=', filter.addressId);
    if (filter.enable !== undefined && filter.enable !== null)
      query = query.where('store.enable', '=', filter.enable ? 1 : 0);
    return query.orderBy('store.id');
  };

  const storeById = async (scope: Scope, id: number): Promise<StoreRecord> => {
    const row = await repository.stores(scope).where('store.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toStore(row);
  };

  /** The address a store names must be visible and of the store's tenant. */
  const checkAddress = async (scope: Scope, addressId: number, tenantId: number) => {
    const address = await findOwnedOr404(db, scope, 'storeAddress', addressId);
    if (address.tenantId !== tenantId)
      throw new AppError(400, 'field.invalid', { field: 'addressId' });
  };

  const storeFields = (body: StoreEdit) =>
    defined({
      storeName: body.storeName,
      logo: body.logo,
      star: body.star,
      avgSendTime: body.avgSendTime,
      city: body.city,
      latitude: body.latitude,
      longitude: body.longitude,
      remark: body.remark,
      addressId: body.addressId,
      enable: flag(body.enable),
    });

  return {
    list: async (scope: Scope, filter: StoreFilter, page: PageQuery): Promise<Page<StoreRecord>> =>
      mapPage(await fetchPage(await filteredStores(scope, filter), page), toStore),

    getList: async (scope: Scope, filter: StoreFilter): Promise<StoreRecord[]> =>
      (await (await filteredStores(scope, filter)).limit(LIST_LIMIT).execute()).map(toStore),

    query: async (scope: Scope, filter: StoreFilter): Promise<StoreDetail> => {
      const row = await (await filteredStores(scope, filter)).executeTakeFirst();
      if (!row) throw notFound();
      const store = toStore(row);
      const [address, schedules, areas, employees] = await Promise.all([
        store.addressId === null
          ? undefined
          : repository.addresses(scope).where('id', '=', store.addressId).executeTakeFirst(),
        repository
          .schedules(scope)
          .where('storeSchedule.storeId', '=', store.id)
          .orderBy('storeSchedule.weekday')
          .orderBy('storeSchedule.openTime')
          .execute(),
        repository
          .areas(scope)
          .where('storeArea.storeId', '=', store.id)
          .orderBy('storeArea.id')
          .execute(),
        repository
          .employees(scope)
          .where('storeEmployee.storeId', '=', store.id)
          .orderBy('storeEmployee.id')
          .execute(),
      ]);
      return {
        ...store,
        address: address ? toAddress(address) : null,
        schedules: schedules.map(toSchedule),
        areas: areas.map(toArea),
        employees: employees.map(toEmployee),
      };
    },

    edit: async (scope: Scope, body: StoreEdit): Promise<StoreRecord> => {
      if (body.id === undefined) {
        const owner = await resolveOwner(db, scope, body);
        if (body.addressId) await checkAddress(scope, body.addressId, owner.tenantId);
        const created = await db.transaction().execute(async (trx) => {
          // The organisation's store quota, and those of the organisations above it.
          await organQuota(trx, owner.organPath, 'store.max');
          return ownedInsert(trx, scope, 'store', {
            storeName: body.storeName,
            ...storeFields(body),
            organId: owner.organId,
          });
        });
        return storeById(scope, created.id);
      }
      const current = await findOwnedOr404(db, scope, 'store', body.id);
      const moves = body.organId !== undefined && body.organId !== current.organId;
      const owner = moves ? await resolveOwner(db, scope, body) : current;
      // A tenant named beside the store is the one it ends up in, or the store is not found
      // there: never a 200 that quietly changes nothing.
      if (body.tenantId != null && body.tenantId !== owner.tenantId) throw notFound();
      if (body.addressId) await checkAddress(scope, body.addressId, owner.tenantId);
      // Employees are users of the store's tenant: a store with employees stays in it.
      if (owner.tenantId !== current.tenantId && (await repository.countEmployees(current.id)) > 0)
        throw new AppError(400, 'store.employeeOtherTenant', { field: 'organId' });
      await db.transaction().execute(async (trx) => {
        if (moves) await organQuota(trx, owner.organPath, 'store.max', current.id);
        const updated = await scopedUpdate(trx, scope, 'store', current.id, {
          ...storeFields(body),
          ...(moves ? { organId: owner.organId } : {}),
        });
        if (moves)
          await createStoreRepository(trx).moveChildren(current.id, {
            tenantId: updated.tenantId,
            organId: updated.organId,
            organPath: updated.organPath,
          });
      });
      return storeById(scope, current.id);
    },

    /** Its opening periods, areas and employee links go with it. */
    remove: async (scope: Scope, id: number): Promise<void> => {
      await scopedDelete(db, scope, 'store', id);
    },

    /** Users of the caller's scope (narrowed by the selectors) an employee can be. */
    employeeUserOptions: async (
      scope: Scope,
      filter: EmployeeUserFilter,
    ): Promise<EmployeeUserOption[]> => {
      let query = repository.users(scope, await narrowScope(db, scope, filter));
      if (filter.name) {
        const name = filter.name;
        query = query.where((eb) =>
          eb.or([containsText('name', name), containsText('userName', name)]),
        );
      }
      return query.orderBy('id').limit(USER_OPTIONS_LIMIT).execute();
    },

    /** Stores showing a file as their logo (for the file bank's "still used by"). */
    storesWithLogo: async (logo: string): Promise<string[]> =>
      (await repository.storesWithLogo(logo)).map((row) => row.storeName),
  };
};

export type StoreService = ReturnType<typeof createStoreService>;
