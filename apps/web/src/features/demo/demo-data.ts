/** Demo rows for the table screens: deterministic, so every visit shows the same data. */
export type ArticleType = 'CN' | 'US' | 'JP' | 'EU';
export type ArticleStatus = 'published' | 'draft' | 'deleted';

export type Article = {
  id: number;
  date: string;
  title: string;
  author: string;
  importance: 1 | 2 | 3;
  type: ArticleType;
  pageviews: number;
  status: ArticleStatus;
};

const TYPES: ArticleType[] = ['CN', 'US', 'JP', 'EU'];
const STATUSES: ArticleStatus[] = ['published', 'draft', 'deleted'];
const AUTHORS = ['Lin', 'Garcia', 'Sato', 'Smith', 'Müller', 'Chen', 'Rossi'];
const WORDS = [
  'Fresh',
  'Morning',
  'Store',
  'Delivery',
  'Coffee',
  'Vending',
  'Weekly',
  'Harbour',
  'Sunrise',
  'Promotion',
  'Shelf',
  'Report',
];

/** A small linear congruential generator: stable pseudo-random demo values. */
const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
};

export const makeArticles = (count: number, seed = 7): Article[] => {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    date: new Date(start + Math.floor(random() * 300) * 86_400_000).toISOString().slice(0, 10),
    title: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`,
    author: pick(AUTHORS),
    importance: (1 + Math.floor(random() * 3)) as 1 | 2 | 3,
    type: pick(TYPES),
    pageviews: Math.floor(random() * 5000),
    status: pick(STATUSES),
  }));
};

export const ARTICLE_TYPES: readonly ArticleType[] = TYPES;

/** Rows of the tree tables: regions → cities → stores. */
export type TreeRow = {
  key: string;
  name: string;
  code: string;
  amount: number;
  children?: TreeRow[];
};

export const makeTree = (): TreeRow[] => {
  const random = seeded(11);
  const regions = ['North', 'South', 'East', 'West'];
  return regions
    .map((region, r) => ({
      key: `r${r}`,
      name: region,
      code: `R${r + 1}`,
      amount: 0,
      children: [1, 2, 3].map((city) => ({
        key: `r${r}-c${city}`,
        name: `${region} city ${city}`,
        code: `R${r + 1}-C${city}`,
        amount: 0,
        children: [1, 2].map((store) => ({
          key: `r${r}-c${city}-s${store}`,
          name: `${region} ${city}-${store} store`,
          code: `R${r + 1}-C${city}-S${store}`,
          amount: Math.round(random() * 100_000) / 100,
        })),
      })),
    }))
    .map(withTotals);
};

/** A parent's amount is the sum of its children. */
const withTotals = (row: TreeRow): TreeRow => {
  if (!row.children) return row;
  const children = row.children.map(withTotals);
  return {
    ...row,
    children,
    amount: Math.round(children.reduce((sum, child) => sum + child.amount, 0) * 100) / 100,
  };
};
