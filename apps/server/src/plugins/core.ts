import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';
import type { Clock } from '../lib/clock';
import type { CaptchaGenerator } from '../modules/auth/captcha.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    captchaGenerator: CaptchaGenerator;
  }
}

export type CorePluginOptions = {
  config: AppConfig;
  clock: Clock;
  captchaGenerator: CaptchaGenerator;
};

/** The configuration and the replaceable sources of time and captcha pictures. */
export const corePlugin = fp<CorePluginOptions>(
  async (app, { config, clock, captchaGenerator }) => {
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('captchaGenerator', captchaGenerator);
  },
  { name: 'core' },
);
