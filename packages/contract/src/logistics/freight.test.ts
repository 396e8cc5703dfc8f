import { describe, expect, it } from 'vitest';
import { type FreightTemplateRules, freightOf, type Parcel, regionsOf } from './freight';

// Freight computation, table-driven: the parcel, the template, the expected cents.

const byPiece: FreightTemplateRules = {
  chargeType: 10,
  freeOver: 0,
  rules: [
    {
      regions: '上海, 江苏、浙江',
      firstUnit: 1,
      firstFee: 600,
      extraUnit: 1,
      extraFee: 200,
      freeOver: 9900,
    },
    {
      regions: '新疆，西藏',
      firstUnit: 1,
      firstFee: 2000,
      extraUnit: 2,
      extraFee: 1000,
      freeOver: 0,
    },
    { regions: '*', firstUnit: 2, firstFee: 1000, extraUnit: 1, extraFee: 300, freeOver: 0 },
  ],
};
const byWeight: FreightTemplateRules = {
  chargeType: 20,
  freeOver: 19900,
  rules: [
    { regions: '*', firstUnit: 1000, firstFee: 800, extraUnit: 500, extraFee: 150, freeOver: 0 },
  ],
};
const noDefault: FreightTemplateRules = {
  chargeType: 30,
  freeOver: 0,
  rules: [
    {
      regions: '北京',
      firstUnit: 5000,
      firstFee: 1500,
      extraUnit: 1000,
      extraFee: 100,
      freeOver: 0,
    },
  ],
};

const parcel = (over: Partial<Parcel>): Parcel => ({
  region: '上海',
  pieces: 1,
  weight: 0,
  volume: 0,
  goodsAmount: 0,
  ...over,
});

describe('freightOf', () => {
  it.each([
    ['one piece to a named region', byPiece, parcel({}), 600],
    ['three pieces: first fee and two extra', byPiece, parcel({ pieces: 3 }), 1000],
    [
      'the region’s own free threshold reached',
      byPiece,
      parcel({ pieces: 3, goodsAmount: 9900 }),
      0,
    ],
    ['just below the threshold', byPiece, parcel({ pieces: 3, goodsAmount: 9899 }), 1000],
    [
      'a region of the second rule, a part of an extra unit',
      byPiece,
      parcel({ region: '西藏', pieces: 4 }),
      4000,
    ],
    ['any other region takes the * rule', byPiece, parcel({ region: '广东', pieces: 2 }), 1000],
    [
      'any other region, beyond its first units',
      byPiece,
      parcel({ region: '广东', pieces: 5 }),
      1900,
    ],
    ['by weight within the first kilogram', byWeight, parcel({ weight: 800 }), 800],
    ['by weight: 2.2 kg is three extra half-kilos', byWeight, parcel({ weight: 2200 }), 1250],
    ['the template’s free threshold', byWeight, parcel({ weight: 9000, goodsAmount: 19900 }), 0],
    ['by volume', noDefault, parcel({ region: '北京', volume: 7500 }), 1800],
  ] as const)('%s', (_, template, input, expected) => {
    expect(freightOf(template, input)).toBe(expected);
  });

  it('answers null where the template does not ship', () => {
    expect(freightOf(noDefault, parcel({ region: '上海', volume: 1 }))).toBeNull();
  });

  it('reads regions separated by commas of either width, 、 or semicolons', () => {
    expect(regionsOf(' 上海, 江苏、浙江；安徽,,上海 ')).toEqual(['上海', '江苏', '浙江', '安徽']);
  });
});
