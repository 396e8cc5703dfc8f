import { build, type Plugin, type Rolldown } from 'vite';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The value itself when it is plain data (what JSON can write), else an error naming the path. */
const plainData = (value: unknown, path: string): Json => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return value as Json;
  if (Array.isArray(value)) return value.map((item, index) => plainData(item, `${path}[${index}]`));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, plainData(item, `${path}.${key}`)]),
    );
  throw new Error(`build-time data: ${path} is not plain data (${typeof value})`);
};

/**
 * Modules of plain data derived from heavy ones, evaluated once at build time: the build ships
 * their exports as literals, without what they were computed from.
 *
 * The cases are `src/lib/registry-outline.ts` and `src/lib/route-titles/<language>.ts`: the shell
 * needs the registry's screen paths and titles, which are derived from the resource declarations (zod schemas, fields, actions,
 * endpoints: most of a 35 kB gzip chunk). The module stays an ordinary module that computes
 * them from the declarations, so the dev server (live edits of a declaration), the unit tests
 * and the type checker use it as it is and need no plugin; `vite build` runs it in Node and
 * replaces it with its values, so the declarations are left to the screens' lazy chunks. One
 * source of truth, nothing copied by hand.
 *
 * Such a module exports data only (strings, numbers, booleans, null, arrays, plain objects):
 * a function or a class instance fails the build; a named export the replacement lacks would
 * fail it too, as an import of a missing export.
 */
export const buildTimeData = (modules: readonly string[]): Plugin => {
  const files = new Set(modules);
  let root = '';
  return {
    name: 'retail:build-time-data',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!files.has(file)) return null;
      // The module and all it imports (the contract's TypeScript, zod) bundled into one ES module
      // in memory, then run here in Node: a nested build is native-fast, where running the
      // modules one by one (Vite's module runner) cost the build several seconds more.
      const built = await build({
        configFile: false,
        root,
        logLevel: 'silent',
        ssr: { noExternal: true },
        build: {
          ssr: file,
          write: false,
          minify: false,
          rolldownOptions: { output: { format: 'esm', codeSplitting: false } },
        },
      });
      const output = Array.isArray(built) ? built[0] : (built as Rolldown.RolldownOutput);
      const chunk = output?.output[0];
      if (chunk?.type !== 'chunk') throw new Error(`build-time data: ${file} did not build`);
      // `vite build --watch` rebuilds when a declaration changes.
      for (const dependency of chunk.moduleIds) this.addWatchFile(dependency);
      const module = (await import(
        `data:text/javascript,${encodeURIComponent(chunk.code)}`
      )) as Record<string, unknown>;
      const exports = Object.entries(module);
      if (exports.length === 0) throw new Error(`build-time data: ${file} exports nothing`);
      return exports
        .map(([name, value]) => {
          const data = JSON.stringify(plainData(value, name));
          return name === 'default' ? `export default ${data};` : `export const ${name} = ${data};`;
        })
        .join('\n');
    },
  };
};
