import { captchaSchema } from '@retail/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_MS } from '../src/modules/auth/captcha.service';
import {
  ADMIN_PASSWORD,
  bodyOf,
  drawCaptcha,
  type TestApp,
  startTestApp,
} from './support/test-app';

const loginWith = (
  t: TestApp,
  headers: Record<string, string>,
  password = ADMIN_PASSWORD,
  language?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/user/login',
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
    payload: { userName: 'admin', password },
  });

describe('captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  // Each test starts after the failure window of the previous one.
  beforeEach(() => t.clock.advance(16 * 60 * 1000));

  it('returns a new picture as an SVG data URL with a fresh id each time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/code' });
    expect(response.statusCode).toBe(200);
    const body = bodyOf(response);
    expect(body).toMatchObject({ successful: true, status: 200 });
    const captcha = captchaSchema.parse(body.data);
    expect(captcha.enabled).toBe(true);
    expect(captcha.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(captcha.img.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*>.*<path/s);
    const again = captchaSchema.parse(
      bodyOf(await t.app.inject({ method: 'GET', url: '/api/admin/code' })).data,
    );
    expect(again.uuid).not.toBe(captcha.uuid);
  });

  it('stores only a hash of the answer', async () => {
    const { captcha, answer } = await drawCaptcha(t);
    const row = await t.app.db
      .selectFrom('captcha')
      .selectAll()
      .where('uuid', '=', captcha.uuid)
      .executeTakeFirstOrThrow();
    expect(row.answerHash).not.toContain(answer);
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the right answer, in any letter case', async () => {
    const { captcha, answer } = await drawCaptcha(t);
    const response = await loginWith(t, { validateCode: answer.toUpperCase(), uuid: captcha.uuid });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong answer, and the captcha is then used up', async () => {
    const { captcha, answer } = await drawCaptcha(t);
    const wrong = await loginWith(t, { validateCode: `${answer}x`, uuid: captcha.uuid });
    expect(wrong.statusCode).toBe(400);
    expect(bodyOf(wrong)).toMatchObject({
      successful: false,
      status: 400,
      field: 'validateCode',
      description: 'The verification code is wrong or has expired',
    });
    const retry = await loginWith(t, { validateCode: answer, uuid: captcha.uuid });
    expect(retry.statusCode).toBe(400);
    expect(bodyOf(retry).description).toBe('The verification code is wrong or has expired');
  });

  it('can be used once: a replay after a failed login is refused', async () => {
    const { captcha, answer } = await drawCaptcha(t);
    const first = await loginWith(
      t,
      { validateCode: answer, uuid: captcha.uuid },
      'wrong password',
    );
    expect(bodyOf(first).description).toBe('Wrong user name or password');
    const replay = await loginWith(t, { validateCode: answer, uuid: captcha.uuid });
    expect(replay.statusCode).toBe(400);
    expect(bodyOf(replay).description).toBe('The verification code is wrong or has expired');
  });

  it('can be used once: a replay after a successful login is refused', async () => {
    const { captcha, answer } = await drawCaptcha(t);
    expect((await loginWith(t, { validateCode: answer, uuid: captcha.uuid })).statusCode).toBe(200);
    expect((await loginWith(t, { validateCode: answer, uuid: captcha.uuid })).statusCode).toBe(400);
  });

  it('expires after 2 minutes', async () => {
    const live = await drawCaptcha(t);
    t.clock.advance(CAPTCHA_TTL_MS - 1000);
    expect(
      (await loginWith(t, { validateCode: live.answer, uuid: live.captcha.uuid })).statusCode,
    ).toBe(200);

    const stale = await drawCaptcha(t);
    t.clock.advance(CAPTCHA_TTL_MS + 1);
    const response = await loginWith(
      t,
      { validateCode: stale.answer, uuid: stale.captcha.uuid },
      ADMIN_PASSWORD,
      'zh-CN',
    );
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).description).toBe('验证码错误或已过期');
  });

  it('asks for the code when it is missing, and refuses an unknown id', async () => {
    const { captcha } = await drawCaptcha(t);
    const missing = await loginWith(t, { uuid: captcha.uuid }, ADMIN_PASSWORD, 'es');
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing)).toMatchObject({
      field: 'validateCode',
      description: 'Introduzca el código de verificación',
    });
    const noId = await loginWith(t, { validateCode: 'abcd' });
    expect(noId.statusCode).toBe(400);
    expect(bodyOf(noId).description).toBe('The verification code is wrong or has expired');
    const unknown = await loginWith(t, { validateCode: 'abcd', uuid: 'not-a-captcha' });
    expect(bodyOf(unknown).description).toBe('The verification code is wrong or has expired');
  });
});

describe('captcha switched off (CAPTCHA=off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { captcha: false } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says so and lets login through without a code', async () => {
    const captcha = captchaSchema.parse(
      bodyOf(await t.app.inject({ method: 'GET', url: '/api/admin/code' })).data,
    );
    expect(captcha.enabled).toBe(false);
    expect((await loginWith(t, {})).statusCode).toBe(200);
  });
});
