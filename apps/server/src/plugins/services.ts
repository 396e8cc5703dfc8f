import fp from 'fastify-plugin';
import { seedDemoMarketing } from '../db/seed/marketing-seed';
import { seedDemoOrders } from '../db/seed/order-seed';
import { seedDemoOrganisations } from '../db/seed/organ-seed';
import { seedDemoRenovationCatalogue } from '../db/seed/renovation-catalogue-seed';
import { seedDemoStorefront } from '../db/seed/storefront-seed';
import { seedDemoVending } from '../db/seed/vending-seed';
import { seedDemoWarehouse } from '../db/seed/warehouse-seed';
import { createServices, type Services } from '../services';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every service of the server, built once by the composition root (src/services.ts). */
    services: Services;
  }
}

/**
 * Builds the services once, from the configuration, clock, database and object store the
 * plugins before it decorated, and starts and stops those that run on their own.
 */
export const servicesPlugin = fp(
  async (app) => {
    const services = createServices({
      db: app.db,
      dialect: app.dialect,
      readNow: app.dbReadNow,
      caches: app.caches,
      config: app.config,
      clock: app.clock,
      captchaGenerator: app.captchaGenerator,
      sendSignInCode: app.sendSignInCode,
      storage: app.storage,
      inject: (options) => app.inject(options),
      log: app.log,
    });
    app.decorate('services', services);
    // Demo data made through the services (documents posted as a user would post them).
    if (app.config.seed === 'demo') {
      await seedDemoOrganisations(app.db, services.resources, app.clock.now());
      await seedDemoWarehouse(app.db, services.resources, app.clock.now());
      await seedDemoVending(app.db, services, app.clock.now());
      await seedDemoStorefront(app.db, services, app.clock.now());
      await seedDemoRenovationCatalogue(app.db, services.resources, app.clock.now());
      await seedDemoOrders(app.db, services, app.clock.now());
      await seedDemoMarketing(app.db, services, app.clock.now());
    }
    // Export jobs and the file sweep start once the whole app is loaded and stop before the
    // database closes (onClose hooks run in reverse order: the db plugin's comes last). Every
    // process runs the exports it was asked for; the file sweep is a scheduled job.
    app.addHook('onReady', async () => {
      await services.exports.start();
      if (app.config.jobs) services.fileSweeper.start();
    });
    app.addHook('onClose', async () => {
      await services.fileSweeper.close();
      await services.exports.close();
    });
  },
  { name: 'services', dependencies: ['core', 'db', 'storage'] },
);
