import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type TestApp, startTestApp } from './test-app';

/**
 * The app serving a built console of its own (WEB_DIST): this index.html, one script at
 * /assets/app.js and any other `files` (path in the folder → content). `close` stops the app
 * and removes the folder.
 */
export const startConsoleApp = async (
  indexHtml: string,
  files: Record<string, string | Buffer> = {},
): Promise<TestApp> => {
  const webDist = mkdtempSync(join(tmpdir(), 'retail-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("app");');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(webDist, path)), { recursive: true });
    writeFileSync(join(webDist, path), content);
  }
  const t = await startTestApp({ config: { webDist } });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
};
