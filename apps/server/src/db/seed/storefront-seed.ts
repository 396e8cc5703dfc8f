import { localizedDefaults } from '@retail/widgets/schemas';
import sharp from 'sharp';
import type { Services } from '../../services';
import type { Db } from '../database';
import { seedScopeOf } from './seed-helpers';

// The demo storefront of Sunrise Retail (SEED=demo): a published home page made of a handful of
// widgets around a real demo goods item (Bananas, SR-0004, given a picture and put on sale
// through the goods service), saved and published through the page-document service with
// all of its checks, as an operator's clicks would. Once per database.

const TENANT_ADMIN = 'sunrise.admin';
const GOODS_CODE = 'SR-0004';
const HOME_NAME = 'Sunrise home';

/** A component of this widget type with its defaults, changed by `change`. */
const component = (
  id: string,
  type: string,
  change: (data: Record<string, unknown>) => void = () => {},
) => {
  // The demo tenants work in English: the widgets' sample content in English.
  const defaults = localizedDefaults(type, 'en');
  if (!defaults) throw new Error(`The demo storefront names an unknown widget: ${type}`);
  const props = defaults as { data: Record<string, unknown> };
  change(props.data);
  return { id, type, hidden: false, props };
};

/** A picture for the file bank: banana yellow (drawn without text, so without fonts). */
const picture = (): Promise<Buffer> =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#F7D548' } })
    .png()
    .toBuffer();

export const seedDemoStorefront = async (
  db: Db,
  services: Pick<Services, 'files' | 'goods' | 'resources' | 'pageDocuments'>,
  nowMs: number,
): Promise<void> => {
  const scope = await seedScopeOf(db, TENANT_ADMIN, nowMs);
  if (!scope) return;
  const pages = services.resources.services.renovationPage;
  if ((await pages.all(scope, { name: HOME_NAME } as never)).length > 0) return;
  const bananas = await db
    .selectFrom('goods')
    .select(['id', 'goodsName', 'status'])
    .where('tenantId', '=', scope.tenantId)
    .where('goodsCode', '=', GOODS_CODE)
    .executeTakeFirst();
  if (!bananas) return;

  const file = await services.files.upload(scope, {
    fileName: 'bananas.png',
    bytes: await picture(),
    visibility: 'public',
  });
  await services.goods.changeImages(scope, { goodsId: bananas.id, fileIds: [file.fileId] });
  await services.goods.quickLaunch(scope, 'en', bananas.id);

  const goodsLink = { kind: 'goodsDetail', goodsId: bananas.id };
  const document = {
    schemaVersion: 1,
    page: { title: HOME_NAME, background: '#f5f5f5' },
    components: [
      component('search', 'search-bar'),
      component('banner', 'image-slider', (data) => {
        data.items = [
          { image: file.fileUrl, link: goodsLink },
          { image: file.fileUrl, link: { kind: 'search' } },
        ];
      }),
      component('notice', 'notice-board'),
      component('title', 'text-title', (data) => {
        data.title = 'Fresh today';
      }),
      component('goods', 'goods-list', (data) => {
        data.items = [
          {
            goodsId: bananas.id,
            goodsName: bananas.goodsName,
            sellingPoint: 'Ripe and sweet',
            goodsSales: 0,
            price: 9.8,
            suggestedRetailPrice: 10.3,
            goodsImg: file.fileUrl,
          },
        ];
      }),
      component('promo', 'single-image', (data) => {
        data.imgUrl = file.fileUrl;
        data.fullLink = goodsLink;
      }),
    ],
  };

  const page = await pages.edit(scope, { name: HOME_NAME, pageType: 'home', isHome: true });
  const draft = await services.pageDocuments.saveDraft(
    scope,
    page.id,
    { document, baseRevision: 0 },
    'en',
  );
  await services.pageDocuments.publish(scope, page.id, draft.revision, 'en');
};
