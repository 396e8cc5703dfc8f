// Storefront publish (issue 16, "Measured"): the publish of a 200-widget page through the real
// server, and what comes around it: saving the draft, validating it, and a shopper's read of
// the published page with goods read live. A tenant administrator of the demo data makes one
// goods item on sale (picture, price), then a page of 200 widgets (every widget type in turn,
// with its defaults; the goods lists name that goods item), and publishes `--rounds` versions.
//   npm run bench:storefront -w @retail/bench [-- --rounds=20]
//   node scripts/with-postgres.mjs npm run bench:storefront -w @retail/bench
// Not part of `npm run bench`; it records times, it has no target. A refused call exits 1.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@retail/contract';
import { PAGE_SCHEMA_VERSION, WIDGET_SCHEMAS } from '@retail/widgets/schemas';
import { startServer } from '../scripts/lib/server-process.mjs';
import { logIn, numberOption, percentile, sessionHeaders } from './http-load';

const WIDGETS = 200;
const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
/** The smallest valid PNG (1×1), for the goods item's picture. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

const VIDEO_URL = 'https://media.example.com/bench.mp4';

type Answer<T> = { status: number; ms: number; data: T; description?: string };

const withId = (path: string, id: number) => path.replace(':id', String(id));

/** The defaults with every goods reference (items, goods links) naming `goodsId`. */
const naming = (value: unknown, goodsId: number): unknown => {
  if (Array.isArray(value)) return value.map((item) => naming(item, goodsId));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === 'goodsId' && typeof child === 'number' ? goodsId : naming(child, goodsId),
    ]),
  );
};

/**
 * Every widget type in turn with its defaults, as the builder saves them; the goods they name
 * (items the product chooser writes, goods links) are this tenant's goods item on sale.
 */
const documentOf = (title: string, goodsId: number) => {
  const components = Array.from({ length: WIDGETS }, (_, index) => {
    const widget = WIDGET_SCHEMAS[index % WIDGET_SCHEMAS.length]!;
    const props = naming(widget.defaults, goodsId) as { data?: object };
    // A video block cannot be published without its video (its default has none).
    if (widget.type === 'video') props.data = { ...props.data, videoUrl: VIDEO_URL };
    return { id: `w${index}`, type: widget.type, hidden: false, props };
  });
  return { schemaVersion: PAGE_SCHEMA_VERSION, page: { title, background: '#fafafa' }, components };
};

const main = async () => {
  const rounds = numberOption('rounds', 20);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-storefront-'));
  const postgres = process.env.DATABASE_URL;
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres,
      CAPTCHA: 'off',
      SEED: 'demo',
      ADMIN_PASSWORD: `Bench-${randomBytes(9).toString('base64url')}`,
      LOG_LEVEL: 'error',
    },
  });
  try {
    const session = await logIn(server.url, SUNRISE_ADMIN.userName, SUNRISE_ADMIN.password);
    const headers = sessionHeaders(session);
    const call = async <T>(
      method: string,
      url: string,
      body?: unknown,
      auth = true,
    ): Promise<Answer<T>> => {
      const started = performance.now();
      const response = await fetch(server.url + url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(auth ? headers : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json()) as { data: T; description?: string };
      const ms = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`${method} ${url}: ${response.status} ${json.description ?? ''}`);
      return { status: response.status, ms, data: json.data, description: json.description };
    };

    // One goods item on sale: a picture, a price at a store, launched.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PIXEL)], { type: 'image/png' }), 'bench.png');
    const upload = await fetch(server.url + endpoints.file.upload.path, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
    const uploaded = (await upload.json()) as { data?: { fileId: number }; description?: string };
    if (!uploaded.data) throw new Error(`upload: ${upload.status} ${uploaded.description ?? ''}`);
    const fileId = uploaded.data.fileId;
    const categories = await call<{ id: number }[]>(
      'POST',
      endpoints.goodsType.queryForList.path,
      {},
    );
    const goods = await call<{ id: number }>('PATCH', endpoints.goods.edit.path, {
      goodsName: 'Bench tea',
      goodsCode: 'BENCH-TEA',
      goodsTypeId: categories.data[0]?.id,
      imageFileIds: [fileId],
    });
    const storesAnswer = await fetch(
      `${server.url}${endpoints.store.list.path}?pageSize=1&pageNum=1`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      },
    );
    const store = ((await storesAnswer.json()) as { entities: { id: number }[] }).entities[0];
    const price = await call<{ id: number }>('PATCH', endpoints.goodsPrice.edit.path, {
      goodsId: goods.data.id,
      storeId: store?.id,
      price: '12.30',
    });
    await call('POST', endpoints.goodsPrice.launch.path, { ids: [price.data.id], onSale: true });
    await call('POST', endpoints.goods.launch.path, { ids: [goods.data.id], onSale: true });

    // The page and its rounds: save a changed draft, validate, publish.
    const page = await call<{ id: number; tenantId: number }>(
      'PATCH',
      endpoints.renovationPage.edit.path,
      { name: 'Bench page', pageType: 'custom' },
    );
    const pageId = page.data.id;
    let revision = (
      await call<{ revision: number }>('GET', withId(endpoints.pageDocument.draft.path, pageId))
    ).data.revision;
    const bytes = JSON.stringify(documentOf('Bench round 0', goods.data.id)).length;
    const times = { save: [] as number[], validate: [] as number[], publish: [] as number[] };
    for (let round = 1; round <= rounds; round += 1) {
      const saved = await call<{ revision: number }>(
        'PUT',
        withId(endpoints.pageDocument.saveDraft.path, pageId),
        { document: documentOf(`Bench round ${round}`, goods.data.id), baseRevision: revision },
      );
      revision = saved.data.revision;
      times.save.push(saved.ms);
      const checked = await call<{ problems: { code: string; message: string }[] }>(
        'POST',
        withId(endpoints.pageDocument.validate.path, pageId),
      );
      if (checked.data.problems.length > 0)
        throw new Error(
          `The bench page has problems: ${checked.data.problems
            .slice(0, 5)
            .map((p) => p.message)
            .join('; ')}`,
        );
      times.validate.push(checked.ms);
      const published = await call<{ version: number }>(
        'POST',
        withId(endpoints.pageDocument.publish.path, pageId),
        { revision },
      );
      if (published.data.version !== round)
        throw new Error(`round ${round} published version ${published.data.version}`);
      times.publish.push(published.ms);
    }
    // What a shopper's phone asks: the published page, goods live.
    const reads: number[] = [];
    let shown = 0;
    for (let i = 0; i < rounds * 5; i += 1) {
      const read = await call<{ document: { components: unknown[] } }>(
        'GET',
        `/api/storefront/page/${page.data.tenantId}/${pageId}`,
        undefined,
        false,
      );
      shown = read.data.document.components.length;
      reads.push(read.ms);
    }

    const row = (name: string, list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const ms = (n: number) => n.toFixed(1);
      return `| ${name.padEnd(44)} | ${String(list.length).padStart(5)} | ${ms(percentile(sorted, 50)).padStart(7)} | ${ms(percentile(sorted, 95)).padStart(7)} | ${ms(sorted[sorted.length - 1] ?? 0).padStart(7)} |`;
    };
    console.log(
      `\nStorefront publish: ${WIDGETS} widgets (${WIDGET_SCHEMAS.length} types in turn), ` +
        `${(bytes / 1000).toFixed(1)} kB of JSON, ${postgres ? 'PostgreSQL' : 'SQLite'}, ` +
        `Node ${process.version}; the storefront read shows ${shown} widgets\n`,
    );
    console.log(
      `| call (through HTTP, one at a time)           | calls | p50 ms  | p95 ms  | max ms  |`,
    );
    console.log(
      `| -------------------------------------------- | ----: | ------: | ------: | ------: |`,
    );
    console.log(row('save the draft (PUT …/draft)', times.save));
    console.log(row('validate (POST …/validate)', times.validate));
    console.log(row('publish (POST …/publish)', times.publish));
    console.log(row('storefront read (GET /api/storefront/page/…)', reads));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
