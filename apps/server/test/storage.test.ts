import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../src/storage/local-storage';
import {
  InvalidObjectKeyError,
  isObjectKey,
  type ListedObject,
  newObjectKey,
  type ObjectStorage,
  variantKey,
} from '../src/storage/object-storage';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, s3Storage } from '../src/storage/s3-storage';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { startTestApp } from './support/test-app';

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const AT = new Date('2026-11-23T10:00:00Z');

let s3: TestS3Server;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'retail-storage-'));
});

afterAll(async () => {
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('object keys', () => {
  it('are made by the server from the tenant, the month and a random id', () => {
    const key = newObjectKey(7, AT, 'png');
    expect(key).toMatch(/^t7\/2026\/11\/[0-9a-f-]{36}\.png$/);
    expect(newObjectKey(7, AT, 'png')).not.toBe(key);
    expect(variantKey(key, 'thumb', 'webp')).toBe(key.replace('.png', '-thumb.webp'));
  });

  it('refuse extensions that could smuggle a path', () => {
    expect(() => newObjectKey(1, AT, '../x')).toThrow(InvalidObjectKeyError);
    expect(() => newObjectKey(1, AT, 'png/..')).toThrow(InvalidObjectKeyError);
  });
});

const drivers: Array<[string, () => ObjectStorage]> = [
  ['local disk', () => localDiskStorage(dataDir)],
  ['S3 (real S3-protocol server on loopback)', () => s3Storage(s3.config)],
];

describe.each(drivers)('%s driver', (_name, make) => {
  it('stores bytes and reads the same bytes back, with their length', async () => {
    const storage = make();
    await storage.check();
    const key = newObjectKey(1, AT, 'png');
    await storage.put(key, PNG_BYTES, 'image/png');
    const stored = await storage.get(key);
    expect(stored).not.toBeNull();
    expect(stored?.size).toBe(PNG_BYTES.length);
    expect(await readAll(stored!.body)).toEqual(PNG_BYTES);
  });

  it('answers null for a key that holds nothing, and removes objects for good', async () => {
    const storage = make();
    const key = newObjectKey(2, AT, 'jpg');
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('keeps objects of different keys apart', async () => {
    const storage = make();
    const first = newObjectKey(3, AT, 'gif');
    const second = newObjectKey(4, AT, 'gif');
    await storage.put(first, Buffer.from('first'), 'image/gif');
    await storage.put(second, Buffer.from('second'), 'image/gif');
    expect((await readAll((await storage.get(first))!.body)).toString()).toBe('first');
    expect((await readAll((await storage.get(second))!.body)).toString()).toBe('second');
  });

  it('takes a stream as well as bytes, and lists complete objects with when they were written', async () => {
    const storage = make();
    const key = newObjectKey(9, AT, 'png');
    const before = Date.now() - 60_000;
    await storage.put(
      key,
      Readable.from([PNG_BYTES.subarray(0, 5), PNG_BYTES.subarray(5)]),
      'image/png',
    );
    expect(await readAll((await storage.get(key))!.body)).toEqual(PNG_BYTES);
    const listed: ListedObject[] = [];
    for await (const object of storage.list()) listed.push(object);
    const mine = listed.find((object) => object.key === key);
    expect(mine?.writtenAt).toBeGreaterThan(before);
    expect(listed.every((object) => isObjectKey(object.key))).toBe(true);
    await storage.remove(key);
  });

  it('refuses every key the server did not make, before touching the store', async () => {
    const storage = make();
    for (const key of ['../../etc/passwd', '/etc/passwd', 't1/2026/11/../../x', 'avatar.png', '']) {
      await expect(storage.put(key, PNG_BYTES, 'image/png')).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.remove(key)).rejects.toThrow(InvalidObjectKeyError);
    }
  });
});

describe('local disk driver', () => {
  it('writes under DATA_DIR/files and leaves no partial file behind', async () => {
    const storage = localDiskStorage(dataDir);
    const key = newObjectKey(5, AT, 'webp');
    await storage.put(key, Buffer.from('webp'), 'image/webp');
    const folder = join(dataDir, 'files', 't5', '2026', '11');
    expect(readdirSync(folder)).toEqual([key.split('/').pop()]);
  });

  it('does not overwrite an existing partial name and cleans up when a write fails', async () => {
    const storage = localDiskStorage(dataDir);
    const key = newObjectKey(6, AT, 'png');
    await storage.put(key, PNG_BYTES, 'image/png');
    // Writing over a folder fails mid-way: the old object stays, no temporary file is left.
    const folderKey = newObjectKey(6, AT, 'png');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dataDir, 'files', folderKey), { recursive: true });
    await expect(storage.put(folderKey, PNG_BYTES, 'image/png')).rejects.toThrow();
    const names = readdirSync(join(dataDir, 'files', 't6', '2026', '11'));
    expect(names.filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});

describe('local disk driver: what a crash leaves', () => {
  it('removes temporary files older than the limit and nothing else, however often it runs', async () => {
    const storage = localDiskStorage(dataDir);
    const key = newObjectKey(10, AT, 'png');
    await storage.put(key, PNG_BYTES, 'image/png');
    const folder = join(dataDir, 'files', 't10', '2026', '11');
    const old = join(folder, `${key.split('/').pop()}.${randomUUID()}.partial`);
    const young = join(folder, `${key.split('/').pop()}.${randomUUID()}.partial`);
    const stray = join(folder, 'notes.txt');
    for (const path of [old, young, stray]) writeFileSync(path, 'half');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(old, hourAgo, hourAgo);
    utimesSync(stray, hourAgo, hourAgo);
    const limit = Date.now() - 60_000;
    expect(await storage.removeTemporary(limit)).toBe(1);
    expect(await storage.removeTemporary(limit)).toBe(0);
    expect(readdirSync(folder).sort()).toEqual(
      [key.split('/').pop(), young.split('/').pop(), 'notes.txt'].sort(),
    );
    // Temporary names and stray files are never listed as objects.
    const listed: string[] = [];
    for await (const object of storage.list()) listed.push(object.key);
    expect(listed).toContain(key);
    expect(listed.filter((name) => !name.startsWith('t'))).toEqual([]);
    expect(listed.some((name) => name.endsWith('.partial') || name.endsWith('.txt'))).toBe(false);
  });
});

describe('S3 driver', () => {
  it('stores the content type and the cache policy of its visibility with each object', async () => {
    const storage = s3Storage(s3.config);
    const key = newObjectKey(8, AT, 'png');
    await storage.put(key, PNG_BYTES, 'image/png');
    const direct = await fetch(`${s3.config.endpoint}/${s3.config.bucket}/${key}`);
    expect(direct.headers.get('content-type')).toBe('image/png');
    // An hour, not a year: a removed picture leaves the caches within the hour.
    expect(direct.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const hidden = newObjectKey(8, AT, 'png', undefined, 'private');
    expect(hidden).toMatch(/^p8\//);
    await storage.put(hidden, PNG_BYTES, 'image/png');
    const privately = await fetch(`${s3.config.endpoint}/${s3.config.bucket}/${hidden}`);
    expect(privately.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('fails its start-up check with the bucket and endpoint named when the bucket is missing', async () => {
    const storage = s3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(storage.check()).rejects.toThrow(
      `S3 storage is not usable: bucket "no-such-bucket" at ${s3.config.endpoint}`,
    );
  });
});

describe('the app with STORAGE=s3', () => {
  it('starts on the S3 store and refuses to start when the store cannot be reached', async () => {
    const t = await startTestApp({ config: { storage: s3.config } });
    try {
      expect(t.app.storage.kind).toBe('s3');
    } finally {
      await t.close();
    }
    await expect(
      startTestApp({ config: { storage: { ...s3.config, bucket: 'missing-bucket' } } }),
    ).rejects.toThrow('bucket "missing-bucket"');
  });

  it('uses the local disk by default', async () => {
    const t = await startTestApp();
    try {
      expect(t.app.storage.kind).toBe('local');
    } finally {
      await t.close();
    }
  });
});
