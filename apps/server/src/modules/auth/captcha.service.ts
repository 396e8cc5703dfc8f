import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Captcha } from '@retail/contract';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { createCaptchaRepository } from './captcha.repository';

/** A captcha picture (SVG markup) and the text it shows. */
export type CaptchaGenerator = () => { svg: string; text: string };

/** A captcha is valid for 2 minutes. */
export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

export const svgCaptchaGenerator: CaptchaGenerator = () => {
  // Characters that look alike in the picture are left out.
  const captcha = svgCaptcha.create({
    size: 4,
    ignoreChars: '0oO1ilIL',
    noise: 2,
    color: true,
    width: 120,
    height: 40,
  });
  return { svg: captcha.data, text: captcha.text };
};

type CaptchaServiceDeps = {
  db: Db;
  clock: Clock;
  generator: CaptchaGenerator;
  enabled: boolean;
  secret: string;
};

export const createCaptchaService = ({
  db,
  clock,
  generator,
  enabled,
  secret,
}: CaptchaServiceDeps) => {
  const repository = createCaptchaRepository(db);
  // Answers are kept as keyed hashes: a copy of the table does not give them away.
  const hashAnswer = (uuid: string, answer: string): string =>
    createHmac('sha256', secret).update(`${uuid}:${answer.trim().toLowerCase()}`).digest('hex');

  return {
    enabled,

    issue: async (): Promise<Captcha> => {
      const uuid = randomUUID();
      const { svg, text } = generator();
      if (enabled) {
        const now = clock.now();
        await repository.deleteExpiredBefore(now);
        await repository.insert({
          uuid,
          answerHash: hashAnswer(uuid, text),
          expiresAt: now + CAPTCHA_TTL_MS,
        });
      }
      return {
        uuid,
        img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        enabled,
      };
    },

    /** True for the right answer to a live captcha. The captcha is used up either way. */
    check: async (uuid: string, answer: string): Promise<boolean> => {
      const stored = await repository.take(uuid);
      if (!stored || stored.expiresAt <= clock.now()) return false;
      const expected = Buffer.from(stored.answerHash, 'hex');
      const given = Buffer.from(hashAnswer(uuid, answer), 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
};

export type CaptchaService = ReturnType<typeof createCaptchaService>;
