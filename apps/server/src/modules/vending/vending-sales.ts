import { AISLE_STATUS, AISLE_STOCK_REASON } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError, isAppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';
import type { CallingDevice, DeviceService, SignedCall } from '../device/device.service';
import { type AisleRow, postAisleStock } from './aisle-stock';

// The vending calls of the device gateway: a sale takes one piece from an aisle through the
// aisle stock ledger, in the transaction that takes the call's nonce (so a refused sale leaves
// nothing, not even the nonce); a sale number the device sent before is answered as a success
// that changes nothing (a unique (device_id, sale_no) index, also against two copies at once).
// A device also fetches its aisle plan.

type Sale = { saleNo: string; aisleCode: string; quantity?: 1 | undefined };

const aisleByCode = async (trx: Db, deviceId: number, aisleCode: string) =>
  (await untyped(trx)
    .selectFrom('deviceAisle')
    .selectAll()
    .where('deviceId', '=', deviceId)
    .where('aisleCode', '=', aisleCode)
    .executeTakeFirst()) as AisleRow | undefined;

export const createVendingSales = ({ db, devices }: { db: Db; devices: DeviceService }) => {
  /** A refused sale of a verified device is kept as a device event (what, which aisle, why). */
  const logRefusal = async (device: CallingDevice, sale: Sale, error: unknown, now: number) => {
    if (!isAppError(error) || error.status === 401) return;
    await untyped(db)
      .insertInto('deviceEvent')
      .values({
        deviceId: device.id,
        kind: 'sale',
        code: error.key.slice(0, 32),
        message: `sale ${sale.saleNo} from aisle ${sale.aisleCode} refused: ${JSON.stringify(
          error.values,
        )}`.slice(0, 500),
        at: now,
        createDate: formatDateTime(now),
      })
      .execute();
  };

  /**
   * One piece sold from an aisle: 400 naming aisleCode when the device has no such aisle, the
   * aisle is disabled or out of order, or empty — nothing changes, and the refusal is a device
   * event. A sale number already recorded answers `replayed` and changes nothing.
   */
  const sale = async (call: SignedCall, body: Sale) => {
    const quantity = body.quantity ?? 1;
    let verified: { device: CallingDevice; now: number } | undefined;
    let result = { remaining: 0, replayed: false };
    try {
      const { device, answer } = await devices.accept(call, async (deviceTrx, device, now) => {
        verified = { device, now };
        const trx = deviceTrx as unknown as Db;
        const inserted = await untyped(trx)
          .insertInto('vendingSale')
          .values({
            tenantId: device.tenantId,
            deviceId: device.id,
            saleNo: body.saleNo,
            aisleCode: body.aisleCode,
            quantity,
            price: 0,
            at: now,
            createDate: formatDateTime(now),
          })
          .onConflict((conflict) => conflict.columns(['deviceId', 'saleNo']).doNothing())
          .returning('id')
          .executeTakeFirst();
        const aisle = await aisleByCode(trx, device.id, body.aisleCode);
        if (!inserted) {
          result = { remaining: aisle?.currentCapacity ?? 0, replayed: true };
          return;
        }
        const values = { aisle: body.aisleCode };
        if (!aisle) throw new AppError(400, 'vending.unknownAisle', { field: 'aisleCode', values });
        if (aisle.status !== AISLE_STATUS.enabled)
          throw new AppError(400, 'vending.aisleUnavailable', { field: 'aisleCode', values });
        const moved = await postAisleStock(trx, {
          aisleId: aisle.id,
          delta: -quantity,
          reason: AISLE_STOCK_REASON.sale,
          formNo: body.saleNo,
          by: `device:${device.innerCode}`,
          nowMs: now,
          field: 'aisleCode',
        });
        await untyped(trx)
          .updateTable('vendingSale')
          .set({ aisleId: aisle.id, itemId: aisle.itemId, price: aisle.price })
          .where('id', '=', (inserted as { id: number }).id)
          .execute();
        result = { remaining: moved.aisle.currentCapacity, replayed: false };
      });
      return {
        device,
        answer: { ...answer, saleNo: body.saleNo, aisleCode: body.aisleCode, ...result },
      };
    } catch (error) {
      if (verified) await logRefusal(verified.device, body, error, verified.now);
      throw error;
    }
  };

  /** The device's aisles, goods, prices and stock, by aisle code. */
  const aisles = async (call: SignedCall, _body: object) => {
    let plan: unknown[] = [];
    const { device, answer } = await devices.accept(call, async (deviceTrx, device) => {
      plan = await untyped(deviceTrx as unknown as Db)
        .selectFrom('deviceAisle')
        .leftJoin('wmsItem', 'wmsItem.id', 'deviceAisle.itemId')
        .select([
          'deviceAisle.aisleCode',
          'deviceAisle.layer',
          'deviceAisle.columnNo',
          'deviceAisle.itemId',
          'wmsItem.name as itemName',
          'deviceAisle.price',
          'deviceAisle.maxCapacity',
          'deviceAisle.currentCapacity',
          'deviceAisle.status',
        ])
        .where('deviceAisle.deviceId', '=', device.id)
        .orderBy('deviceAisle.aisleCode')
        .execute();
    });
    return { device, answer: { ...answer, aisles: plan as never[] } };
  };

  return { sale, aisles };
};

export type VendingSales = ReturnType<typeof createVendingSales>;
