import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FileFolderRecord, FileRecord } from '@retail/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, demoToken } from './support/admin-calls';
import { multipart } from './support/multipart';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { bearer, bodyOf, type TestApp, startTestApp } from './support/test-app';

const UPLOAD = '/api/file/file-service/upload';
const LIST = '/api/file/file-service/list?pageSize=15&pageNum=1';
const EDIT = '/api/file/file-service/edit';
const REMOVE = '/api/file/file-service/remove';
const BY_FOLDER = '/api/file/file-service/pagination/query-by-folder/15/1';
const BELONG_FOLDER = '/api/file/file-service/pagination/query-belong-folder/15/1';
const FOLDER_LIST = '/api/file/file-folder/list/15/1';
const FOLDER_TREE = '/api/file/file-folder/query-for-list';
const FOLDER_EDIT = '/api/file/file-folder/edit';
const FOLDER_REMOVE = '/api/file/file-folder/remove';
const BIND = '/api/file/folder-file-link/bind-folder-files';
const UNBIND = '/api/file/folder-file-link/unbind-folder-files';

/** A real picture of the given size and format. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#409EFF' } })
    .toFormat(format)
    .toBuffer();

/** Random pixels do not compress: a PNG of about width × height × 3 bytes. */
const noisyPng = (width: number, height: number) =>
  sharp(
    Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))),
    {
      raw: { width, height, channels: 3 },
    },
  )
    .png({ compressionLevel: 0 })
    .toBuffer();

const PAGE_LIMIT_BYTES = 200 * 1024;

type Ctx = { t: TestApp; sunrise: string; harbour: string; store: string };

const upload = (
  c: Ctx,
  token: string,
  bytes: Buffer,
  fileName = 'shelf.png',
  fields: Record<string, number> = {},
) => {
  const body = multipart(fields, { name: 'file', fileName, contentType: 'image/png', bytes });
  return c.t.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

const fileCount = async (t: TestApp) =>
  Number(
    (
      await t.app.db
        .selectFrom('file')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Objects in the local store (the S3 store is checked through the API instead). */
const localObjects = (t: TestApp): string[] => {
  const root = join(t.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
};

const entitiesOf = <T>(body: unknown): T[] => (body as { entities: T[] }).entities;

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server('retail-files');
});
afterAll(async () => {
  await s3.stop();
});

describe.each(['local', 's3'] as const)('file bank on %s storage', (driver) => {
  const c = {} as Ctx;

  beforeAll(async () => {
    c.t = await startTestApp({
      config: {
        seed: 'demo',
        captcha: false,
        uploadMaxBytes: PAGE_LIMIT_BYTES,
        ...(driver === 's3' ? { storage: s3.config } : {}),
      },
    });
    c.sunrise = await demoToken(c.t, 'sunrise.admin');
    c.harbour = await demoToken(c.t, 'harbour.admin');
    c.store = await demoToken(c.t, 'sunrise.store');
  });
  afterAll(async () => {
    await c.t.close();
  });

  it('stores an uploaded picture with its size, a thumbnail, and serves both with the right headers', async () => {
    const bytes = await picture(800, 600, 'png');
    const response = await upload(c, c.sunrise, bytes, 'Shelf photo.png');
    expect(response.statusCode).toBe(200);
    const file = bodyOf(response).data as FileRecord;
    expect(file).toMatchObject({
      fileName: 'Shelf photo.png',
      contentType: 'image/png',
      fileSize: bytes.length,
      width: 800,
      height: 600,
      sysId: driver,
      createBy: 'sunrise.admin',
    });
    expect(file.fileUrl).toMatch(/^\/api\/file\/object\/t\d+\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);

    const original = await c.t.app.inject({ method: 'GET', url: file.fileUrl });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(bytes)).toBe(true);
    expect(original.headers['content-type']).toBe('image/png');
    // Public, but for an hour rather than a year: a removed picture leaves caches within it.
    expect(original.headers['cache-control']).toBe('public, max-age=3600');
    expect(file.visibility).toBe('public');
    expect(original.headers['content-disposition']).toBe(
      `inline; filename="Shelf photo.png"; filename*=UTF-8''Shelf%20photo.png`,
    );

    for (const url of [
      '/api/file/object/t1/2026/11/00000000-0000-0000-0000-000000000000.png',
      '/api/file/object/..%2F..%2Fetc/2026/11/passwd',
      file.fileUrl.replace('.png', '.gif'),
    ])
      expect((await c.t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);

    const thumbnail = await c.t.app.inject({ method: 'GET', url: file.thumbnailUrl });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([240, 180]);
  });

  it('recognises jpeg, gif and webp by their bytes, whatever the name says', async () => {
    for (const format of ['jpeg', 'gif', 'webp'] as const) {
      const response = await upload(c, c.sunrise, await picture(30, 20, format), 'picture.png');
      expect(response.statusCode, format).toBe(200);
      expect((bodyOf(response).data as FileRecord).contentType).toBe(`image/${format}`);
    }
  });

  it('refuses a renamed HTML page, an executable, a truncated picture and an empty file, storing nothing', async () => {
    const before = await fileCount(c.t);
    const objects = localObjects(c.t).length;
    const truncated = (await picture(50, 50, 'png')).subarray(0, 40);
    for (const [name, bytes] of [
      ['page.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['tool.jpg', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
      ['cut.png', truncated],
    ] as const) {
      const response = await upload(c, c.sunrise, bytes, name, {});
      expect(response.statusCode, name).toBe(400);
      expect(bodyOf(response).description).toBe(
        'Only JPEG, PNG, GIF or WebP pictures can be uploaded',
      );
    }
    const empty = await upload(c, c.sunrise, Buffer.alloc(0), 'empty.png');
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).description).toBe('The file is empty');
    expect(await fileCount(c.t)).toBe(before);
    expect(localObjects(c.t).length).toBe(objects);
  });

  it('answers 413 for a file over the limit and stores nothing', async () => {
    const before = await fileCount(c.t);
    const objects = localObjects(c.t).length;
    const big = await noisyPng(300, 300);
    expect(big.length).toBeGreaterThan(PAGE_LIMIT_BYTES);
    const response = await upload(c, c.sunrise, big, 'big.png');
    expect(response.statusCode).toBe(413);
    expect(bodyOf(response).successful).toBe(false);
    expect(await fileCount(c.t)).toBe(before);
    expect(localObjects(c.t).length).toBe(objects);
  });

  it('keeps path-like and very long names as plain, bounded text', async () => {
    const bytes = await picture(10, 10, 'png');
    const sneaky = await upload(c, c.sunrise, bytes, '../../etc/passwd.png');
    expect((bodyOf(sneaky).data as FileRecord).fileName).toBe('passwd.png');
    const long = await upload(c, c.sunrise, bytes, `${'a'.repeat(400)}.png`);
    expect((bodyOf(long).data as FileRecord).fileName).toHaveLength(200);
    const served = await c.t.app.inject({
      method: 'GET',
      url: (bodyOf(sneaky).data as FileRecord).fileUrl,
    });
    expect(served.headers['content-disposition']).toContain('filename="passwd.png"');
  });

  it('leaves neither an object nor a record when storing fails half way', async () => {
    const before = await fileCount(c.t);
    const objects = localObjects(c.t).length;
    const storage = c.t.app.storage;
    const put = storage.put;
    let calls = 0;
    // The second write (the thumbnail) fails after the original is stored.
    (storage as { put: typeof put }).put = async (...args) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return put(...args);
    };
    try {
      const response = await upload(c, c.sunrise, await picture(40, 40, 'png'));
      expect(response.statusCode).toBe(500);
    } finally {
      (storage as { put: typeof put }).put = put;
    }
    expect(await fileCount(c.t)).toBe(before);
    expect(localObjects(c.t).length).toBe(objects);
  });

  it('builds a folder tree, refuses a folder inside itself, and links files in and out', async () => {
    const edit = (body: object) => callAs(c.t, c.sunrise, 'PATCH', FOLDER_EDIT, body);
    const root = bodyOf(await edit({ name: 'Shelves' })).data as FileFolderRecord;
    const child = bodyOf(await edit({ name: 'Fridges', parentId: root.id }))
      .data as FileFolderRecord;
    expect(child.parentId).toBe(root.id);

    const loop = await edit({ id: root.id, name: 'Shelves', parentId: child.id });
    expect(loop.statusCode).toBe(400);
    expect(bodyOf(loop).description).toBe(
      'A folder cannot move into itself or one of its sub-folders',
    );
    const self = await edit({ id: root.id, name: 'Shelves', parentId: root.id });
    expect(self.statusCode).toBe(400);

    const a = bodyOf(await upload(c, c.sunrise, await picture(12, 12, 'png'), 'a.png'))
      .data as FileRecord;
    const b = bodyOf(
      await upload(c, c.sunrise, await picture(12, 12, 'png'), 'b.png', { fileFolderId: child.id }),
    ).data as FileRecord;
    expect(b.folderIds).toEqual([child.id]);

    const bound = await callAs(c.t, c.sunrise, 'POST', BIND, {
      fileFolderId: root.id,
      fileIds: [a.fileId, a.fileId],
    });
    expect(bodyOf(bound).data).toEqual({ changed: 1 });
    const again = await callAs(c.t, c.sunrise, 'POST', BIND, {
      fileFolderId: root.id,
      fileIds: [a.fileId],
    });
    expect(bodyOf(again).data).toEqual({ changed: 0 });

    const inRoot = entitiesOf<FileRecord>(
      bodyOf(await callAs(c.t, c.sunrise, 'POST', BY_FOLDER, { fileFolderId: root.id })),
    );
    expect(inRoot.map((file) => file.fileName)).toEqual(['a.png']);
    const belong = entitiesOf<FileRecord>(
      bodyOf(await callAs(c.t, c.sunrise, 'POST', BELONG_FOLDER, { fileFolderId: root.id })),
    );
    expect(belong.map((file) => file.fileName).sort()).toEqual(['a.png', 'b.png']);
    const filtered = entitiesOf<FileRecord>(
      bodyOf(await callAs(c.t, c.sunrise, 'POST', LIST, { fileFolderIds: [child.id] })),
    );
    expect(filtered.map((file) => file.fileName)).toEqual(['b.png']);

    const tree = bodyOf(await callAs(c.t, c.sunrise, 'POST', FOLDER_TREE, {}))
      .data as FileFolderRecord[];
    expect(tree.find((folder) => folder.id === root.id)?.fileCount).toBe(1);
    const page = bodyOf(await callAs(c.t, c.sunrise, 'POST', FOLDER_LIST, {}));
    expect(entitiesOf<FileFolderRecord>(page).length).toBeGreaterThanOrEqual(2);

    const unbound = await callAs(c.t, c.sunrise, 'POST', UNBIND, {
      fileFolderId: root.id,
      delFileIds: [a.fileId],
    });
    expect(bodyOf(unbound).data).toEqual({ changed: 1 });
    const empty = entitiesOf<FileRecord>(
      bodyOf(await callAs(c.t, c.sunrise, 'POST', BY_FOLDER, { fileFolderId: root.id })),
    );
    expect(empty).toEqual([]);

    const busy = await callAs(c.t, c.sunrise, 'DELETE', FOLDER_REMOVE, { id: root.id });
    expect(busy.statusCode).toBe(400);
    expect(bodyOf(busy).description).toBe('Remove the sub-folders of this folder first');
    expect(
      (await callAs(c.t, c.sunrise, 'DELETE', FOLDER_REMOVE, { id: child.id })).statusCode,
    ).toBe(200);
    // The file stays when its folder goes.
    const still = await callAs(c.t, c.sunrise, 'POST', LIST, { fileName: 'b.png' });
    expect(entitiesOf<FileRecord>(bodyOf(still)).map((file) => file.folderIds)).toEqual([[]]);
  });

  it('renames and removes a file with its stored bytes', async () => {
    const file = bodyOf(await upload(c, c.sunrise, await picture(20, 20, 'png'), 'old.png'))
      .data as FileRecord;
    const renamed = await callAs(c.t, c.sunrise, 'PATCH', EDIT, {
      id: file.fileId,
      fileName: 'new.png',
    });
    expect((bodyOf(renamed).data as FileRecord).fileName).toBe('new.png');
    const invalid = await callAs(
      c.t,
      c.sunrise,
      'PATCH',
      EDIT,
      { id: file.fileId, fileName: '' },
      'zh',
    );
    expect(invalid.statusCode).toBe(400);
    expect(bodyOf(invalid).description).toContain('不能为空');

    expect((await callAs(c.t, c.sunrise, 'DELETE', `${REMOVE}?id=${file.fileId}`)).statusCode).toBe(
      200,
    );
    expect((await c.t.app.inject({ method: 'GET', url: file.fileUrl })).statusCode).toBe(404);
    expect((await c.t.app.inject({ method: 'GET', url: file.thumbnailUrl })).statusCode).toBe(404);
  });

  it('refuses to remove a file something still uses, naming the users', async () => {
    const file = bodyOf(await upload(c, c.sunrise, await picture(20, 20, 'png'), 'logo.png'))
      .data as FileRecord;
    c.t.app.services.fileUsages.register(async (_db, used) =>
      used.id === file.fileId ? [{ kind: 'goods', name: 'Green tea 500 ml' }] : [],
    );
    const refused = await callAs(c.t, c.sunrise, 'DELETE', `${REMOVE}?id=${file.fileId}`);
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).description).toBe('The file is still used by: goods “Green tea 500 ml”');
    expect((await c.t.app.inject({ method: 'GET', url: file.fileUrl })).statusCode).toBe(200);
  });

  it('keeps tenants apart: another tenant cannot list, rename, remove or bind a file', async () => {
    const file = bodyOf(await upload(c, c.sunrise, await picture(16, 16, 'png'), 'private.png'))
      .data as FileRecord;
    const listed = entitiesOf<FileRecord>(bodyOf(await callAs(c.t, c.harbour, 'POST', LIST, {})));
    expect(listed.some((entry) => entry.fileId === file.fileId)).toBe(false);
    expect(
      (await callAs(c.t, c.harbour, 'PATCH', EDIT, { id: file.fileId, fileName: 'x.png' }))
        .statusCode,
    ).toBe(404);
    expect((await callAs(c.t, c.harbour, 'DELETE', `${REMOVE}?id=${file.fileId}`)).statusCode).toBe(
      404,
    );
    const folder = bodyOf(await callAs(c.t, c.harbour, 'PATCH', FOLDER_EDIT, { name: 'Pier' }))
      .data as FileFolderRecord;
    const bind = await callAs(c.t, c.harbour, 'POST', BIND, {
      fileFolderId: folder.id,
      fileIds: [file.fileId],
    });
    expect(bind.statusCode).toBe(404);
    const mine = await callAs(c.t, c.sunrise, 'POST', LIST, { fileName: 'private' });
    expect(entitiesOf<FileRecord>(bodyOf(mine))[0]).toMatchObject({
      fileName: 'private.png',
      folderIds: [],
    });
  });

  it('answers a malformed multipart body with 400 naming the file, storing nothing', async () => {
    const before = await fileCount(c.t);
    const send = (contentType: string, payload: string) =>
      c.t.app.inject({
        method: 'POST',
        url: '/api/file/file-service/upload',
        headers: {
          authorization: `Bearer ${c.sunrise}`,
          'content-type': contentType,
          'accept-language': 'en',
        },
        payload,
      });
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=cut', '--cut\r\nContent-Disposition: form-data; name="file"'],
    ] as const) {
      const response = await send(contentType, payload);
      expect(response.statusCode, contentType).toBe(400);
      expect(bodyOf(response), contentType).toMatchObject({ field: 'file' });
    }
    expect(bodyOf(await send('multipart/form-data', 'x')).description).toBe(
      'The upload is not valid multipart/form-data (no boundary, or malformed parts)',
    );
    expect(await fileCount(c.t)).toBe(before);
  });

  it('serves a private file only through the signed URL the API hands out, until it expires', async () => {
    const bytes = await picture(60, 40, 'png');
    const body = multipart(
      { visibility: 'private' },
      { name: 'file', fileName: 'contract.png', contentType: 'image/png', bytes },
    );
    const uploaded = await c.t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(c.sunrise) },
    });
    expect(uploaded.statusCode).toBe(200);
    const file = bodyOf(uploaded).data as FileRecord;
    expect(file.visibility).toBe('private');
    const signed =
      /^\/api\/file\/object\/(p\d+\/\d{4}\/\d{2}\/[0-9a-f-]{36}(?:-thumb)?\.(?:png|webp))\?expires=(\d+)&signature=([\w-]+)$/;
    const [, key, expires, signature] = signed.exec(file.fileUrl) ?? [];
    expect(key, file.fileUrl).toBeDefined();
    expect(file.thumbnailUrl).toMatch(signed);

    // With its signature: the bytes, kept by this browser only, no longer than the link lives.
    const served = await c.t.app.inject({ method: 'GET', url: file.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(served.headers['cache-control'] as string)?.[1],
    );
    expect(maxAge).toBeGreaterThan(3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(7200);
    expect((await c.t.app.inject({ method: 'GET', url: file.thumbnailUrl })).statusCode).toBe(200);

    // Without it, with a forged or borrowed one, or a later expiry: 403, nothing read.
    const plain = `/api/file/object/${key}`;
    const thumbQuery = file.thumbnailUrl.slice(file.thumbnailUrl.indexOf('?'));
    const forged = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const url of [
      plain,
      `${plain}?expires=${expires}`,
      `${plain}?expires=${expires}&signature=${forged}`,
      `${plain}${thumbQuery}`,
      `${plain}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${plain}?expires=abc&signature=${signature}`,
    ]) {
      const refused = await c.t.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(bodyOf(refused).description).toBe(
        'This file link is not valid or has expired; open the file again',
      );
    }
    // A private key cannot be read as a public one either: the key says it is private.
    const asPublic = plain.replace(/\/p(\d+)\//, '/t$1/');
    expect((await c.t.app.inject({ method: 'GET', url: asPublic })).statusCode).toBe(404);

    // The list hands out the same signed URLs to staff who see the record, and none to others.
    const listOf = async (token: string) =>
      entitiesOf<FileRecord>(
        bodyOf(await callAs(c.t, token, 'POST', LIST, { fileName: 'contract' })),
      );
    expect((await listOf(c.sunrise)).map((row) => row.fileUrl)).toContain(file.fileUrl);
    expect(await listOf(c.harbour)).toEqual([]);

    // Two hours on, the link has expired; the list hands out a fresh one.
    c.t.clock.advance(2 * 3600 * 1000 + 1000);
    expect((await c.t.app.inject({ method: 'GET', url: file.fileUrl })).statusCode).toBe(403);
    c.sunrise = await demoToken(c.t, 'sunrise.admin'); // the session expired too
    const fresh = (await listOf(c.sunrise)).find((row) => row.fileId === file.fileId);
    expect(fresh?.fileUrl).not.toBe(file.fileUrl);
    expect((await c.t.app.inject({ method: 'GET', url: fresh!.fileUrl })).statusCode).toBe(200);

    // Removed: its links answer 404 (the signature is good, the record is gone).
    await callAs(c.t, c.sunrise, 'DELETE', `${REMOVE}?id=${file.fileId}`);
    expect((await c.t.app.inject({ method: 'GET', url: fresh!.fileUrl })).statusCode).toBe(404);
  });

  it('refuses an unknown visibility with a 400 naming it', async () => {
    const body = multipart(
      { visibility: 'secret' },
      {
        name: 'file',
        fileName: 'x.png',
        contentType: 'image/png',
        bytes: await picture(10, 10, 'png'),
      },
    );
    const refused = await c.t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(c.sunrise) },
    });
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).field).toBe('visibility');
  });

  it('needs UPLOAD_PICTURE_2_SYS to upload', async () => {
    const role = await c.t.app.db
      .selectFrom('authority')
      .select('id')
      .where('code', '=', 'UPLOAD_PICTURE_2_SYS')
      .executeTakeFirstOrThrow();
    const operatorRoles = c.t.app.db
      .selectFrom('userRole')
      .innerJoin('user', 'user.id', 'userRole.userId')
      .select('userRole.roleId')
      .where('user.userName', '=', 'sunrise.store');
    await c.t.app.db
      .deleteFrom('roleAuthority')
      .where('authorityId', '=', role.id)
      .where('roleId', 'in', operatorRoles)
      .execute();
    const store = await demoToken(c.t, 'sunrise.store');
    const response = await upload(c, store, await picture(10, 10, 'png'));
    expect(response.statusCode).toBe(403);
  });
});
