import scheduler from 'scheduler';

// React's scheduler outlives a test file's DOM: react-dom and the scheduler are loaded once per
// worker, and the files of a worker share them. Work React queued for a file whose DOM is gone
// (a lazily loaded part or a fake API's late answer settling during the environment's teardown)
// would then run without a window ("window is not defined", an error outside any test, in
// whichever file runs next). testing-library.setup.ts lets a file's queued work through before
// its DOM goes; this gate, installed before react-dom is first loaded (this setup file comes
// first and loads nothing else), drops a task that finds no window when it runs: React's client
// work has nothing to draw on then, and no test is running for it.

type Task = (didTimeout: boolean) => unknown;
type Schedule = (priority: number, task: Task, options?: unknown) => unknown;

const GATED = Symbol.for('retail.test.react-scheduler-gated');
const host = scheduler as unknown as { unstable_scheduleCallback: Schedule } & Record<
  symbol,
  boolean | undefined
>;

if (!host[GATED]) {
  host[GATED] = true;
  const schedule = host.unstable_scheduleCallback;
  host.unstable_scheduleCallback = (priority, task, options) =>
    schedule(
      priority,
      (didTimeout) => (typeof window === 'undefined' ? null : task(didTimeout)),
      options,
    );
}
