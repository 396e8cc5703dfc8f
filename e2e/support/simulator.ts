import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseUrl } from './browser';

const SIMULATOR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'scripts',
  'device-simulator.mjs',
);

/**
 * Runs the device simulator (scripts/device-simulator.mjs) once for these devices against the
 * server under test; resolves with its exit code and output.
 */
export const simulate = (devices: Array<{ code: string; secret: string }>, extra: string[] = []) =>
  new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(
      process.execPath,
      [SIMULATOR, '--url', baseUrl(), '--once', '--version', 'e2e-1.0', ...extra],
      { env: { ...process.env, DEVICES: JSON.stringify(devices) } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code, output }));
  });
