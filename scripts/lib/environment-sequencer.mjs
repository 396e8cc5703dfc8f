// The order of the test files (vitest.config.ts, `sequence.sequencer`): vitest's own order
// (failed first, then longest first), with the files that ask for the same environment queued
// together. A worker that shares its modules between files (`isolate: false`) is kept for the
// next file only when that file asks for the same environment and options; in vitest's order
// the unit files' three (node, happy-dom, happy-dom with reduced motion) alternate, so about
// half the files started a new worker that loaded React and antd again (bench/README.md,
// "Unit files queued by environment").
import { readFileSync } from 'node:fs';
import { BaseSequencer } from 'vitest/node';

/** A file's `@vitest-environment` and `@vitest-environment-options` lines: its environment's key. */
const environmentOf = (file) => {
  let head;
  try {
    head = readFileSync(file, 'utf8').slice(0, 2_000);
  } catch {
    return '';
  }
  const name = /@vitest-environment\s+(\S+)/.exec(head)?.[1] ?? '';
  const options = /@vitest-environment-options\s+(.+)/.exec(head)?.[1]?.trim() ?? '';
  return `${name} ${options}`;
};

export class EnvironmentSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    /** @type {Map<string, import('vitest/node').TestSpecification[]>} */
    const groups = new Map();
    for (const spec of sorted) {
      const key = `${spec.project.name}\n${environmentOf(spec.moduleId)}`;
      const group = groups.get(key);
      if (group) group.push(spec);
      else groups.set(key, [spec]);
    }
    // Each group where its first file was, and in vitest's order within it.
    return [...groups.values()].flat();
  }
}
