import type { FlowServerAction } from '@retail/contract';
import type { Db } from '../../db/database';
import type { Scope } from '../../scope/scope';
import type { InstanceRow } from './flow.repository';

// The server's own actions an instance's end calls with its businessKey (docs/approvals.md):
// the definition's business type names one (receiptOrder → receiptOrder.approval), and so does
// each end listener the process names. They run in the transaction that ends the instance, so
// the business record and the instance change together or not at all.

export type FlowOutcome = 'approved' | 'rejected' | 'cancelled';

export type FlowEndHook = (context: {
  trx: Db;
  /** The instance's owner with the user who ended it. */
  scope: Scope;
  instance: InstanceRow;
  outcome: FlowOutcome;
  /** The rejection's reason or the stop's comment. */
  reason: string | null;
}) => Promise<void>;

/** What a business type's instances call when they end. */
export const BUSINESS_ACTION: Record<string, FlowServerAction | undefined> = {
  receiptOrder: 'receiptOrder.approval',
  refund: 'refund.approval',
};

export const createFlowHooks = () => {
  const hooks = new Map<string, FlowEndHook>();
  return {
    /** The domain that owns an action registers it once, when the services are built. */
    register: (action: FlowServerAction, hook: FlowEndHook) => {
      hooks.set(action, hook);
    },
    run: async (actions: readonly string[], context: Parameters<FlowEndHook>[0]) => {
      for (const action of new Set(actions)) await hooks.get(action)?.(context);
    },
  };
};

export type FlowHooks = ReturnType<typeof createFlowHooks>;
