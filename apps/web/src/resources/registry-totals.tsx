import { Flex } from 'antd';
import type { Locale } from '@retail/contract';
import { formatMoney, NUMBER_LOCALES } from '../components/field-cells';
import { useLocale } from '../lib/i18n';
import { useMessages } from '../lib/i18n/feature-messages';
import type { ListTotals } from './define-resource';
import { totalsMessages } from './registry-totals.i18n';

// The header strip of a list with declared totals (packages/contract/src/registry/totals.ts):
// how many records the current filter matches and each sum over them, money as yuan. Loaded
// only by the screens of resources that declare totals (resource-list-screen.tsx).

type Props = {
  totals: ListTotals;
  /** The list title, naming the region for assistive technology. */
  title: string;
  /** The endpoint's answer for the current filter; undefined until it first arrives. */
  values: Record<string, number> | undefined;
  loading: boolean;
};

const DD = { margin: 0, fontSize: 18, fontWeight: 600 } as const;

const whole = (value: number, locale: Locale) =>
  new Intl.NumberFormat(NUMBER_LOCALES[locale]).format(value);

/** A labelled region of figures: a term and its value each, read in order by a screen reader. */
export const TotalsStrip = ({ totals, title, values, loading }: Props) => {
  const t = useMessages(totalsMessages);
  const locale = useLocale();
  const figures = [
    { name: 'count', label: totals.count?.[locale] ?? t('count'), money: false },
    ...totals.figures.map((figure) => ({ ...figure, label: figure.label[locale] })),
  ];
  return (
    <section aria-label={t('region', { title })} aria-busy={loading} data-testid="list-totals">
      <Flex component="dl" wrap gap="small 32px" style={{ margin: 0 }}>
        {figures.map(({ name, label, money }) => {
          const value = values?.[name];
          return (
            <Flex key={name} vertical gap={2}>
              {/* The card's own text colour (antd colorText on white): far above AA contrast. */}
              <dt>{label}</dt>
              <dd style={DD} data-testid={`list-total-${name}`}>
                {value === undefined
                  ? '—'
                  : money
                    ? formatMoney(value, locale)
                    : whole(value, locale)}
              </dd>
            </Flex>
          );
        })}
      </Flex>
    </section>
  );
};
