import { useEffect, useState } from 'react';
import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { GoodsTypeSelect, ProductChooser } from '../../../components/product-chooser';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { editorMessages } from './editor.i18n';
import {
  isDeclaredLink,
  LINK_CHOICES,
  linkOf,
  ORDER_TABS,
  selectionOf,
  urlProblem,
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
 * category on the category tree, another page, a coupon, an article, a storefront screen, a
 * URL). An unfinished choice (no goods chosen yet, a URL that fails the §5 check) keeps the
 * last complete link. Links the spec declares without behaviour keep their target text only.
 */
export const LinkPicker = ({ id, label, value, disabled, onChange }: Props) => {
  const t = useMessages(editorMessages);
  const [selection, setSelection] = useState<LinkSelection>(() => selectionOf(value));
  const [choosing, setChoosing] = useState(false);

  // Undo, redo or another block: follow the stored link unless it is what we show.
  useEffect(() => {
    setSelection((current) => (same(linkOf(current), value) ? current : selectionOf(value)));
  }, [value]);

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
      {(selection.choice === 'page' ||
        selection.choice === 'coupon' ||
        selection.choice === 'article') && (
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
