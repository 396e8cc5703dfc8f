import { AsyncLocalStorage } from 'node:async_hooks';
import type { SessionSettings } from './settings-pool';

/** Session settings of a connection, as names and values. */
export type SettingPairs = readonly (readonly [name: string, value: string])[];

/** Settings a statement needs, read from its async context, and what a new connection carries. */
export type SettingsSource = { initial: SettingPairs; now: () => SettingPairs };

const walks = new AsyncLocalStorage<true>();

/**
 * Runs `run` with its statements planned without a sort: a page walked newest first on an
 * index, the choice the planner's estimate under the wall would get wrong (it guesses a view's
 * rows at a hundredth and sorts them). The connection carries `enable_sort` as it carries the
 * wall (settings-pool.ts), so no transaction is opened for it.
 */
export const withoutSort = <T>(run: () => Promise<T>): Promise<T> => walks.run(true, run);

const planner: SettingsSource = {
  initial: [['enable_sort', 'on']],
  now: () => [['enable_sort', walks.getStore() ? 'off' : 'on']],
};

const keyOf = (pairs: SettingPairs) => pairs.map(([, value]) => value).join('\n');

/** One statement that puts `pairs` on its connection for the rest of the session. */
export const setConfigsOf = (pairs: SettingPairs) => ({
  sql: `select ${pairs.map((_, at) => `set_config($${2 * at + 1}, $${2 * at + 2}, false)`).join(', ')}`,
  parameters: pairs.flat(),
});

/**
 * What a statement needs its connection to carry: `source`'s settings (the row-level wall) and
 * the planner's, put on in one statement when any of them differs.
 */
export const connectionSettings = (source: SettingsSource): SessionSettings => ({
  initialKey: keyOf([...source.initial, ...planner.initial]),
  wanted: () => {
    const pairs = [...source.now(), ...planner.now()];
    const { sql, parameters } = setConfigsOf(pairs);
    return { key: keyOf(pairs), apply: (client) => client.query(sql, parameters) };
  },
});
