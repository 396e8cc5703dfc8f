import {
  AISLE_LOW_STOCK_PERCENT,
  AISLE_STOCK_REASON,
  isLowStock,
  REPLENISHMENT_STATE,
  type Resource,
  resources,
  STOCK_MOVE,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceRow } from '../../resources/resource.service';
import { transitionHandler, type TransitionEffect } from '../../resources/transition';
import { createdStamp, type Scope, updatedStamp } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import { postStock, type StockOwner } from '../wms/stock-ledger';
import { type AisleRow, postAisleStock } from './aisle-stock';
import { refreshReplenishmentTotal } from './vending-hooks';

// What the vending resources' actions do: an aisle's stock set to a count, a template applied
// to devices, a replenishment suggested and confirmed (warehouse → aisles). Each runs in one
// transaction: all of it or nothing.

const r = (key: keyof typeof resources) => resources[key] as unknown as Resource;
const table = (name: string) => name as OwnedTable;

type Owner = { tenantId: number; organId: number; organPath: string };

/** `adjust`: the aisle's stock becomes the counted quantity (one adjustment ledger row). */
const adjust =
  (db: Db): ActionHandler =>
  async ({ scope, body }) => {
    const { id, currentCapacity } = body as { id: number; currentCapacity: number };
    return db.transaction().execute(async (trx) => {
      const aisle = (await findOwnedOr404(
        trx,
        scope,
        table('deviceAisle'),
        id,
      )) as unknown as AisleRow;
      const delta = currentCapacity - aisle.currentCapacity;
      if (delta === 0) return [aisle as unknown as ResourceRow];
      const moved = await postAisleStock(trx, {
        aisleId: id,
        delta,
        reason: AISLE_STOCK_REASON.adjust,
        formNo: null,
        by: scope.userName,
        nowMs: scope.nowMs,
        field: 'currentCapacity',
      });
      return [moved.aisle as unknown as ResourceRow];
    });
  };

type TemplateItem = {
  aisleCode: string;
  layer: number;
  columnNo: number;
  itemId: number | null;
  price: number;
  maxCapacity: number;
};

/**
 * `apply`: every listed device (each visible, else 404) must be of the template's type (else
 * 400 naming deviceIds). Per device, aisles whose code the template keeps take its place, goods,
 * price and capacity and keep their stock — refused if stocked and the goods change or the
 * capacity falls below the stock; new codes become empty aisles; dropped codes are removed,
 * refused while stocked. One transaction for all the devices.
 */
const apply =
  (db: Db): ActionHandler =>
  async ({ scope, body }) => {
    const { id, deviceIds } = body as { id: number; deviceIds: number[] };
    return db.transaction().execute(async (trx) => {
      const template = (await findOwnedOr404(
        trx,
        scope,
        table('deviceAisleTemplate'),
        id,
      )) as unknown as ResourceRow & { deviceTypeId: number };
      const devices = [] as (Owner & { id: number; innerCode: string; deviceTypeId: number })[];
      for (const deviceId of [...new Set(deviceIds)])
        devices.push(
          (await findOwnedOr404(trx, scope, table('device'), deviceId)) as unknown as Owner & {
            id: number;
            innerCode: string;
            deviceTypeId: number;
          },
        );
      const others = devices.filter((device) => device.deviceTypeId !== template.deviceTypeId);
      if (others.length > 0)
        throw new AppError(400, 'vending.otherType', {
          field: 'deviceIds',
          values: { devices: others.map((device) => device.innerCode).join(', ') },
        });
      const items = (await untyped(trx)
        .selectFrom('deviceAisleTemplateItem')
        .select(['aisleCode', 'layer', 'columnNo', 'itemId', 'price', 'maxCapacity'])
        .where('templateId', '=', id)
        .orderBy('aisleCode')
        .execute()) as TemplateItem[];
      const stamp = createdStamp(scope);
      for (const device of devices) {
        const aisles = (await untyped(trx)
          .selectFrom('deviceAisle')
          .selectAll()
          .where('deviceId', '=', device.id)
          .execute()) as AisleRow[];
        const byCode = new Map(aisles.map((aisle) => [aisle.aisleCode, aisle]));
        const kept = new Set(items.map((item) => item.aisleCode));
        const stocked = (aisle: AisleRow) =>
          new AppError(400, 'vending.aisleStocked', {
            field: 'deviceIds',
            values: {
              aisle: `${device.innerCode}/${aisle.aisleCode}`,
              current: String(aisle.currentCapacity),
            },
          });
        for (const aisle of aisles) {
          if (kept.has(aisle.aisleCode)) continue;
          if (aisle.currentCapacity > 0) throw stocked(aisle);
          await untyped(trx).deleteFrom('deviceAisle').where('id', '=', aisle.id).execute();
        }
        for (const item of items) {
          const aisle = byCode.get(item.aisleCode);
          const place = {
            layer: item.layer,
            columnNo: item.columnNo,
            itemId: item.itemId,
            price: item.price,
            maxCapacity: item.maxCapacity,
          };
          if (!aisle) {
            await untyped(trx)
              .insertInto('deviceAisle')
              .values({
                tenantId: device.tenantId,
                organId: device.organId,
                organPath: device.organPath,
                deviceId: device.id,
                aisleCode: item.aisleCode,
                ...place,
                currentCapacity: 0,
                lowStock: item.itemId !== null && isLowStock(0, item.maxCapacity) ? 1 : 0,
                status: 1,
                ...stamp,
              })
              .execute();
            continue;
          }
          if (
            aisle.currentCapacity > 0 &&
            (aisle.itemId !== item.itemId || item.maxCapacity < aisle.currentCapacity)
          )
            throw stocked(aisle);
          await untyped(trx)
            .updateTable('deviceAisle')
            .set({
              ...place,
              lowStock:
                item.itemId !== null && isLowStock(aisle.currentCapacity, item.maxCapacity) ? 1 : 0,
              ...updatedStamp(scope),
            })
            .where('id', '=', aisle.id)
            .execute();
        }
      }
      return [template];
    });
  };

/** A draft replenishment the caller can see (404) that is still a draft (400 naming status). */
const draftLog = async (trx: Db, scope: Scope, id: number) => {
  const log = (await findOwnedOr404(
    trx,
    scope,
    table('replenishmentLog'),
    id,
  )) as unknown as ResourceRow & Owner & { deviceId: number; status: number };
  if (log.status !== REPLENISHMENT_STATE.draft)
    throw new AppError(400, 'state.illegal', {
      field: 'status',
      values: { state: String(log.status) },
    });
  return log;
};

/**
 * `suggest`: the draft's lines become capacity − stock for every aisle of its device with
 * goods below the low-stock threshold (400 when there is none; its lines stay).
 */
const suggest =
  (db: Db): ActionHandler =>
  async ({ scope, body }) => {
    const { id } = body as { id: number };
    return db.transaction().execute(async (trx) => {
      const log = await draftLog(trx, scope, id);
      const aisles = (
        (await untyped(trx)
          .selectFrom('deviceAisle')
          .selectAll()
          .where('deviceId', '=', log.deviceId)
          .where('itemId', 'is not', null)
          .orderBy('aisleCode')
          .execute()) as AisleRow[]
      ).filter((aisle) => isLowStock(aisle.currentCapacity, aisle.maxCapacity));
      if (aisles.length === 0)
        throw new AppError(400, 'vending.nothingToSuggest', {
          values: { percent: String(AISLE_LOW_STOCK_PERCENT) },
        });
      await untyped(trx)
        .deleteFrom('replenishmentLogDetail')
        .where('replenishmentLogId', '=', id)
        .execute();
      const stamp = createdStamp(scope);
      for (const aisle of aisles)
        await untyped(trx)
          .insertInto('replenishmentLogDetail')
          .values({
            tenantId: log.tenantId,
            organId: log.organId,
            organPath: log.organPath,
            replenishmentLogId: id,
            aisleId: aisle.id,
            aisleCode: aisle.aisleCode,
            itemId: aisle.itemId,
            quantity: aisle.maxCapacity - aisle.currentCapacity,
            beforeQuantity: 0,
            afterQuantity: 0,
            ...stamp,
          })
          .execute();
      await refreshReplenishmentTotal(trx, id);
      return [
        (await untyped(trx)
          .selectFrom('replenishmentLog')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow()) as ResourceRow,
      ];
    });
  };

type Line = ResourceRow & { aisleId: number | null; quantity: number };

/**
 * Confirming: every line takes its aisle's goods out of the warehouse (inventory ledger, never
 * below zero) and into the aisle (aisle ledger, never above capacity), with what the aisle held
 * before and after on the line. A line whose aisle is gone, of another device or without goods
 * refuses the whole replenishment.
 */
const confirmEffect: TransitionEffect = async ({ trx, scope, row }) => {
  const lines = (await untyped(trx)
    .selectFrom('replenishmentLogDetail')
    .selectAll()
    .where('replenishmentLogId', '=', row.id)
    .orderBy('id')
    .execute()) as Line[];
  if (lines.length === 0) throw new AppError(400, 'wms.noLines');
  const warehouse = (await findOwnedOr404(
    trx,
    scope,
    table('wmsWarehouse'),
    row.warehouseId as number,
  )) as unknown as StockOwner & { id: number };
  const orderNo = row.orderNo as string;
  for (const line of lines) {
    if (line.aisleId === null) throw new AppError(400, 'field.required', { field: 'aisleId' });
    const aisle = (await untyped(trx)
      .selectFrom('deviceAisle')
      .selectAll()
      .where('id', '=', line.aisleId)
      .executeTakeFirstOrThrow()) as AisleRow;
    if (aisle.deviceId !== row.deviceId)
      throw new AppError(400, 'vending.otherDevice', { field: 'aisleId' });
    if (aisle.itemId === null)
      throw new AppError(400, 'vending.noGoods', {
        field: 'aisleId',
        values: { aisle: aisle.aisleCode },
      });
    await postStock(trx, scope, {
      warehouse,
      itemId: aisle.itemId,
      delta: -line.quantity,
      moveType: STOCK_MOVE.vending,
      formNo: orderNo,
    });
    const moved = await postAisleStock(trx, {
      aisleId: aisle.id,
      delta: line.quantity,
      reason: AISLE_STOCK_REASON.replenish,
      formNo: orderNo,
      by: scope.userName,
      nowMs: scope.nowMs,
      field: 'aisleId',
    });
    await untyped(trx)
      .updateTable('replenishmentLogDetail')
      .set({
        itemId: aisle.itemId,
        aisleCode: aisle.aisleCode,
        beforeQuantity: moved.before,
        afterQuantity: moved.aisle.currentCapacity,
      })
      .where('id', '=', line.id)
      .execute();
  }
  await refreshReplenishmentTotal(trx, row.id);
};

/** The handlers of the vending resources' actions. */
export const createVendingActions = (db: Db) => ({
  deviceAisle: { adjust: adjust(db) },
  deviceAisleTemplate: { apply: apply(db) },
  replenishmentLog: {
    suggest: suggest(db),
    confirm: transitionHandler(db, r('replenishmentLog'), 'confirm', confirmEffect),
    cancel: transitionHandler(db, r('replenishmentLog'), 'cancel'),
  },
});
