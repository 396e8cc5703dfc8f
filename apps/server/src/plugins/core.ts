import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';
import type { Clock } from '../lib/clock';
import type { CaptchaGenerator } from '../modules/auth/captcha.service';
import type { SignInCodeSender } from '../modules/order/shopper-auth.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    captchaGenerator: CaptchaGenerator;
    /** Where shoppers' sign-in codes go; undefined: the server's log (no SMS gateway). */
    sendSignInCode: SignInCodeSender | undefined;
  }
}

export type CorePluginOptions = {
  config: AppConfig;
  clock: Clock;
  captchaGenerator: CaptchaGenerator;
  sendSignInCode?: SignInCodeSender | undefined;
};

/** The configuration and the replaceable sources of time and captcha pictures. */
export const corePlugin = fp<CorePluginOptions>(
  async (app, { config, clock, captchaGenerator, sendSignInCode }) => {
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('captchaGenerator', captchaGenerator);
    app.decorate('sendSignInCode', sendSignInCode);
  },
  { name: 'core' },
);
