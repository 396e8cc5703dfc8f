import type { FastifyBaseLogger } from 'fastify';
import type { ChannelContext, ChannelNotification } from './channel-driver';

// The sandbox's own payer (docs/payments.md, "The sandbox"): when the app's sandbox config asks
// for it (`autoPay`), an order the sandbox took is paid (or fails) by itself a while later, and
// its signed notification arrives as a provider's does — late (`payDelayMs`) and, if asked,
// several times at once (`notifyCopies`) — through the same verification as any notification.
// Without `autoPay` the payer acts only when told (the console's "Sandbox: pay", a test).

/** The longest delay the sandbox waits before paying (10 minutes). */
export const SANDBOX_PAY_DELAY_MAX_MS = 600_000;
const DEFAULT_DELAY_MS = 3_000;
const COPIES_MAX = 5;

type Result = 'success' | 'failed';

/** What the app's sandbox parameters ask of the payer, or undefined (pays by hand only). */
export const autoPayOf = (
  params: ChannelContext['params'],
): { result: Result; delayMs: number; copies: number } | undefined => {
  const result = params.autoPay;
  if (result !== 'success' && result !== 'failed') return undefined;
  const whole = (text: string | undefined, fallback: number, min: number, max: number) => {
    const value = text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : fallback;
    return Math.min(max, Math.max(min, value));
  };
  return {
    result,
    delayMs: whole(params.payDelayMs, DEFAULT_DELAY_MS, 0, SANDBOX_PAY_DELAY_MAX_MS),
    copies: whole(params.notifyCopies, 1, 1, COPIES_MAX),
  };
};

export const createSandboxPayer = ({
  notify,
  notificationOf,
  log,
}: {
  /** Receives a notification as the sandbox's endpoint does. */
  notify: (notification: ChannelNotification) => Promise<unknown>;
  /** The signed notification the sandbox sends for this order's payer. */
  notificationOf: (payOrderId: string, options: { result: Result }) => Promise<ChannelNotification>;
  log?: FastifyBaseLogger | undefined;
}) => {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();

  /** The copies of one payment's notification, sent at once (a refused copy is logged). */
  const pay = async (payOrderId: string, result: Result, copies: number) => {
    const notification = await notificationOf(payOrderId, { result });
    await Promise.all(
      Array.from({ length: copies }, () =>
        notify(notification).catch((error: unknown) =>
          log?.info({ err: error, payOrderId }, 'sandbox notification not taken'),
        ),
      ),
    );
  };

  /** After an order went to the sandbox: its payer acts later, if its config says so. */
  const schedule = (payOrderId: string, params: ChannelContext['params']) => {
    const plan = autoPayOf(params);
    if (!plan) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const work = pay(payOrderId, plan.result, plan.copies).catch((error: unknown) =>
        log?.warn({ err: error, payOrderId }, 'sandbox payer failed'),
      );
      running.add(work);
      void work.finally(() => running.delete(work));
    }, plan.delayMs);
    timer.unref();
    timers.add(timer);
  };

  /** Waits for every payment under way and every one still due (tests). */
  const settled = async () => {
    while (timers.size > 0 || running.size > 0) {
      await Promise.allSettled([...running]);
      if (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  /** The server closes: payments not yet due are dropped, those under way finish. */
  const stop = async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.allSettled([...running]);
  };

  return { schedule, settled, stop };
};

export type SandboxPayer = ReturnType<typeof createSandboxPayer>;
