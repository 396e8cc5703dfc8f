/**
 * Time source of the server; tests inject one they can move. `sleep` waits (the login
 * throttle slows attempts down with it); a test clock records the waits instead of waiting.
 */
export type Clock = { now: () => number; sleep?: (ms: number) => Promise<void> };

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
