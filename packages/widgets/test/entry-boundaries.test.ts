// The entry points keep their promises: schemas has no React, render has no zod and no
// editor code and stays small, and each widget folder is named after its type.
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { WIDGET_SCHEMAS } from '../src/schemas';

const SRC = new URL('../src/', import.meta.url).pathname;

const bundle = async (entry: string, external: string[] = []) => {
  const result = await build({
    entryPoints: [`${SRC}${entry}`],
    bundle: true,
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    external,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  return { metafile: result.metafile as Metafile, code: output!.contents };
};

/** Every module reached from the entry, and every import they make (before tree-shaking). */
const graph = (metafile: Metafile) => ({
  files: Object.keys(metafile.inputs),
  imports: Object.values(metafile.inputs).flatMap((input) => input.imports.map((i) => i.path)),
});

/** The modules that actually put bytes in the output (after tree-shaking). */
const shipped = (metafile: Metafile) =>
  Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );

const gzipSize = async (bytes: Uint8Array) => {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
};

const REACT = /^react(-dom)?(\/|$)/;

describe('entry points', () => {
  it('schemas reaches neither React nor any view or editor module', async () => {
    const { metafile } = await bundle('schemas.ts', ['react', 'react-dom', 'react/*', 'zod']);
    const { files, imports } = graph(metafile);
    expect(imports.filter((path) => REACT.test(path))).toEqual([]);
    expect(files.filter((file) => /\.tsx$|\.view\.|\.editor\.|use-widget-text/.test(file))).toEqual(
      [],
    );
  });

  it('render ships no zod, no editor code and no UI library, and stays small', async () => {
    const { metafile, code } = await bundle('render.ts', ['react', 'react-dom', 'react/*']);
    const { imports } = graph(metafile);
    expect(imports.filter((path) => /^(antd|@ant-design)/.test(path))).toEqual([]);
    const modules = shipped(metafile);
    expect(modules.filter((file) => file.includes('node_modules/zod'))).toEqual([]);
    expect(
      modules.filter((file) =>
        /\.editor\.ts$|\.schema\.ts$|\/labels\.ts$|\.labels\.ts$|schema-path/.test(file),
      ),
    ).toEqual([]);
    expect(new TextDecoder().decode(code)).not.toMatch(/console\./);
    // A guard, not the benchmark (bench/ records the real figure): all widgets must stay light.
    expect(await gzipSize(code)).toBeLessThan(40_000);
  });

  it('has one folder per widget type, with its schema, defaults, view and editor', async () => {
    const { metafile: schemas } = await bundle('schemas.ts', [
      'react',
      'react-dom',
      'react/*',
      'zod',
    ]);
    const { metafile: views } = await bundle('render.ts', ['react', 'react-dom', 'react/*']);
    const { metafile: editors } = await bundle('editor.ts', [
      'react',
      'react-dom',
      'react/*',
      'zod',
    ]);
    const inputs = [schemas, views, editors].flatMap((m) => Object.keys(m.inputs));
    for (const { type } of WIDGET_SCHEMAS) {
      for (const role of ['schema.ts', 'defaults.ts', 'view.tsx', 'editor.ts']) {
        expect(inputs.some((file) => file.endsWith(`src/widgets/${type}/${type}.${role}`))).toBe(
          true,
        );
      }
    }
  });
});
