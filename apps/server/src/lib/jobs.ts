import type { FastifyInstance } from 'fastify';

// Scheduled jobs (docs/operations.md, "Scheduled jobs"): each runs every `everyMs` while the
// server is up, never two runs of one job at once, its failures logged, stopped before the
// database closes. Only a process whose configuration says `jobs` runs them: with several
// processes (WORKERS), the first.

export type Job = {
  /** Named in the log when a run fails ("order sweep"). */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Also run once as soon as the server is ready (default: first after `everyMs`). */
  atStart?: boolean;
};

/** Runs the job on this server's clock from `onReady` to `onClose`, when this process runs jobs. */
export const scheduleJob = (app: FastifyInstance, job: Job): void => {
  if (!app.config.jobs) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `${job.name} failed`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (job.atStart) tick();
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    // A run under way finishes before the database closes.
    await running;
  });
};
