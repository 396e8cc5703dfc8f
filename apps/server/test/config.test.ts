import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WEB_DIST, loadConfig, parseEnv } from '../src/config/config';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
};

describe('configuration', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'retail-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(cwd, 'data'),
      database: { kind: 'sqlite', file: join(cwd, 'data', 'retail.db') },
      storage: { kind: 'local' },
      adminPassword: undefined,
      captcha: true,
      seed: 'none',
      logLevel: 'info',
      tokenTtlSeconds: 12 * 3600,
      bodyLimit: 1024 * 1024,
      webDist: DEFAULT_WEB_DIST,
      cache: { on: true },
    });
    expect(DEFAULT_WEB_DIST).toBe(resolve(serverDir, '../web/dist'));
  });

  it('generates the JWT secret once, keeps it in DATA_DIR with mode 0600 and reuses it', () => {
    const cwd = tempDir();
    const first = loadConfig({ DATA_DIR: 'state' }, cwd);
    const file = join(cwd, 'state', 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: 'state' }, cwd).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: 'state', JWT_SECRET: 'x'.repeat(40) }, cwd).jwtSecret).toBe(
      'x'.repeat(40),
    );
  });

  it('reads every variable', () => {
    const cwd = tempDir();
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'd',
        DATABASE_URL: 'postgresql://u:p@db:5432/retail',
        STORAGE: 's3',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_BUCKET: 'b',
        S3_REGION: 'r',
        S3_ACCESS_KEY: 'a',
        S3_SECRET_KEY: 's',
        ADMIN_PASSWORD: 'secret-pass',
        CAPTCHA: 'off',
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        TOKEN_TTL: '30m',
        BODY_LIMIT: '2mb',
        WEB_DIST: 'web',
        CACHE: 'off',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: join(cwd, 'd'),
      database: { kind: 'postgres', url: 'postgresql://u:p@db:5432/retail' },
      storage: {
        kind: 's3',
        endpoint: 'https://s3.example.com',
        bucket: 'b',
        region: 'r',
        accessKey: 'a',
        secretKey: 's',
      },
      adminPassword: 'secret-pass',
      captcha: false,
      seed: 'demo',
      logLevel: 'warn',
      tokenTtlSeconds: 1800,
      bodyLimit: 2 * 1024 * 1024,
      webDist: join(cwd, 'web'),
      cache: { on: false },
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }, cwd).database.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'other.db' }, cwd).database).toEqual({
      kind: 'sqlite',
      file: join(cwd, 'other.db'),
    });
  });

  it('runs one process with the jobs by default, one per core with WORKERS=auto', () => {
    const cwd = tempDir();
    expect(loadConfig({}, cwd)).toMatchObject({ workers: 1, jobs: true });
    expect(loadConfig({ WORKERS: 'auto', JOBS: 'off' }, cwd)).toMatchObject({
      workers: availableParallelism(),
      jobs: false,
    });
    expect(loadConfig({ WORKERS: '3' }, cwd).workers).toBe(3);
  });

  it('reads with two threads by default, none with READ_THREADS=off, and refuses other words', () => {
    const cwd = tempDir();
    expect(loadConfig({}, cwd).readThreads).toBe(2);
    expect(loadConfig({ READ_THREADS: 'off' }, cwd).readThreads).toBe(0);
    expect(loadConfig({ READ_THREADS: '3' }, cwd).readThreads).toBe(3);
    expect(() => loadConfig({ READ_THREADS: '17' }, cwd)).toThrow(/READ_THREADS must be/);
    expect(() => loadConfig({ READ_THREADS: 'many' }, cwd)).toThrow(/READ_THREADS must be/);
  });

  it('leaves the caches named by CACHE_WITHOUT off and refuses a name that is no cache', () => {
    const cwd = tempDir();
    expect(loadConfig({ CACHE_WITHOUT: 'answers, identity' }, cwd).cache).toEqual({
      on: true,
      without: ['answers', 'identity'],
    });
    expect(loadConfig({}, cwd).cache).toEqual({ on: true });
    expect(() => loadConfig({ CACHE_WITHOUT: 'answers,everything' }, cwd)).toThrow(
      /CACHE_WITHOUT names no cache: everything/,
    );
  });

  it('names each bad variable in one line and says why', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a port number (1-65535)']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be a port number (1-65535)']);
    expect(problemsOf({ STORAGE: 'ftp' })).toEqual(['STORAGE must be "local" or "s3"']);
    expect(problemsOf({ CACHE: 'some' })).toEqual(['CACHE must be "on" or "off"']);
    expect(problemsOf({ KEPT_ANSWERS: '0' })).toEqual([
      'KEPT_ANSWERS is replaced by CACHE=off (every cache) or CACHE=on (the default)',
    ]);
    expect(problemsOf({ CAPTCHA: 'maybe' })).toEqual(['CAPTCHA must be "on" or "off"']);
    for (const workers of ['0', '65', 'many', '1.5'])
      expect(problemsOf({ WORKERS: workers })).toEqual([
        'WORKERS must be "auto" or a whole number from 1 to 64',
      ]);
    expect(problemsOf({ JOBS: 'sometimes' })).toEqual(['JOBS must be "on" or "off"']);
    expect(problemsOf({ API_DOCS: 'no' })).toEqual(['API_DOCS must be "on" or "off"']);
    expect(problemsOf({ SEED: 'all' })).toEqual(['SEED must be "none" or "demo"']);
    expect(problemsOf({ TOKEN_TTL: 'soon' })).toEqual([
      'TOKEN_TTL must be a duration such as 3600, 30m, 12h or 7d',
    ]);
    expect(problemsOf({ BODY_LIMIT: '-1' })[0]).toMatch(/^BODY_LIMIT must be a size in bytes/);
    expect(problemsOf({ DATABASE_URL: 'mysql://h/db' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL, or a SQLite file path',
    ]);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET must be at least 32 characters long',
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: 'abc' })).toEqual([
      'ADMIN_PASSWORD must be at least 8 characters long',
    ]);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL must be one of/);
  });

  it('requires every S3 variable when STORAGE=s3, and reports all problems at once', () => {
    expect(problemsOf({ STORAGE: 's3', S3_BUCKET: 'b' })).toEqual([
      'S3_ENDPOINT is required when STORAGE=s3',
      'S3_REGION is required when STORAGE=s3',
      'S3_ACCESS_KEY is required when STORAGE=s3',
      'S3_SECRET_KEY is required when STORAGE=s3',
    ]);
    expect(problemsOf({ PORT: 'x', SEED: 'y' })).toEqual([
      'PORT must be a port number (1-65535)',
      'SEED must be "none" or "demo"',
    ]);
  });

  it('makes the server exit with status 1 and the message when the environment is bad', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'abc', CAPTCHA: 'maybe', DATA_DIR: tempDir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a port number (1-65535)');
    expect(result.stderr).toContain('CAPTCHA must be "on" or "off"');
  });
});
