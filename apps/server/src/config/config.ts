import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CACHE_NAMES, type CacheName, type CacheSwitch } from '../cache/cache-names';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKey: string;
      secretKey: string;
    };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type AppConfig = {
  port: number;
  host: string;
  /** Absolute path of the data folder (SQLite file, JWT secret, local files). */
  dataDir: string;
  database: DatabaseConfig;
  storage: StorageConfig;
  jwtSecret: string;
  /** Password of the `admin` user created on the first start; a random one when undefined. */
  adminPassword: string | undefined;
  captcha: boolean;
  /** The OpenAPI document and its UI at /api/docs (API_DOCS, default on). */
  apiDocs: boolean;
  seed: 'none' | 'demo';
  logLevel: LogLevel;
  tokenTtlSeconds: number;
  bodyLimit: number;
  /** Largest file one upload may carry (UPLOAD_MAX_BYTES, default 10 MB). */
  uploadMaxBytes: number;
  /** Folder of the built console; served at / when it exists. */
  webDist: string;
  /** Whether the server keeps anything it read or computed (CACHE=on|off, default on; cache/README.md). */
  cache: CacheSwitch;
  /**
   * Server processes on this machine sharing the port (WORKERS: a number, or `auto` for one per
   * core; default 1). `npm start` asks for `auto` (docs/operations.md, "Processes per core").
   */
  workers: number;
  /**
   * Whether this process runs the scheduled jobs (JOBS, default on): order and payment expiry,
   * activity clocks, device and file sweeps, report tasks. With several processes only the
   * first runs them.
   */
  jobs: boolean;
  /**
   * Threads that run the reads made outside a transaction, each on its own read-only
   * connection, off the event loop (READ_THREADS: `auto`, the default, gives 2 for a SQLite
   * file; `off` or 0 for none; a number from 1 to 16). Never for `:memory:` nor PostgreSQL,
   * whose reads never block the event loop (docs/operations.md, "Reading threads").
   */
  readThreads: number;
  /**
   * Every answer also checked against the contract with zod, and its JSON compared with the
   * compiled writer's (CHECK_ANSWERS, default off; the tests turn it on: lib/answer-writer.ts).
   */
  checkAnswers: boolean;
};

/** Raised when the environment is invalid; `problems` holds one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// This code runs from src/config/config.ts (tsx, tests) or bundled into dist/main.mjs (`npm start`,
// production): the package folder is the one holding `src` or `dist`.
const moduleDir = dirname(fileURLToPath(import.meta.url));
const serverPackageDir = resolve(moduleDir, basename(moduleDir) === 'dist' ? '..' : '../..');
export const DEFAULT_WEB_DIST = resolve(serverPackageDir, '../web/dist');

const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;
const MIN_ADMIN_PASSWORD_LENGTH = 8;

const DURATION_UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
/** `3600`, `90s`, `30m`, `12h`, `7d` → seconds. */
export const parseDuration = (value: string): number | undefined => {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) return undefined;
  const unit = (match[2] || 's') as keyof typeof DURATION_UNITS;
  const seconds = Number(match[1]) * DURATION_UNITS[unit];
  return seconds > 0 ? seconds : undefined;
};

const SIZE_UNITS = { b: 1, kb: 1024, mb: 1024 ** 2 } as const;
/** `1048576`, `512kb`, `1mb` (binary units) → bytes. */
export const parseByteSize = (value: string): number | undefined => {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(value.trim());
  if (!match) return undefined;
  const unit = (match[2]?.toLowerCase() ?? 'b') as keyof typeof SIZE_UNITS;
  const bytes = Number(match[1]) * SIZE_UNITS[unit];
  return bytes > 0 ? bytes : undefined;
};

const nonEmpty = z.string().trim().min(1);

/** Reading threads of `READ_THREADS=auto`: one for slow reads, one for the others meanwhile. */
export const AUTO_READ_THREADS = 2;
const MAX_READ_THREADS = 16;

/** `auto`, `off` or a count from 0 to 16 → a count of reading threads (undefined if invalid). */
export const readThreadsOf = (value: string): number | undefined => {
  if (value === 'auto') return AUTO_READ_THREADS;
  if (value === 'off') return 0;
  const count = Number(value);
  return /^\d+$/.test(value) && count <= MAX_READ_THREADS ? count : undefined;
};

/** One schema per variable, so that each problem names the variable it is about. */
/** A size in bytes, or with kb/mb (`1048576`, `1mb`). */
const byteSize = (fallback: number) =>
  z
    .string()
    .default(String(fallback))
    .transform((value, ctx) => {
      const bytes = parseByteSize(value);
      if (bytes === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a size in bytes, or with kb/mb, such as 1048576 or 1mb',
        });
        return z.NEVER;
      }
      return bytes;
    });

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number (1-65535)' })
    .int({ error: 'must be a port number (1-65535)' })
    .min(1, { error: 'must be a port number (1-65535)' })
    .max(65_535, { error: 'must be a port number (1-65535)' })
    .default(8080),
  HOST: nonEmpty.default('0.0.0.0'),
  DATA_DIR: nonEmpty.default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine(
      (url) =>
        !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^(postgres|postgresql|file):\/\//i.test(url),
      {
        error: 'must be a postgres:// or postgresql:// URL, or a SQLite file path',
      },
    )
    .optional(),
  STORAGE: z.enum(['local', 's3'], { error: 'must be "local" or "s3"' }).default('local'),
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.example.com' }).optional(),
  S3_BUCKET: nonEmpty.optional(),
  S3_REGION: nonEmpty.optional(),
  S3_ACCESS_KEY: nonEmpty.optional(),
  S3_SECRET_KEY: nonEmpty.optional(),
  JWT_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, { error: `must be at least ${MIN_SECRET_LENGTH} characters long` })
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_ADMIN_PASSWORD_LENGTH, {
      error: `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`,
    })
    .max(128, { error: 'must be at most 128 characters long' })
    .optional(),
  CAPTCHA: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  API_DOCS: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  SEED: z.enum(['none', 'demo'], { error: 'must be "none" or "demo"' }).default('none'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TOKEN_TTL: z
    .string()
    .default('12h')
    .transform((value, ctx) => {
      const seconds = parseDuration(value);
      if (seconds === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a duration such as 3600, 30m, 12h or 7d',
        });
        return z.NEVER;
      }
      return seconds;
    }),
  BODY_LIMIT: byteSize(1024 * 1024),
  UPLOAD_MAX_BYTES: byteSize(10 * 1024 * 1024),
  WEB_DIST: nonEmpty.optional(),
  CACHE: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  // Caches left off while the others keep, by name (for measuring what each one is worth).
  CACHE_WITHOUT: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const names = value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = names.filter((name) => !(CACHE_NAMES as readonly string[]).includes(name));
      if (unknown.length === 0) return names as CacheName[];
      ctx.addIssue({
        code: 'custom',
        message: `names no cache: ${unknown.join(', ')} (the caches: ${CACHE_NAMES.join(', ')})`,
      });
      return z.NEVER;
    }),
  // Replaced by CACHE (one switch for every cache): refused rather than silently ignored.
  KEPT_ANSWERS: z
    .never({ error: 'is replaced by CACHE=off (every cache) or CACHE=on (the default)' })
    .optional(),
  WORKERS: z
    .string()
    .default('1')
    .transform((value, ctx) => {
      if (value === 'auto') return availableParallelism();
      const count = Number(value);
      if (/^\d+$/.test(value) && count >= 1 && count <= 64) return count;
      ctx.addIssue({ code: 'custom', message: 'must be "auto" or a whole number from 1 to 64' });
      return z.NEVER;
    }),
  JOBS: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  CHECK_ANSWERS: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('off'),
  READ_THREADS: z
    .string()
    .default('auto')
    .transform((value, ctx) => {
      const threads = readThreadsOf(value);
      if (threads !== undefined) return threads;
      ctx.addIssue({
        code: 'custom',
        message: `must be "auto", "off" or a whole number from 0 to ${MAX_READ_THREADS}`,
      });
      return z.NEVER;
    }),
});

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
] as const;

type Env = Record<string, string | undefined>;

/** Empty variables count as unset, the way shells and compose files usually mean them. */
const withoutEmpty = (env: Env): Env =>
  Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );

export type ParsedEnv = z.infer<typeof envSchema>;

/** Validates the environment without touching the disk; throws ConfigError naming every bad variable. */
export const parseEnv = (env: Env): ParsedEnv => {
  const result = envSchema.safeParse(withoutEmpty(env));
  const problems: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      problems.push(`${name} ${issue.message}`);
    }
  }
  const storage = result.success ? result.data.STORAGE : env.STORAGE;
  if (storage === 's3') {
    const present = withoutEmpty(env);
    for (const name of S3_VARIABLES) {
      if (present[name] === undefined) problems.push(`${name} is required when STORAGE=s3`);
    }
  }
  if (problems.length > 0 || !result.success) throw new ConfigError([...new Set(problems)]);
  return result.data;
};

const readOrCreateSecret = (dataDir: string): string => {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= MIN_SECRET_LENGTH) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
};

const databaseFrom = (url: string | undefined, dataDir: string, cwd: string): DatabaseConfig => {
  if (url && /^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url };
  if (!url) return { kind: 'sqlite', file: join(dataDir, 'retail.db') };
  const path = url.replace(/^file:\/\//i, '');
  return {
    kind: 'sqlite',
    file: path === ':memory:' || isAbsolute(path) ? path : resolve(cwd, path),
  };
};

/**
 * Reads the configuration from the environment: validates it, creates DATA_DIR and, when
 * JWT_SECRET is unset, generates the secret once and keeps it in DATA_DIR (mode 0600).
 */
export const loadConfig = (env: Env = process.env, cwd: string = process.cwd()): AppConfig => {
  const parsed = parseEnv(env);
  const dataDir = resolve(cwd, parsed.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError([
      `DATA_DIR cannot be created at ${dataDir}: ${(error as Error).message}`,
    ]);
  }
  const storage: StorageConfig =
    parsed.STORAGE === 's3'
      ? {
          kind: 's3',
          endpoint: parsed.S3_ENDPOINT ?? '',
          bucket: parsed.S3_BUCKET ?? '',
          region: parsed.S3_REGION ?? '',
          accessKey: parsed.S3_ACCESS_KEY ?? '',
          secretKey: parsed.S3_SECRET_KEY ?? '',
        }
      : { kind: 'local' };
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    database: databaseFrom(parsed.DATABASE_URL, dataDir, cwd),
    storage,
    jwtSecret: parsed.JWT_SECRET ?? readOrCreateSecret(dataDir),
    adminPassword: parsed.ADMIN_PASSWORD,
    captcha: parsed.CAPTCHA === 'on',
    apiDocs: parsed.API_DOCS === 'on',
    seed: parsed.SEED,
    logLevel: parsed.LOG_LEVEL,
    tokenTtlSeconds: parsed.TOKEN_TTL,
    bodyLimit: parsed.BODY_LIMIT,
    uploadMaxBytes: parsed.UPLOAD_MAX_BYTES,
    webDist: parsed.WEB_DIST ? resolve(cwd, parsed.WEB_DIST) : DEFAULT_WEB_DIST,
    cache: {
      on: parsed.CACHE === 'on',
      ...(parsed.CACHE_WITHOUT.length > 0 ? { without: parsed.CACHE_WITHOUT } : {}),
    },
    workers: parsed.WORKERS,
    jobs: parsed.JOBS === 'on',
    readThreads: parsed.READ_THREADS,
    checkAnswers: parsed.CHECK_ANSWERS === 'on',
  };
};
