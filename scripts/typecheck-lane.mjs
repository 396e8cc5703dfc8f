#!/usr/bin/env node
// One of the two typecheck lanes of .ci/run, so that the checks use both cores: lane 1 checks
// the three largest workspaces (server, console, benchmarks: about 30 s each on 2 × AMD EPYC),
// lane 2 every other workspace with a typecheck script, beside lint, cycles and the format
// check. A new workspace lands in lane 2 by itself. `npm run typecheck` checks them all in turn.
// Usage: node scripts/typecheck-lane.mjs 1|2
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANE_ONE = ['apps/server', 'apps/web', 'bench'];

const lane = process.argv[2];
if (lane !== '1' && lane !== '2') {
  console.error('Usage: node scripts/typecheck-lane.mjs 1|2');
  process.exit(2);
}
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const checked = workspaces.filter((dir) => {
  const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.typecheck);
});
const missing = LANE_ONE.filter((dir) => !checked.includes(dir));
if (missing.length) {
  console.error(`Lane 1 names workspaces without a typecheck script: ${missing.join(', ')}`);
  process.exit(1);
}
const mine = checked.filter((dir) => LANE_ONE.includes(dir) === (lane === '1'));
let failed = false;
for (const dir of mine) {
  console.log(`\n> typecheck ${dir}`);
  const result = spawnSync('npm', ['run', 'typecheck', '-w', dir], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
