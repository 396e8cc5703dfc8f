import { AISLE_LOW_STOCK_PERCENT, isLowStock, REPLENISHMENT_NUMBER_PREFIX } from '@retail/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { documentNumber } from '../../lib/document-number';
import type { ResourceHooks, ResourceRow } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { untyped } from '../../scope/scoped-db';
import { aisleOf } from './aisle-stock';

// The rules of the vending resources beyond their fields: aisles inside their device type's
// grid and capacity, an aisle's stock left alone by edits, templates' items inside their type's
// grid, replenishment numbers and lines that name an aisle of the replenishment's device.

type Grid = { rows: number; cols: number; aisleMaxCapacity: number };

const gridOfType = async (db: Db, deviceTypeId: number): Promise<Grid> =>
  (await untyped(db)
    .selectFrom('deviceType')
    .select(['rows', 'cols', 'aisleMaxCapacity'])
    .where('id', '=', deviceTypeId)
    .executeTakeFirstOrThrow()) as Grid;

const gridOfDevice = async (db: Db, deviceId: number): Promise<Grid> =>
  gridOfType(
    db,
    (
      (await untyped(db)
        .selectFrom('device')
        .select('deviceTypeId')
        .where('id', '=', deviceId)
        .executeTakeFirstOrThrow()) as { deviceTypeId: number }
    ).deviceTypeId,
  );

/** Layer and column inside the grid, capacity within the type's: else 400 naming the field. */
export const checkPlace = (
  grid: Grid,
  place: { layer: unknown; columnNo: unknown; maxCapacity: unknown },
) => {
  const values = { rows: String(grid.rows), cols: String(grid.cols) };
  for (const [field, limit] of [
    ['layer', grid.rows],
    ['columnNo', grid.cols],
  ] as const) {
    const value = Number(place[field]);
    if (value > limit)
      throw new AppError(400, 'vending.outsideGrid', {
        field,
        values: { ...values, value: String(value) },
      });
  }
  if (Number(place.maxCapacity) > grid.aisleMaxCapacity)
    throw new AppError(400, 'vending.overTypeCapacity', {
      field: 'maxCapacity',
      values: { max: String(grid.aisleMaxCapacity) },
    });
};

const nullable = (value: unknown): number | null =>
  value === undefined || value === null || value === '' ? null : Number(value);

/**
 * An aisle: inside its device's grid and type capacity; its stock is the ledger's, so an edit
 * never sets it, never lowers the capacity below it, and never moves a stocked aisle to another
 * device or other goods; a stocked aisle cannot be removed.
 */
const aisleHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    checkPlace(await gridOfDevice(db, Number(body.deviceId)), {
      layer: body.layer,
      columnNo: body.columnNo,
      maxCapacity: body.maxCapacity,
    });
    if (body.id === undefined) return;
    const before = await aisleOf(db, Number(body.id));
    if (!before || before.currentCapacity === 0) return;
    const values = { aisle: before.aisleCode, current: String(before.currentCapacity) };
    if (Number(body.maxCapacity) < before.currentCapacity)
      throw new AppError(400, 'vending.belowStock', {
        field: 'maxCapacity',
        values: { current: values.current },
      });
    if (Number(body.deviceId) !== before.deviceId)
      throw new AppError(400, 'vending.aisleStocked', { field: 'deviceId', values });
    if (nullable(body.itemId) !== before.itemId)
      throw new AppError(400, 'vending.aisleStocked', { field: 'itemId', values });
  },
  // Created empty; on an update the flag is worked out from the stock the row holds as it is
  // written (a sale meanwhile cannot leave it stale).
  prepare: async (_scope, values, id) => {
    const max = Number(values.maxCapacity);
    if (values.itemId === null) return { lowStock: 0 };
    if (id === undefined) return { lowStock: isLowStock(0, max) ? 1 : 0 };
    return {
      lowStock: sql`case when current_capacity * 100 < ${sql.lit(max)} * ${sql.lit(
        AISLE_LOW_STOCK_PERCENT,
      )} then 1 else 0 end`,
    };
  },
  beforeRemove: async (_scope, row) => {
    const current = row.currentCapacity as number;
    if (current > 0)
      throw new AppError(400, 'vending.aisleStocked', {
        field: 'currentCapacity',
        values: { aisle: String(row.aisleCode), current: String(current) },
      });
  },
});

/** A template's aisle: inside the grid and capacity of the template's device type. */
const templateItemHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    const template = (await untyped(db)
      .selectFrom('deviceAisleTemplate')
      .select('deviceTypeId')
      .where('id', '=', Number(body.templateId))
      .executeTakeFirstOrThrow()) as { deviceTypeId: number };
    checkPlace(await gridOfType(db, template.deviceTypeId), {
      layer: body.layer,
      columnNo: body.columnNo,
      maxCapacity: body.maxCapacity,
    });
  },
});

/** An aisle's merchants share at most 100 % of its sales together (else 400 naming shareRatio). */
const merchantHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    let others = untyped(db)
      .selectFrom('deviceAisleMerchant')
      .select('shareRatio')
      .where('aisleId', '=', Number(body.aisleId));
    if (body.id !== undefined) others = others.where('id', '<>', Number(body.id));
    const taken = ((await others.execute()) as { shareRatio: number }[]).reduce(
      (sum, row) => sum + row.shareRatio,
      0,
    );
    if (taken + Number(body.shareRatio) > 100)
      throw new AppError(400, 'vending.shareOver', {
        field: 'shareRatio',
        values: { rest: String(Math.max(0, 100 - taken)) },
      });
  },
});

/** A replenishment's total follows its lines. */
export const refreshReplenishmentTotal = async (db: Db, logId: number) => {
  const lines = (await untyped(db)
    .selectFrom('replenishmentLogDetail')
    .select('quantity')
    .where('replenishmentLogId', '=', logId)
    .execute()) as { quantity: number }[];
  await untyped(db)
    .updateTable('replenishmentLog')
    .set({ totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0) })
    .where('id', '=', logId)
    .execute();
};

const logOf = async (db: Db, id: number) =>
  (await untyped(db)
    .selectFrom('replenishmentLog')
    .select(['id', 'deviceId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as { id: number; deviceId: number };

/**
 * A replenishment line names an aisle with goods of the replenishment's device (else 400
 * naming aisleId); its goods and code are the aisle's.
 */
const detailHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    if (nullable(body.aisleId) === null)
      throw new AppError(400, 'field.required', { field: 'aisleId' });
    const log = await logOf(db, Number(body.replenishmentLogId));
    const aisle = await aisleOf(db, Number(body.aisleId));
    if (!aisle || aisle.deviceId !== log.deviceId)
      throw new AppError(400, 'vending.otherDevice', { field: 'aisleId' });
    if (aisle.itemId === null)
      throw new AppError(400, 'vending.noGoods', {
        field: 'aisleId',
        values: { aisle: aisle.aisleCode },
      });
  },
  prepare: async (_scope, values) => {
    const aisle = await aisleOf(db, Number(values.aisleId));
    return { itemId: aisle?.itemId ?? null, aisleCode: aisle?.aisleCode ?? null };
  },
  // In the transaction that wrote the line (the parent is held until it commits).
  afterWrite: async (_scope, row: ResourceRow, via: Db) =>
    refreshReplenishmentTotal(via, row.replenishmentLogId as number),
});

/** Rules of the vending resources, by registry key. */
export const vendingHooks = (db: Db) => ({
  deviceAisle: aisleHooks(db),
  deviceAisleMerchant: merchantHooks(db),
  deviceAisleTemplateItem: templateItemHooks(db),
  replenishmentLog: {
    prepare: async (scope: Scope, _values: Record<string, unknown>, id: number | undefined) =>
      id === undefined
        ? { orderNo: await documentNumber(db, REPLENISHMENT_NUMBER_PREFIX, scope) }
        : {},
  } satisfies ResourceHooks,
  replenishmentLogDetail: detailHooks(db),
});
