import { useState } from 'react';
import { App, Button, Flex, Input, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useQuery } from '@tanstack/react-query';
import {
  centsOf,
  endpoints,
  GOODS_STATUS_ON_SALE,
  type GoodsRecord,
  moneyOf,
  moneySchema,
} from '@retail/contract';
import { ProductChooser } from '../../components/product-chooser';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { goodsPriceMessages } from './goods-price.i18n';

// Pieces the price, shelf, on-sale and bar code screens share.

/** "12.30": a valid price (the contract's rule: not negative, a number, at most 2 decimals). */
export const isMoney = (value: string): boolean => moneySchema.safeParse(value).success;

/** "12.3" → "12.30", on the digits (the contract's helpers); anything invalid stays as typed. */
export const normalisedMoney = (value: string): string =>
  isMoney(value) ? moneyOf(centsOf(value.trim())) : value;

/** The form rule of a price field; empty is allowed only when `optional`. */
export const useMoneyRule = (optional = false): Rule => {
  const t = useMessages(goodsPriceMessages);
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') {
        if (optional) return;
        throw new Error(t('money.required'));
      }
      if (!isMoney(text)) throw new Error(t('money.invalid'));
    },
  };
};

/**
 * A price typed as text and kept as text: the value never goes through a float; leaving the
 * field writes it with two decimals ("12.3" → "12.30"), and the server receives that string.
 */
export const MoneyInput = ({
  value,
  onChange,
  testId,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  testId?: string;
}) => (
  <Input
    inputMode="decimal"
    placeholder="0.00"
    data-testid={testId}
    value={value ?? ''}
    onChange={(event) => onChange?.(event.target.value)}
    onBlur={(event) => {
      const shown = normalisedMoney(event.target.value);
      if (shown !== event.target.value) onChange?.(shown);
    }}
  />
);

/** Shows a refusal the HTTP client leaves to the screen (a 400 names the field and why). */
export const useFailure = () => {
  const { message } = App.useApp();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) void message.error(error.message);
  };
};

/** 出售中 (green) or 下架, from a status (console.md §4). */
export const PriceStatusTag = ({ status, text }: { status: number; text?: string }) => {
  const t = useMessages(goodsPriceMessages);
  const onSale = status === GOODS_STATUS_ON_SALE;
  return (
    <Tag color={onSale ? 'green' : 'default'} data-testid="price-status">
      {text ?? (onSale ? t('common.onSale') : t('common.offShelf'))}
    </Tag>
  );
};

/** Store names by id, for price rows (which carry the store id only). */
export const useStoreNames = () => {
  const stores = useQuery({
    queryKey: ['goods-price-store-names'],
    queryFn: () => call(endpoints.store.getList, { body: {} }),
    staleTime: 60_000,
  });
  const names = new Map((stores.data ?? []).map((store) => [store.id, store.storeName]));
  return (id: number) => names.get(id) ?? `#${id}`;
};

/** One goods picked in the product chooser (请选择商品), its name shown beside the button. */
export const GoodsPick = ({
  value,
  onChange,
  initialName,
  label,
  testId = 'goods-pick',
}: {
  value?: number | null;
  onChange?: (goods: GoodsRecord) => void;
  initialName?: string | null;
  /** The button's text (default: choose goods). */
  label?: string;
  testId?: string;
}) => {
  const t = useMessages(goodsPriceMessages);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState<string | null>(initialName ?? null);
  const hasValue = typeof value === 'number';
  return (
    <Flex gap={8} align="center" data-testid={testId}>
      {hasValue && (
        <Typography.Text data-testid={`${testId}-name`}>{name ?? `#${value}`}</Typography.Text>
      )}
      <Button data-testid={`${testId}-choose`} onClick={() => setOpen(true)}>
        {label ?? (hasValue ? t('common.changeGoods') : t('common.chooseGoods'))}
      </Button>
      <ProductChooser
        open={open}
        multiple={false}
        onClose={() => setOpen(false)}
        onConfirm={([goods]: GoodsRecord[]) => {
          if (goods) {
            setName(goods.goodsName);
            onChange?.(goods);
          }
          setOpen(false);
        }}
      />
    </Flex>
  );
};

/** The SKU column: its text and code, or "the goods itself". */
export const SkuCell = ({
  skuText,
  skuCode,
}: {
  skuText?: string | null;
  skuCode?: string | null;
}) => {
  const t = useMessages(goodsPriceMessages);
  if (!skuText)
    return <Typography.Text type="secondary">{t('common.goodsItself')}</Typography.Text>;
  return (
    <Flex vertical>
      <Typography.Text data-testid="sku-text">{skuText}</Typography.Text>
      {skuCode && <Typography.Text type="secondary">{skuCode}</Typography.Text>}
    </Flex>
  );
};
