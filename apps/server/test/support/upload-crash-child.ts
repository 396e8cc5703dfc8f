/**
 * A server process to be killed mid-upload (file-sweep.test.ts runs it with `node --import
 * tsx` and sends it SIGKILL). It runs the real app on the database and data folder the parent
 * hands it in CRASH_CONFIG, and reports on stdout, one JSON line per event:
 *
 * - `kept`: an upload that finished (record and objects), which the sweep must keep;
 * - `stored`: an upload whose objects are written whole and whose record is not yet (the
 *   process is held there, as if the crash came between the bytes and the record);
 * - `writing`: an upload whose original is half written under its temporary name.
 *
 * Then it waits to be killed. Nothing here cleans up: that is the point.
 */
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config/config';
import type { ObjectStorage } from '../../src/storage/object-storage';
import { multipart } from './multipart';
import { ADMIN_PASSWORD } from './test-app';

const report = (event: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify(event)}\n`);
const never = new Promise<never>(() => undefined);

const config = JSON.parse(process.env.CRASH_CONFIG ?? '') as AppConfig;
const app = await buildApp(config);

const login = await app.inject({
  method: 'POST',
  url: '/api/admin/user/login',
  headers: { validateCode: 'none', uuid: 'none' },
  payload: { userName: 'admin', password: ADMIN_PASSWORD },
});
const { token } = login.json<{ data: { token: string } }>().data;

const upload = async (fileName: string) => {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#409EFF' },
  })
    .png()
    .toBuffer();
  const body = multipart({}, { name: 'file', fileName, contentType: 'image/png', bytes });
  return app.inject({
    method: 'POST',
    url: '/api/file/file-service/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
};

// 1. An upload that completes.
const kept = await upload('kept.png');
if (kept.statusCode !== 200) throw new Error(`upload failed: ${kept.body}`);
report({ event: 'kept', ...kept.json<{ data: object }>().data });

// 2 and 3: two uploads at once, each held at its own point of the write.
const storage = app.storage as { -readonly [K in keyof ObjectStorage]: ObjectStorage[K] };
const put = storage.put.bind(storage);
const storedKeys: string[] = [];
let puts = 0;
storage.put = async (key, body, contentType) => {
  puts += 1;
  if (puts <= 2) {
    // Upload 2: its original and thumbnail are written whole; the record never comes.
    await put(key, body, contentType);
    storedKeys.push(key);
    if (storedKeys.length < 2) return;
    report({ event: 'stored', keys: storedKeys });
    return never;
  }
  if (puts === 3) {
    // Upload 3: half of its original reaches the temporary file, the rest never does.
    const half = new PassThrough();
    const bytes = body as Buffer;
    half.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () =>
      report({ event: 'writing', key }),
    );
    void put(key, half, contentType);
    return never;
  }
  return put(key, body, contentType);
};
void upload('stored.png');
void (async () => {
  // The third put starts once upload 2 has stored both of its objects.
  while (storedKeys.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
  await upload('cut.png');
})();
await never;
