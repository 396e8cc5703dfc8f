/** Time source of the server; tests inject one they can move. */
export type Clock = { now: () => number };

export const systemClock: Clock = { now: () => Date.now() };
