// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../src/core/contrast';
import { badgeStyle, decorationOf } from '../src/core/decoration';
import { localizedDefaults } from '../src/schemas';
import { renderWidget } from '../src/render';
import { makeContext } from '../src/testing/render-helpers';

// A goods item the server marked with a running promotion border (docs/marketing.md): the goods
// list draws the frame over the picture and the badge in its corner; a malformed value is ignored.

const item = (decoration?: unknown) => ({
  goodsId: 7,
  goodsName: 'Green tea',
  sellingPoint: '',
  goodsSales: 3,
  price: 12.5,
  suggestedRetailPrice: 0,
  goodsImg: '/tea.png',
  ...(decoration === undefined ? {} : { decoration }),
});

const goodsList = (items: object[]) => {
  const props = localizedDefaults('goods-list', 'en') as { data: { items: object[] } };
  return { id: 'g1', type: 'goods-list', props: { ...props, data: { ...props.data, items } } };
};

describe('promotion decoration on goods cards', () => {
  it('draws the frame over the picture and the badge, with white text at AA on its colour', () => {
    render(
      <>
        {renderWidget(
          goodsList([
            item({
              frame: '/frame.png',
              badge: { text: 'Team up', colour: '#ffd666' },
              background: null,
            }),
            item(),
          ]),
          makeContext(),
        )}
      </>,
    );
    const [marked, plain] = screen.getAllByRole('listitem');
    const frame = marked!.querySelector('[data-decoration="frame"]') as HTMLImageElement;
    expect(frame.getAttribute('src')).toBe('/frame.png');
    expect(frame.getAttribute('alt')).toBe('');
    const badge = within(marked!).getByText('Team up');
    expect(contrastRatio('#ffffff', badge.style.background)).toBeGreaterThanOrEqual(4.5);
    expect(plain!.querySelector('[data-decoration]')).toBeNull();
  });

  it('reads only a well-formed decoration', () => {
    expect(decorationOf(item({ frame: 7, badge: 'x' }))).toBeUndefined();
    expect(decorationOf(item({ frame: null, badge: null, background: null }))).toBeUndefined();
    expect(decorationOf(item())).toBeUndefined();
    expect(decorationOf(item({ frame: '/f.png', badge: { text: 'A' } }))).toEqual({
      frame: '/f.png',
      badge: null,
      background: null,
    });
    expect(badgeStyle('#c81e28').background).toBe('#C81E28');
  });
});
