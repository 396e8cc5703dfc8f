import { MERCHANT_STATE, OPEN_ENTRY_STATES, type Resource, resources } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { documentNumber } from '../../lib/document-number';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceHooks, ResourceRow } from '../../resources/resource.service';
import { transitionHandler } from '../../resources/transition';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';

// Merchant onboarding's rules (docs/payments.md "Merchant onboarding"): one application under
// way per merchant and channel, none for a closed merchant; an application is numbered by the
// server, sent only with its licence and settlement account, keeps the channel's reason when
// rejected and its sub-merchant number when signed, and signing makes a merchant that was
// signing up active (in the same transaction). A closed merchant's applications are all ended
// first; only an active merchant's payment settings can be enabled.

const r = (key: keyof typeof resources) => resources[key] as unknown as Resource;
const MERCHANT = 'payMerchant' as OwnedTable;
const ENTRY = 'payMerchantEntry' as OwnedTable;

const merchantOf = async (db: Db, scope: Scope, id: unknown) =>
  (await findOwnedOr404(db, scope, MERCHANT, Number(id))) as unknown as {
    id: number;
    state: number;
  };

const openEntries = (db: Db, merchantId: number) =>
  untyped(db)
    .selectFrom('payMerchantEntry')
    .select(['id', 'channel'])
    .where('merchantId', '=', merchantId)
    .where('state', 'in', [...OPEN_ENTRY_STATES])
    .execute() as Promise<{ id: number; channel: string }[]>;

const entryHooks = (db: Db): ResourceHooks => ({
  check: async (scope, body) => {
    const merchant = await merchantOf(db, scope, body.merchantId);
    if (merchant.state === MERCHANT_STATE.closed)
      throw new AppError(400, 'merchant.closed', { field: 'merchantId' });
    const clash = (await openEntries(db, merchant.id)).find(
      (entry) => entry.channel === body.channel && entry.id !== body.id,
    );
    if (clash) throw new AppError(400, 'merchant.entryOpen', { field: 'channel' });
  },
  prepare: async (scope, _values, id) =>
    id === undefined ? { businessCode: await documentNumber(db, 'MEN', scope) } : {},
});

const paymentHooks = (db: Db): ResourceHooks => ({
  check: async (scope, body) => {
    const merchant = await merchantOf(db, scope, body.merchantId);
    if (Number(body.enable ?? 1) === 1 && merchant.state !== MERCHANT_STATE.active)
      throw new AppError(400, 'merchant.notActive', { field: 'merchantId' });
  },
});

export const merchantOnboardingHooks = (db: Db) => ({
  merchantEntry: entryHooks(db),
  merchantPayment: paymentHooks(db),
});

const setOnRow = (trx: Db, table: OwnedTable, id: number, values: Record<string, unknown>) =>
  untyped(trx).updateTable(table).set(values).where('id', '=', id).execute();

export const merchantOnboardingActions = (
  db: Db,
): {
  merchant: Record<'freeze' | 'unfreeze' | 'close', ActionHandler>;
  merchantEntry: Record<
    'submit' | 'approve' | 'reject' | 'reedit' | 'confirm' | 'sign' | 'cancel',
    ActionHandler
  >;
} => {
  const entry = r('merchantEntry');
  const merchant = r('merchant');
  /** The application as the step left it (with what its effect wrote). */
  const reread: ActionHandler = async ({ scope, body }) => [
    (await findOwnedOr404(db, scope, ENTRY, (body as { id: number }).id)) as unknown as ResourceRow,
  ];
  return {
    merchant: {
      freeze: transitionHandler(db, merchant, 'freeze', async ({ trx, row }) => {
        // A frozen merchant takes no payments: its settings are switched off.
        await untyped(trx)
          .updateTable('payMerchantPayment')
          .set({ enable: 0 })
          .where('merchantId', '=', row.id)
          .execute();
      }),
      unfreeze: transitionHandler(db, merchant, 'unfreeze'),
      close: transitionHandler(db, merchant, 'close', async ({ trx, row }) => {
        if ((await openEntries(trx, Number(row.id))).length > 0)
          throw new AppError(400, 'merchant.hasOpenEntry');
        await untyped(trx)
          .updateTable('payMerchantPayment')
          .set({ enable: 0 })
          .where('merchantId', '=', row.id)
          .execute();
      }),
    },
    merchantEntry: {
      submit: transitionHandler(db, entry, 'submit', async ({ row }) => {
        for (const field of ['licenceImage', 'accountNo'] as const)
          if (!row[field]) throw new AppError(400, 'merchant.entryIncomplete', { field });
      }),
      approve: transitionHandler(db, entry, 'approve'),
      reject: async (context) => {
        await transitionHandler(db, entry, 'reject', async ({ trx, row }) => {
          await setOnRow(trx, ENTRY, Number(row.id), {
            rejectReason: (context.body as { remark: string }).remark,
          });
        })(context);
        return reread(context);
      },
      reedit: transitionHandler(db, entry, 'reedit'),
      confirm: transitionHandler(db, entry, 'confirm'),
      sign: async (context) => {
        await transitionHandler(db, entry, 'sign', async ({ trx, row }) => {
          await setOnRow(trx, ENTRY, Number(row.id), {
            subMchId: (context.body as { subMchId: string }).subMchId,
            rejectReason: null,
          });
          // The merchant's first signed application makes it active.
          await untyped(trx)
            .updateTable('payMerchant')
            .set({ state: MERCHANT_STATE.active })
            .where('id', '=', row.merchantId as number)
            .where('state', '=', MERCHANT_STATE.signingUp)
            .execute();
        })(context);
        return reread(context);
      },
      cancel: transitionHandler(db, entry, 'cancel'),
    },
  };
};
