// Types of server-process.mjs for the TypeScript callers (API tests, benches).
export declare const repoRoot: string;
export declare const serverDir: string;
export declare const webDist: string;
export declare const serverBundle: string;
export declare const freePort: () => Promise<number>;
export type StartedServer = {
  url: string;
  port: number;
  pid: number;
  log: () => string;
  stop: () => Promise<void>;
};
export declare const startServer: (options?: {
  entry?: string;
  cwd?: string;
  env?: Record<string, string | undefined>;
  logFile?: string;
  readyPath?: string;
  timeoutMs?: number;
}) => Promise<StartedServer>;
