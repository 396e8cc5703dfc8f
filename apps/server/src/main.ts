import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { joinWorkers, runPrimary, workerNumber } from './cluster';
import { type AppConfig, ConfigError, loadConfig } from './config/config';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { ADMIN_USER_NAME } from './db/seed/roles';

// Start-up notes go to stdout as plain lines: they are meant for the person starting the server.
const say = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

const printWelcome = (app: FastifyInstance, config: AppConfig): void => {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${config.port}/`;
  const report = app.seedReport;
  say();
  say(`Retail back-office is running at ${url}`);
  if (config.apiDocs) say(`API documentation: ${url}api/docs`);
  say(`Database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}`);
  if (report.generatedAdminPassword) {
    say();
    say('A random password was generated for the administrator. It is shown only this once:');
    say(`  user name: ${ADMIN_USER_NAME}`);
    say(`  password:  ${report.generatedAdminPassword}`);
  } else {
    say(
      `Log in as "${ADMIN_USER_NAME}" with ${config.adminPassword ? 'ADMIN_PASSWORD' : 'the password printed on the first start'}.`,
    );
  }
  if (report.demo) {
    say();
    say('Demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      say(
        `  ${account.userName.padEnd(16)} ${account.password.padEnd(16)} ${account.role} (${account.organ})`,
      );
    }
  }
  if (!config.captcha) say('Captcha is OFF (CAPTCHA=off): use this only for automated tests.');
  say();
};

const main = async (): Promise<void> => {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // WORKERS > 1: this process only starts and watches the server processes (cluster.ts).
  if (cluster.isPrimary && config.workers > 1) {
    await runPrimary(config.workers, say);
    return;
  }

  const app = await buildApp(config);
  joinWorkers(app.dbWrites);
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close stops accepting connections, waits for requests in flight, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // With several processes the first one says how to log in (it made the administrator).
  if ((workerNumber() ?? 1) === 1) printWelcome(app, config);
};

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
