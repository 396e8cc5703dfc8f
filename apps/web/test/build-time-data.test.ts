import { describe, expect, it } from 'vitest';
import { buildTimeData } from '../build-time-data';
import * as outline from '../src/lib/registry-outline';

const here = (path: string): string => decodeURIComponent(new URL(path, import.meta.url).pathname);
const root = here('..');

/** What the build ships for a module: the plugin's load hook, its literals read back. */
const shipped = async (file: string): Promise<Record<string, unknown>> => {
  const plugin = buildTimeData([file]);
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => unknown;
  const code = (await load.call({ addWatchFile: () => {} }, file)) as string;
  return Object.fromEntries(
    [...code.matchAll(/^export const (\w+) = (.*);$/gm)].map(([, name = '', data = '']) => [
      name,
      JSON.parse(data),
    ]),
  );
};

describe('build-time data', () => {
  it('ships the registry outline as the values the module computes from the declarations', async () => {
    const built = await shipped(here('../src/lib/registry-outline.ts'));
    expect(built).toEqual({ ...outline });
    expect(Object.keys(built.REGISTRY_SCREENS as object)).toContain('order');
  }, 60_000);

  it("ships a language's route titles, registry screens and static routes alike", async () => {
    const built = await shipped(here('../src/lib/route-titles/zh.ts'));
    expect(built).toEqual({ ...(await import('../src/lib/route-titles/zh')) });
    expect(built.ROUTE_TITLES).toMatchObject({ order: expect.any(String), dashboard: '首页' });
  }, 60_000);

  it('refuses a module that exports anything but plain data', async () => {
    await expect(shipped(here('../src/lib/screen-table.ts'))).rejects.toThrow(/not plain data/);
  }, 60_000);
});
