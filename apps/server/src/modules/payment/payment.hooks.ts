import { type Resource, resources, SECRET_MASK } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { transitionHandler } from '../../resources/transition';
import type { ResourceHooks } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { untyped } from '../../scope/scoped-db';
import type { Payments } from './payment.service';

// The payment resources' rules beyond their fields: a sub-merchant names its provider, apps get
// a server-made appId, codes have their shapes, a passage's interface supports its way, and an
// interface config's secret parameters are sealed at rest, answered masked and every change of
// the parameters is written to the state log (the keys that changed, never a value).

const WAY_CODE = /^[A-Z][A-Z0-9_]{1,19}$/;
const IF_CODE = /^[a-z][a-z0-9_]{1,19}$/;
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

type ParamSpec = { name: string; label?: string; secret?: boolean; required?: boolean };

const invalid = (field: string) => new AppError(400, 'field.invalid', { field });
const badParams = (field: string, reason: string) =>
  new AppError(400, 'pay.badParams', { field, values: { reason } });

/** A comma-separated list of pay way codes (`SANDBOX_QR, WX_JSAPI`). */
export const wayCodesOf = (text: unknown): string[] =>
  String(text ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/** The parameter descriptors of an interface (`paramsSchema`), checked. */
export const paramSpecsOf = (text: unknown, field = 'paramsSchema'): ParamSpec[] => {
  if (text === undefined || text === null || text === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(String(text));
  } catch {
    throw badParams(field, 'not JSON');
  }
  if (!Array.isArray(value)) throw badParams(field, 'an array of { name, label, secret }');
  return value.map((entry: unknown) => {
    const spec = entry as ParamSpec;
    if (
      !spec ||
      typeof spec !== 'object' ||
      typeof spec.name !== 'string' ||
      !PARAM_NAME.test(spec.name)
    )
      throw badParams(field, 'each entry needs a name of letters, digits or _');
    return spec;
  });
};

/** Parameters posted for a config: a JSON object of text values. */
const paramsOf = (text: unknown): Record<string, string> => {
  if (text === undefined || text === null || text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(String(text));
  } catch {
    throw badParams('ifParams', 'not JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badParams('ifParams', 'an object of text values');
  for (const [name, entry] of Object.entries(value))
    if (typeof entry !== 'string' || !PARAM_NAME.test(name))
      throw badParams('ifParams', `"${name}" is not a text value`);
  return value as Record<string, string>;
};

const specsOfDefine = async (db: Db, defineId: unknown) => {
  const define = (await untyped(db)
    .selectFrom('pay_interface_define')
    .select(['paramsSchema', 'wayCodes'])
    .where('id', '=', Number(defineId))
    .executeTakeFirst()) as { paramsSchema: string | null; wayCodes: string } | undefined;
  return { specs: paramSpecsOf(define?.paramsSchema), wayCodes: wayCodesOf(define?.wayCodes) };
};

/** The payment resources' hooks, by registry key. */
export const paymentHooks = (db: Db, payments: Payments) => {
  /** What an edit of a config changed, kept from `prepare` to `afterWrite` of the same call. */
  const pending = new WeakMap<Scope, { secrets: Record<string, string>; changed: string[] }>();

  const config: ResourceHooks = {
    check: async (_scope, body) => {
      paramsOf(body.ifParams);
    },
    prepare: async (scope, values, id) => {
      const posted = paramsOf(values.ifParams);
      const { specs } = await specsOfDefine(db, values.payInterfaceDefineId);
      const secretNames = new Set(specs.filter((spec) => spec.secret).map((spec) => spec.name));
      const before =
        id === undefined
          ? undefined
          : ((await untyped(db)
              .selectFrom('pay_interface_config as c')
              .leftJoin('pay_interface_config_secret as s', 's.payInterfaceConfigId', 'c.id')
              .select(['c.ifParams', 's.sealed'])
              .where('c.id', '=', id)
              .executeTakeFirst()) as
              { ifParams: string | null; sealed: string | null } | undefined);
      const oldPlain = before ? paramsOf(before.ifParams) : {};
      const oldSecrets: Record<string, string> = before?.sealed
        ? (JSON.parse(payments.channelSecrets.open(before.sealed) ?? '{}') as Record<
            string,
            string
          >)
        : {};
      const plain: Record<string, string> = {};
      const secrets: Record<string, string> = {};
      for (const [name, value] of Object.entries(posted)) {
        if (!secretNames.has(name)) plain[name] = value;
        // The mask posted back keeps what is stored.
        else if (value === SECRET_MASK) {
          if (oldSecrets[name] !== undefined) secrets[name] = oldSecrets[name];
        } else secrets[name] = value;
      }
      for (const spec of specs)
        if (spec.required && plain[spec.name] === undefined && secrets[spec.name] === undefined)
          throw badParams('ifParams', `"${spec.name}" is required`);
      const changed = [
        ...new Set(
          [...Object.keys(plain), ...Object.keys(oldPlain)].filter(
            (name) => !secretNames.has(name) && plain[name] !== oldPlain[name],
          ),
        ),
        ...[...new Set([...Object.keys(secrets), ...Object.keys(oldSecrets)])]
          .filter((name) => secrets[name] !== oldSecrets[name])
          .map((name) => `${name} (secret)`),
      ];
      pending.set(scope, { secrets, changed });
      const shown = {
        ...plain,
        ...Object.fromEntries(Object.keys(secrets).map((name) => [name, SECRET_MASK])),
      };
      return { ifParams: Object.keys(shown).length === 0 ? null : JSON.stringify(shown) };
    },
    afterWrite: async (scope, row) => {
      const change = pending.get(scope);
      pending.delete(scope);
      if (!change) return;
      await db.transaction().execute(async (trx) => {
        const sealed = payments.channelSecrets.seal(JSON.stringify(change.secrets));
        await untyped(trx)
          .insertInto('pay_interface_config_secret')
          .values({ payInterfaceConfigId: row.id, sealed })
          .onConflict((conflict) => conflict.column('payInterfaceConfigId').doUpdateSet({ sealed }))
          .execute();
        if (change.changed.length > 0)
          await payments.stateLog(
            trx,
            row as never,
            'payInterfaceConfig',
            'configure',
            row.state as number,
            row.state as number,
            scope.userName,
            scope.nowMs,
            `changed: ${change.changed.join(', ')}`.slice(0, 500),
          );
      });
    },
  };

  return {
    mchInfo: {
      check: async (_scope, body) => {
        if (
          Number(body.type ?? 1) === 2 &&
          (body.isvInfoId === undefined || body.isvInfoId === null)
        )
          throw new AppError(400, 'pay.isvRequired', { field: 'isvInfoId' });
      },
    },
    mchApp: {
      prepare: async (_scope, _values, id) =>
        id === undefined ? { appId: payments.newAppId() } : {},
    },
    payWay: {
      check: async (_scope, body) => {
        if (!WAY_CODE.test(String(body.wayCode ?? ''))) throw invalid('wayCode');
      },
    },
    payInterfaceDefine: {
      check: async (_scope, body) => {
        if (!IF_CODE.test(String(body.ifCode ?? ''))) throw invalid('ifCode');
        const codes = wayCodesOf(body.wayCodes);
        if (codes.length === 0 || codes.some((code) => !WAY_CODE.test(code)))
          throw invalid('wayCodes');
        paramSpecsOf(body.paramsSchema);
      },
    },
    payInterfaceConfig: config,
    divisionReceiverGroup: payments.divisions.groupHooks,
    divisionReceiver: payments.divisions.receiverHooks,
    mchPayPassage: {
      check: async (_scope, body) => {
        const { wayCodes } = await specsOfDefine(db, body.payInterfaceDefineId);
        const way = (await untyped(db)
          .selectFrom('pay_way')
          .select('wayCode')
          .where('id', '=', Number(body.payWayId))
          .executeTakeFirst()) as { wayCode: string } | undefined;
        if (!way || !wayCodes.includes(way.wayCode))
          throw new AppError(400, 'pay.wayNotSupported', {
            field: 'payWayId',
            values: { wayCode: way?.wayCode ?? '' },
          });
        // The most per payment (0: none) is not below the least.
        const most = Number(body.maxAmount ?? 0);
        if (most > 0 && most < Number(body.minAmount ?? 0))
          throw new AppError(400, 'field.invalid', { field: 'maxAmount' });
      },
    },
  } satisfies Record<string, ResourceHooks>;
};

const r = (key: keyof typeof resources) => resources[key] as unknown as Resource;

/** The handlers of the payment resources' actions. */
export const paymentActions = (db: Db, payments: Payments) => {
  const resend = transitionHandler(db, r('mchNotifyRecord'), 'resend', payments.mchNotify.restart);
  const retry = transitionHandler(
    db,
    r('payOrderDivisionRecord'),
    'retry',
    payments.divisions.retake,
  );
  return {
    payInterfaceConfig: {
      enable: transitionHandler(db, r('payInterfaceConfig'), 'enable'),
      disable: transitionHandler(db, r('payInterfaceConfig'), 'disable'),
    },
    mchNotifyRecord: {
      // Resend: the tries start over (a record still sending is left as it is), the first now.
      resend: async (context: { scope: Scope; body: unknown }) => {
        const rows = await resend(context);
        payments.mchNotify.kick();
        return rows;
      },
    },
    payOrderDivisionRecord: {
      // Retry: the amount is taken again (or refused), then the batch is sent to the channel.
      retry: async (context: { scope: Scope; body: unknown }) => {
        const [row] = await retry(context);
        if (row) await payments.divisions.execute(row.payOrderId as number);
        return row ? [await payments.divisions.recordOf(row.id)] : [];
      },
    },
    transferOrder: {
      sandboxSettle: ({ scope, body }: { scope: Scope; body: unknown }) =>
        payments.transfers.sandboxSettle(
          scope,
          body as { id: number; result?: 'success' | 'failed' },
        ),
    },
    // A day (a month) is confirmed (closed) only once it is over: until then its figures move.
    financeDaily: {
      confirm: transitionHandler(db, r('financeDaily'), 'confirm', async ({ row }) =>
        payments.finance.refuseUnlessOver('statDate', String(row.statDate)),
      ),
      lock: transitionHandler(db, r('financeDaily'), 'lock'),
    },
    financeMonthly: {
      close: transitionHandler(db, r('financeMonthly'), 'close', async ({ row }) =>
        payments.finance.refuseUnlessOver('statMonth', String(row.statMonth)),
      ),
    },
    payOrder: {
      refund: ({ scope, body }: { scope: Scope; body: unknown }) =>
        payments.consoleRefund(
          scope,
          body as { id: number; mchRefundNo: string; refundAmount: number; reason: string },
        ),
      sandboxPay: ({ scope, body }: { scope: Scope; body: unknown }) =>
        payments.sandboxPay(
          scope,
          body as { id: number; amount?: number; result?: 'success' | 'failed' },
        ),
    },
  };
};
