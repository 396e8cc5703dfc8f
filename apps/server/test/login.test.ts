import { type AuthorityNode, type LoginResult, loginResultSchema } from '@retail/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import {
  LOGIN_DELAY_MAX_MS,
  LOGIN_DELAY_STEP_MS,
  LOGIN_FAILURE_WINDOW_MS,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_USER,
} from '../src/modules/auth/auth.service';
import {
  ADMIN_PASSWORD,
  bodyOf,
  drawCaptcha,
  login,
  type TestApp,
  startTestApp,
} from './support/test-app';

const flatten = (nodes: AuthorityNode[]): AuthorityNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

const account = (userName: string) => {
  const found = DEMO_ACCOUNTS.find((entry) => entry.userName === userName);
  if (!found) throw new Error(`no demo account ${userName}`);
  return found;
};

describe('login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo' } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000));

  it('logs the admin in and returns the login result with the authority tree', async () => {
    const response = await login(t, { userName: 'admin', password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = bodyOf(response);
    expect(body).toMatchObject({ successful: true, status: 200 });
    const result = loginResultSchema.parse(body.data);
    expect(result).toMatchObject({
      userName: 'admin',
      organPath: `/${result.organId}/`,
      tenantId: result.organId,
      roles: ['admin'],
    });
    expect(result.token.split('.')).toHaveLength(3);

    const top = result.userAuthorities.map((node) => node.code);
    expect(top.slice(0, 2)).toEqual(['DASHBOARD', 'SYSTEM_MANAGE']);
    const system = result.userAuthorities.find((node) => node.code === 'SYSTEM_MANAGE');
    expect(system).toMatchObject({ type: 1, url: '/system', parentId: null });
    const user = system?.children.find((node) => node.code === 'USER');
    expect(user).toMatchObject({
      type: 2,
      url: '/user/index',
      parentId: system?.id,
      hidden: false,
    });
    expect(user?.children.map((node) => [node.code, node.type])).toEqual([
      ['USER_LIST', 3],
      ['USER_EDIT', 3],
      ['USER_REMOVE', 3],
    ]);
    const sorts = result.userAuthorities.map((node) => node.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(flatten(result.userAuthorities).map((node) => node.code)).toContain(
      'PLATFROM_TENANT_QUERY',
    );
  });

  it('gives each demo role its own tree', async () => {
    const codesOf = async (userName: string) => {
      const response = await login(t, { userName, password: account(userName).password });
      const result = loginResultSchema.parse(bodyOf(response).data);
      return { result, codes: flatten(result.userAuthorities).map((node) => node.code) };
    };
    const operator = await codesOf('sunrise.store');
    expect(operator.result.roles).toEqual(['store-operator']);
    expect(operator.result.organPath).toMatch(/^\/\d+\/\d+\/\d+\/$/);
    expect(operator.result.userAuthorities.map((node) => node.code)).toEqual([
      'DASHBOARD',
      'FILE_MANAGE',
      'STORE_MANAGE',
      'GOODS_MANAGE',
      // Everyone takes part in approvals (their to-do, their processes).
      'FLOW_MANAGE',
    ]);
    expect(operator.codes).toContain('UPLOAD_PICTURE_2_SYS');
    expect(operator.codes).not.toContain('GOODS_SPECIFICATION_GROUP_LIST');

    const tenantAdmin = await codesOf('harbour.admin');
    expect(tenantAdmin.result.roles).toEqual(['tenant-admin']);
    expect(tenantAdmin.result.tenantId).toBe(tenantAdmin.result.organId);
    expect(tenantAdmin.codes).toContain('GOODS_SPECIFICATION_GROUP_LIST');
    expect(tenantAdmin.codes.filter((code) => code.startsWith('PLATFROM_'))).toEqual([]);
    expect(tenantAdmin.codes).not.toContain('AUTHORITY');
  });

  it('trims the user name', async () => {
    const response = await login(t, { userName: '  admin \t', password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(loginResultSchema.parse(bodyOf(response).data).userName).toBe('admin');
  });

  it.each([
    [
      'a missing user name',
      { password: 'x' },
      'userName',
      'User name is required',
      '用户名不能为空',
    ],
    [
      'an empty user name',
      { userName: '', password: 'x' },
      'userName',
      'User name is required',
      '用户名不能为空',
    ],
    [
      'a blank user name',
      { userName: '   ', password: 'x' },
      'userName',
      'User name is required',
      '用户名不能为空',
    ],
    [
      'a missing password',
      { userName: 'admin' },
      'password',
      'Password is required',
      '密码不能为空',
    ],
    [
      'an empty password',
      { userName: 'admin', password: '' },
      'password',
      'Password is required',
      '密码不能为空',
    ],
    [
      'a user name that is not text',
      { userName: 123, password: 'x' },
      'userName',
      'User name is not valid',
      '用户名格式不正确',
    ],
    [
      'a too long user name',
      { userName: 'a'.repeat(65), password: 'x' },
      'userName',
      'User name is too long',
      '用户名过长',
    ],
  ])('refuses %s with 400 naming the field', async (_case, body, field, en, zh) => {
    const english = await login(t, body);
    expect(english.statusCode).toBe(400);
    expect(bodyOf(english)).toMatchObject({
      successful: false,
      status: 400,
      field,
      description: en,
    });
    const chinese = await login(t, body, { language: 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(bodyOf(chinese)).toMatchObject({ status: 400, field, description: zh });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await login(t, { userName: 'nobody', password: 'whatever-1' });
    const wrong = await login(t, { userName: 'admin', password: 'whatever-1' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
    expect(bodyOf(wrong).description).toBe('Wrong user name or password');
  });

  const failedAttemptsOf = (response: { json: () => unknown }) =>
    (response.json() as { data: LoginResult }).data.failedAttemptsSinceLastLogin;

  it(`slows a name down after ${MAX_FAILURES_PER_USER} failures, never shuts its owner out, and tells them`, async () => {
    const { userName, password } = account('sunrise.admin');
    const stranger = '198.51.100.7';
    const slept = t.clock.slept.length;
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USER + 3; attempt += 1) {
      const response = await login(
        t,
        { userName, password: `wrong-${attempt}` },
        { remoteAddress: stranger },
      );
      // Wrong is wrong: slowed down past the limit, never told anything else.
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).description).toBe('Wrong user name or password');
    }
    // Each attempt past the limit waited a step longer than the one before.
    expect(t.clock.slept.slice(slept)).toEqual([1, 2, 3].map((n) => n * LOGIN_DELAY_STEP_MS));

    // The owner, from their own address and with the captcha, gets in (after a wait) and is
    // told of the failed attempts.
    const owner = await login(t, { userName, password }, { remoteAddress: '192.0.2.10' });
    expect(owner.statusCode).toBe(200);
    expect(t.clock.slept.at(-1)).toBe(4 * LOGIN_DELAY_STEP_MS);
    expect(failedAttemptsOf(owner)).toBe(MAX_FAILURES_PER_USER + 3);
    // Told once: the count starts over, and so does the throttle.
    const again = await login(t, { userName, password }, { remoteAddress: stranger });
    expect(failedAttemptsOf(again)).toBe(0);
    expect(t.clock.slept.length).toBe(slept + 4);
    // Other users are not affected.
    const other = await login(t, { userName: 'admin', password: ADMIN_PASSWORD });
    expect(other.statusCode).toBe(200);
    expect(t.clock.slept.length).toBe(slept + 4);
  });

  it('records the throttling in the log, with the name, the address and the counts', async () => {
    const { userName, password } = account('sunrise.store');
    const warn = vi.spyOn(t.app.log, 'warn');
    const info = vi.spyOn(t.app.log, 'info');
    try {
      for (let attempt = 0; attempt <= MAX_FAILURES_PER_USER; attempt += 1)
        await login(t, { userName, password: 'not-it-1' }, { remoteAddress: '198.51.100.8' });
      expect(warn).toHaveBeenCalledWith(
        {
          userName,
          ip: '198.51.100.8',
          failuresOfUser: MAX_FAILURES_PER_USER + 1,
          failuresFromIp: MAX_FAILURES_PER_USER + 1,
          delayMs: LOGIN_DELAY_STEP_MS,
        },
        'login throttled: too many failures',
      );
      await login(t, { userName, password }, { remoteAddress: '192.0.2.11' });
      expect(info).toHaveBeenCalledWith(
        {
          userName,
          ip: '192.0.2.11',
          failedAttemptsSinceLastLogin: MAX_FAILURES_PER_USER + 1,
        },
        'login after failed attempts',
      );
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
  });

  it('counts many wrong passwords sent at once for one name: all past the limit wait, longer and longer', async () => {
    const { userName, password } = account('harbour.station');
    // Captchas are drawn one by one (each answer is read after its draw), the logins sent at once.
    const captchas = [];
    for (let attempt = 0; attempt < 40; attempt += 1) captchas.push(await drawCaptcha(t));
    const slept = t.clock.slept.length;
    const answers = await Promise.all(
      captchas.map(({ captcha, answer }, attempt) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/user/login',
          headers: { validateCode: answer, uuid: captcha.uuid },
          payload: { userName, password: `burst-${attempt}` },
          remoteAddress: `198.51.100.${attempt + 50}`,
        }),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(40).fill(400));
    // Every attempt is counted from its start, so a burst cannot pass a count none of its
    // attempts is in yet: at least all but the first few waited, the later ones the longest.
    const waits = t.clock.slept.slice(slept);
    expect(waits.length).toBeGreaterThanOrEqual(40 - MAX_FAILURES_PER_USER);
    expect(Math.max(...waits)).toBe(LOGIN_DELAY_MAX_MS);
    // The owner still gets in, slowed by the burst, and hears of all 40.
    const owner = await login(t, { userName, password });
    expect(owner.statusCode).toBe(200);
    expect(t.clock.slept.at(-1)).toBe(LOGIN_DELAY_MAX_MS);
    expect(failedAttemptsOf(owner)).toBe(40);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { userName, password } = account('harbour.store');
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USER - 1; attempt += 1)
      await login(t, { userName, password: 'nope-nope' });
    const first = await login(t, { userName, password });
    expect(first.statusCode).toBe(200);
    expect(failedAttemptsOf(first)).toBe(MAX_FAILURES_PER_USER - 1);
    expect((await login(t, { userName, password: 'nope-nope' })).statusCode).toBe(400);
    const second = await login(t, { userName, password });
    expect(second.statusCode).toBe(200);
    expect(failedAttemptsOf(second)).toBe(1);
  });

  it(`slows an address down after ${MAX_FAILURES_PER_IP} failures, whatever names are tried, and locks nobody behind it out`, async () => {
    const remoteAddress = '203.0.113.7';
    for (let attempt = 0; attempt < MAX_FAILURES_PER_IP; attempt += 1) {
      const response = await login(
        t,
        { userName: `guess-${attempt}`, password: 'guess-password' },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(400);
    }
    const slept = t.clock.slept.length;
    // Someone else behind the same address (an office, a shop's router) still gets in, slowed.
    const colleague = await login(
      t,
      { userName: 'admin', password: ADMIN_PASSWORD },
      { remoteAddress },
    );
    expect(colleague.statusCode).toBe(200);
    expect(t.clock.slept.slice(slept)).toEqual([LOGIN_DELAY_STEP_MS]);
    // Another address is not slowed at all.
    const elsewhere = await login(
      t,
      { userName: 'admin', password: ADMIN_PASSWORD },
      { remoteAddress: '203.0.113.8' },
    );
    expect(elsewhere.statusCode).toBe(200);
    expect(t.clock.slept.length).toBe(slept + 1);
  });

  it('refuses a disabled user after checking the password', async () => {
    const { userName, password } = account('harbour.admin');
    await t.app.db
      .updateTable('user')
      .set({ enabled: 0 })
      .where('userName', '=', userName)
      .execute();
    try {
      const response = await login(t, { userName, password });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).description).toBe('This user is disabled');
      expect(bodyOf(await login(t, { userName, password: 'wrong-one' })).description).toBe(
        'Wrong user name or password',
      );
    } finally {
      await t.app.db
        .updateTable('user')
        .set({ enabled: 1 })
        .where('userName', '=', userName)
        .execute();
    }
  });
});

describe('login without a captcha (CAPTCHA=off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { captcha: false } });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`refuses a name past ${MAX_FAILURES_PER_USER} failures with 429: with no captcha, nobody has proved anything`, async () => {
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USER; attempt += 1)
      expect((await login(t, { userName: 'admin', password: `wrong-${attempt}` })).statusCode).toBe(
        400,
      );
    const blocked = await login(t, { userName: 'admin', password: ADMIN_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(bodyOf(blocked)).toMatchObject({
      successful: false,
      status: 429,
      description: 'Too many failed logins, try again in 15 minutes',
    });
    expect(t.clock.slept).toEqual([]);
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    const owner = await login(t, { userName: 'admin', password: ADMIN_PASSWORD });
    expect(owner.statusCode).toBe(200);
    expect((owner.json() as { data: LoginResult }).data.failedAttemptsSinceLastLogin).toBe(
      MAX_FAILURES_PER_USER,
    );
  });
});
