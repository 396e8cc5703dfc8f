import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { AppError } from '../../lib/app-error';
import { engineExpressions, type Variables } from './flow-expression';

// One step of a process on bpmn-engine: start it, or recover it from the state kept in its
// flow_instance row, resume it and signal the user task that was decided. The answer is the
// engine's new state (serialised, written back in the same transaction as the tasks and the
// history), the user tasks now waiting, whether the process ended and the elements it passed.

export type EngineStep = {
  state: string;
  /** Ids of the user tasks waiting after the step. */
  waiting: string[];
  ended: boolean;
  /** Element ids the step passed: events, tasks and gateways that ended, flows taken. */
  passed: string[];
  variables: Variables;
};

type Api = { id: string; type: string };
type Execution = {
  environment: { variables: Variables };
  signal: (message: { id: string }) => void;
  getPostponed: () => Api[];
  isRunning: boolean;
};
type Runner = {
  execute: (options: object) => Promise<Execution>;
  resume: (options: object) => Promise<Execution>;
  recover: (state: unknown) => Runner;
  getState: () => Promise<unknown>;
  once: (event: string, handler: (error: Error) => void) => void;
};

const settle = () => new Promise<void>((done) => setImmediate(done));

/**
 * The saved state with the variables merged into every environment it holds (the engine's,
 * the definition's and each process's), so that conditions after the step read them.
 */
const withVariables = (state: string, variables: Variables): unknown => {
  const parsed = JSON.parse(state) as unknown;
  const visit = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'environment' && value && typeof value === 'object') {
        const environment = value as { variables?: Variables };
        environment.variables = { ...environment.variables, ...variables };
      }
      visit(value);
    }
  };
  visit(parsed);
  return parsed;
};

/**
 * Runs one step. `state` null starts the process from `xml` with `variables`; otherwise the
 * process is recovered from `state`, the variables are merged in and `signal` (a waiting user
 * task's id) is completed.
 */
export const runStep = async (input: {
  xml: string;
  state: string | null;
  variables: Variables;
  signal?: string;
}): Promise<EngineStep> => {
  const passed: string[] = [];
  const listener = new EventEmitter();
  listener.on('activity.end', (api: Api) => passed.push(api.id));
  listener.on('flow.take', (api: Api) => passed.push(api.id));
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
  };
  listener.on('activity.error', (api: Api & { content?: { error?: Error } }) =>
    fail(api.content?.error ?? new Error(api.id)),
  );
  try {
    const options = { name: 'flow', expressions: engineExpressions };
    let engine = new Engine(
      input.state === null ? { ...options, source: input.xml } : options,
    ) as unknown as Runner;
    engine.once('error', fail);
    let execution: Execution;
    if (input.state === null) {
      execution = await engine.execute({ listener, variables: { ...input.variables } });
    } else {
      engine = engine.recover(withVariables(input.state, input.variables));
      engine.once('error', fail);
      execution = await engine.resume({ listener });
      // Resuming replays the waiting elements' events; only what the signal causes counts.
      passed.length = 0;
      if (input.signal) execution.signal({ id: input.signal });
    }
    await settle();
    if (failure) throw failure;
    const waiting = execution
      .getPostponed()
      .filter((api) => api.type === 'bpmn:UserTask')
      .map((api) => api.id);
    return {
      state: JSON.stringify(await engine.getState()),
      waiting,
      ended: !execution.isRunning,
      passed,
      variables: input.variables,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'flow.engineFailed', {
      values: { reason: ((error as Error).message ?? String(error)).split('\n')[0] ?? '' },
    });
  }
};
