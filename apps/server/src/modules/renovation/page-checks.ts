import { isUrl, type Locale, type PageProblem } from '@retail/contract';
import type { Page } from '@retail/widgets/schemas';
import type { PageCatalogue } from './page-catalogue.repository';
import { type ProblemPlace, problemOf } from './page-problems';
import { formIdOf, PAGE_FORM } from './page-live-blocks';
import { goodsIdOfPath, referencesOf } from './page-references';

// The checks of publishing (and of `validate`) on a document that parses: links that lead
// nowhere (another tenant's page, a category, a page or a coupon that is not there), goods deleted or off the shelf, pictures gone from the file bank, and the fields a
// widget cannot be shown without.

/** Fields a widget is empty without (`*`: every item of a list); an empty list counts too. */
const REQUIRED: Record<string, readonly string[]> = {
  'single-image': ['data.imgUrl'],
  video: ['data.videoUrl'],
  'hot-zone-image': ['data.image.url'],
  'image-hotspot': ['params.image.url'],
  'image-slider': ['data.items', 'data.items.*.image'],
  'goods-list': ['data.items'],
};

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The values at a path with `*` steps, each with its concrete path. */
const valuesAt = (value: unknown, steps: string[], path: string[] = []): [string, unknown][] => {
  if (steps.length === 0) return [[path.join('.'), value]];
  const [step, ...rest] = steps as [string, ...string[]];
  if (step === '*')
    return Array.isArray(value)
      ? value.flatMap((item, index) => valuesAt(item, rest, [...path, String(index)]))
      : [];
  const child =
    value !== null && typeof value === 'object'
      ? (value as Record<string, unknown>)[step]
      : undefined;
  return valuesAt(child, rest, [...path, step]);
};

/** A storefront page's address: `/m/<tenantId>/page/<pageId>`. */
const PAGE_ADDRESS = /^\/m\/(\d+)\/page\/(\d+)(?:[/?#]|$)/;
/** Another page and a category as the builder's link picker writes them (spec paths). */
const PAGE_PATH = /^\/?pages\/custom\/index\?(?:.*&)?pageId=(\d+)/;
const CATEGORY_PATH = /^\/?pages\/goods\/list\?(?:.*&)?goodsTypeId=(\d+)/;
/** A coupon's storefront page (a coupon template shoppers claim there). */
const COUPON_PATH = /^\/?pages\/coupon\/detail\?(?:.*&)?couponId=(\d+)/;

export const checkReferences = async (
  catalogue: PageCatalogue,
  page: Page,
  owner: { tenantId: number; storeId: number | null },
  locale: Locale,
): Promise<PageProblem[]> => {
  const placeOf = (index: number): ProblemPlace => {
    const component = page.components[index]!;
    return { kind: 'component', index, id: component.id, type: component.type };
  };
  const references = referencesOf(page);
  const problems: PageProblem[] = [];

  page.components.forEach((component, index) => {
    for (const required of REQUIRED[component.type] ?? [])
      for (const [path, value] of valuesAt(component.props, required.split('.')))
        if (isEmpty(value)) problems.push(problemOf(locale, placeOf(index), 'required', path));
  });

  // A page form shows a builder form of the tenant (any organisation's).
  const formBlocks: { index: number; formId: number }[] = [];
  page.components.forEach((component, index) => {
    if (component.type !== PAGE_FORM) return;
    const formId = formIdOf(component);
    if (formId === 0) problems.push(problemOf(locale, placeOf(index), 'required', 'params.formId'));
    else formBlocks.push({ index, formId });
  });

  // Goods named by links inside URLs (pages/goods/detail?goodsId=…) are checked as goods links.
  const goodsRefs = [...references.goods];
  const pageLinks: { index: number; path: string; url: string; pageId: number }[] = [];
  const categoryLinks: { index: number; path: string; url: string; categoryId: number }[] = [];
  const couponLinks: { index: number; path: string; url: string; couponId: number }[] = [];
  for (const link of references.links) {
    const goodsId = goodsIdOfPath(link.url);
    if (goodsId !== null) {
      goodsRefs.push({ index: link.index, path: link.path, goodsId, link: true });
      continue;
    }
    const address = PAGE_ADDRESS.exec(link.url);
    if (address) {
      if (Number(address[1]) === owner.tenantId)
        pageLinks.push({ ...link, pageId: Number(address[2]) });
      else
        problems.push(
          problemOf(locale, placeOf(link.index), 'deadLink', link.path, { target: link.url }),
        );
      continue;
    }
    const pagePath = PAGE_PATH.exec(link.url);
    if (pagePath) {
      pageLinks.push({ ...link, pageId: Number(pagePath[1]) });
      continue;
    }
    const categoryPath = CATEGORY_PATH.exec(link.url);
    if (categoryPath) {
      categoryLinks.push({ ...link, categoryId: Number(categoryPath[1]) });
      continue;
    }
    const couponPath = COUPON_PATH.exec(link.url);
    if (couponPath) {
      couponLinks.push({ ...link, couponId: Number(couponPath[1]) });
      continue;
    }
    // An absolute web address must pass the contract's URL check (a host, a sane port).
    if (/^https?:/i.test(link.url) && !isUrl(link.url))
      problems.push(
        problemOf(locale, placeOf(link.index), 'deadLink', link.path, { target: link.url }),
      );
  }

  const [goods, pages, files, categories, coupons, forms] = await Promise.all([
    catalogue.goods(
      owner.tenantId,
      goodsRefs.map((ref) => ref.goodsId),
      owner.storeId,
    ),
    catalogue.pages(
      owner.tenantId,
      pageLinks.map((link) => link.pageId),
    ),
    catalogue.files(
      owner.tenantId,
      references.images.map((image) => image.objectKey),
    ),
    catalogue.categories(
      owner.tenantId,
      categoryLinks.map((link) => link.categoryId),
    ),
    catalogue.coupons(
      owner.tenantId,
      couponLinks.map((link) => link.couponId),
    ),
    catalogue.forms(
      owner.tenantId,
      formBlocks.map((block) => block.formId),
    ),
  ]);

  for (const ref of goodsRefs) {
    const found = goods.get(ref.goodsId);
    if (!found)
      problems.push(
        ref.link
          ? problemOf(locale, placeOf(ref.index), 'deadLink', ref.path, {
              target: `goodsId=${ref.goodsId}`,
            })
          : problemOf(locale, placeOf(ref.index), 'goodsMissing', ref.path, {
              goodsId: String(ref.goodsId),
            }),
      );
    else if (!found.onSale)
      problems.push(
        problemOf(locale, placeOf(ref.index), 'goodsOffShelf', ref.path, {
          name: found.goodsName,
        }),
      );
  }
  for (const link of pageLinks)
    if (!pages.has(link.pageId))
      problems.push(
        problemOf(locale, placeOf(link.index), 'deadLink', link.path, { target: link.url }),
      );
  for (const link of categoryLinks)
    if (!categories.has(link.categoryId))
      problems.push(
        problemOf(locale, placeOf(link.index), 'deadLink', link.path, { target: link.url }),
      );
  for (const link of couponLinks)
    if (!coupons.has(link.couponId))
      problems.push(
        problemOf(locale, placeOf(link.index), 'deadLink', link.path, { target: link.url }),
      );
  for (const block of formBlocks)
    if (!forms.has(block.formId))
      problems.push(
        problemOf(locale, placeOf(block.index), 'formMissing', 'params.formId', {
          formId: String(block.formId),
        }),
      );
  for (const image of references.images)
    if (!files.has(image.objectKey))
      problems.push(problemOf(locale, placeOf(image.index), 'imageMissing', image.path));

  // In the order of the page: widget by widget, then by field.
  return problems.sort((a, b) => (a.index ?? -1) - (b.index ?? -1) || a.path.localeCompare(b.path));
};
