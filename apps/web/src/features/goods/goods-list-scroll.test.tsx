// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { endpoints, type Locale } from '@retail/contract';
import { goodsRow, goodsTypeRow } from '../../components/product-chooser/goods.test-support';
import { setLocale } from '../../lib/i18n';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { GoodsScreen } from './goods-screens';

setUpScreenTests('en');

const GOODS_KEYS = { GOODS_LIST: true, GOODS_EDIT: true, GOODS_REMOVE: true };
/** A page long enough to be drawn as a virtual table (list-table.tsx: from 100 rows). */
const GOODS = Array.from({ length: 150 }, (_, at) =>
  goodsRow(at + 1, {
    status: at % 2 ? 0 : 32,
    goodsImg: at % 3 ? null : `/files/${at + 1}.png`,
    brandName: 'Sunny Springs',
  }),
);
/** A goods row's height at the list's size (virtual-table.tsx). */
const ROW_HEIGHT = 57;

describe('the goods list scrolled fast', () => {
  it.each<Locale>(['zh', 'en', 'es'])(
    'draws the rows that enter as the texts of their full cells, then the full cells (%s)',
    async (locale) => {
      await setLocale(locale);
      routeFetch({
        [routeOf(endpoints.goods.list)]: () => paged(GOODS),
        [routeOf(endpoints.goodsType.queryForList)]: () => ok([goodsTypeRow(1, 'Drinks')]),
        [routeOf(endpoints.brand.queryForList)]: () => ok([]),
      });
      renderScreen(<GoodsScreen />, GOODS_KEYS);
      await waitFor(() => expect(document.querySelector('[data-row-key="1"]')).not.toBeNull());
      const area = document.querySelector<HTMLElement>('[data-virtual="on"]')!;
      const cells = (key: number) => [
        ...area.querySelectorAll<HTMLElement>(`[data-row-key="${key}"] [role="cell"]`),
      ];
      // Every cell's text but the row buttons' (those wait until the scroll rests).
      const texts = (key: number) =>
        cells(key)
          .map((cell) => cell.textContent)
          .slice(0, -1);

      area.scrollTop = 100 * ROW_HEIGHT;
      fireEvent.scroll(area);
      const light = [100, 101].map(texts);
      expect(light[0]).toContain('Goods 100');
      for (const key of [100, 101]) {
        const [buttons, ...fields] = cells(key).reverse();
        expect(
          fields.every((cell) => cell.children.length === 0),
          `row ${key}: texts`,
        ).toBe(true);
        expect(buttons!.querySelector('button')).toBeNull();
      }

      await waitFor(() => expect(screen.getByTestId('goods-edit-101')).toBeTruthy());
      expect(
        area.querySelector('[data-row-key="100"] [data-testid="goods-status"]'),
      ).not.toBeNull();
      expect(area.querySelector('[data-row-key="100"] img')).not.toBeNull();
      expect([100, 101].map(texts)).toEqual(light);
    },
  );
});
