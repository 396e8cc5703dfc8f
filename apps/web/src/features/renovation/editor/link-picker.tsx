import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { resources } from '@retail/contract';
import { GoodsTypeSelect, ProductChooser } from '../../../components/product-chooser';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { callEndpoint } from '../../../resources/resource-call';
import { editorMessages } from './editor.i18n';
import {
  couponOptions,
  isDeclaredLink,
  LINK_CHOICES,
  linkOf,
  MY_COUPON,
  ORDER_TABS,
  selectionOf,
  urlProblem,
  type CouponTemplateRow,
  type LinkSelection,
} from './link-model';

type Props = {
  id: string;
  label: string;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown, coalesce?: boolean) => void;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A link field: what it leads to (a goods item through the product chooser 请选择商品, a
 * category on the category tree, another page, a coupon among the tenant's templates by name,
 * an article, a storefront screen, a URL). An unfinished choice (no goods chosen yet, a URL
 * that fails the §5 check) keeps the last complete link. Links the spec declares without
 * behaviour keep their target text only; the declared my-coupon link says where it leads.
 */
export const LinkPicker = ({ id, label, value, disabled, onChange }: Props) => {
  const t = useMessages(editorMessages);
  const [selection, setSelection] = useState<LinkSelection>(() => selectionOf(value));
  const [choosing, setChoosing] = useState(false);

  // Undo, redo or another block: follow the stored link unless it is what we show.
  useEffect(() => {
    setSelection((current) => (same(linkOf(current), value) ? current : selectionOf(value)));
  }, [value]);

  if (isDeclaredLink(value) && value.declared === MY_COUPON)
    return (
      <Typography.Text id={id} type="secondary">
        {t('link.myCoupon', { label })}
      </Typography.Text>
    );

  if (isDeclaredLink(value)) {
    const target = (value as { target?: unknown }).target;
    return (
      <Input
        id={id}
        aria-label={t('link.declared', { label })}
        value={typeof target === 'string' ? target : ''}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, target: e.target.value }, true)}
      />
    );
  }

  const update = (next: LinkSelection, coalesce = false) => {
    setSelection(next);
    const link = linkOf(next);
    if (link && !same(link, value)) onChange(link, coalesce);
  };
  const choiceName = t(`link.choices.${selection.choice}`);
  const target = t('link.target', { label });
  const problem = selection.choice === 'url' ? urlProblem(selection.text) : null;

  return (
    <Flex vertical gap={6}>
      <Select
        id={id}
        aria-label={t('link.type', { label })}
        value={selection.choice}
        disabled={disabled}
        options={LINK_CHOICES.map((choice) => ({
          value: choice,
          label: t(`link.choices.${choice}`),
        }))}
        onChange={(choice) => update({ choice, id: null, text: choice === 'orders' ? 'all' : '' })}
      />
      {selection.choice === 'goods' && (
        <Flex gap={8} align="center">
          <Button
            size="small"
            disabled={disabled}
            aria-label={`${t('link.chooseGoods')}: ${label}`}
            onClick={() => setChoosing(true)}
          >
            {t('link.chooseGoods')}
          </Button>
          {selection.id !== null && (
            <Typography.Text>{t('link.goodsChosen', { id: selection.id })}</Typography.Text>
          )}
          <ProductChooser
            open={choosing}
            multiple={false}
            onClose={() => setChoosing(false)}
            onConfirm={(rows) => {
              setChoosing(false);
              const [goods] = rows;
              if (goods) update({ ...selection, id: goods.id });
            }}
          />
        </Flex>
      )}
      {selection.choice === 'category' && (
        <GoodsTypeSelect
          label={target}
          value={selection.id ?? undefined}
          onChange={(next) => update({ ...selection, id: typeof next === 'number' ? next : null })}
        />
      )}
      {selection.choice === 'coupon' && (
        <CouponSelect
          label={target}
          value={selection.id}
          disabled={disabled}
          onChange={(next) => update({ ...selection, id: next })}
        />
      )}
      {(selection.choice === 'page' || selection.choice === 'article') && (
        <InputNumber
          aria-label={t('link.id', { label, choice: choiceName })}
          style={{ width: '100%' }}
          min={1}
          precision={0}
          value={selection.id}
          disabled={disabled}
          status={selection.id === null ? 'warning' : undefined}
          onChange={(next) =>
            update({ ...selection, id: typeof next === 'number' && next > 0 ? next : null }, true)
          }
        />
      )}
      {selection.choice === 'orders' && (
        <Select
          aria-label={target}
          value={selection.text}
          disabled={disabled}
          options={ORDER_TABS.map((tab) => ({ value: tab, label: t(`link.orderTabs.${tab}`) }))}
          onChange={(text) => update({ ...selection, text })}
        />
      )}
      {selection.choice === 'url' && (
        <>
          <Input
            aria-label={target}
            value={selection.text}
            disabled={disabled}
            placeholder="https://…"
            status={problem ? 'error' : undefined}
            aria-invalid={problem !== null}
            onChange={(e) => update({ ...selection, text: e.target.value }, true)}
          />
          {problem === 'scheme' && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('link.badUrl')}
            </Typography.Text>
          )}
        </>
      )}
    </Flex>
  );
};

/**
 * The tenant's coupon templates by name (the coupon resource's list for choosers); those the
 * storefront does not give out now (not running, or not claimable by shoppers) say so, and a
 * saved id no longer there shows as such.
 */
const CouponSelect = ({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: number | null;
  disabled: boolean;
  onChange: (id: number | null) => void;
}) => {
  const t = useMessages(editorMessages);
  const list = resources.coupon.endpoints.queryForList;
  const rows = useQuery({
    queryKey: [list.path, 'link-picker'],
    queryFn: () => callEndpoint(list, { body: {}, quiet: true }),
  });
  const options = couponOptions((rows.data ?? []) as CouponTemplateRow[], value, {
    idle: (name) => t('link.couponIdle', { name }),
    missing: (id) => t('link.couponMissing', { id }),
    loading: rows.isLoading,
  });
  return (
    <>
      <Select
        aria-label={label}
        data-testid="link-coupon"
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        loading={rows.isLoading}
        disabled={disabled}
        value={value ?? undefined}
        status={value === null ? 'warning' : undefined}
        options={options}
        onChange={(next: number | undefined) => onChange(typeof next === 'number' ? next : null)}
      />
      {rows.isError && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {t('link.couponsFailed')}
        </Typography.Text>
      )}
    </>
  );
};
