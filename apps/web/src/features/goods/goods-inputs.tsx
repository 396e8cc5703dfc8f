import { useState } from 'react';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type GoodsRecord } from '@retail/contract';
import {
  GoodsTypeSelect,
  ProductChooser,
  useGoodsTypeTree,
} from '../../components/product-chooser';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { FieldInputProps } from '../../resources/define-resource';
import { colourCell } from '../../components/field-cells';
import { goodsMessages } from './goods.i18n';

export { ColorInput, colourCell, thumbnail, thumbnailText } from '../../components/field-cells';

/** A goods category on the category tree (form and search area). */
export const GoodsTypeInput = ({ value, onChange, label }: FieldInputProps) => (
  <GoodsTypeSelect value={value} onChange={onChange} {...(label ? { label } : {})} />
);

/** A category's name, read from the category tree (rows that carry only the id). */
export const GoodsTypeName = ({ id }: { id: unknown }) => {
  const { rows } = useGoodsTypeTree();
  return <>{rows.find((row) => row.id === id)?.name ?? (id == null ? '' : `#${String(id)}`)}</>;
};

/** A brand of the caller's scope. */
export const BrandSelect = ({ value, onChange, label }: FieldInputProps) => {
  const brands = useQuery({
    queryKey: ['brand-options'],
    queryFn: () => call(endpoints.brand.queryForList, { body: {}, quiet: true }),
  });
  return (
    <Select
      data-testid="field-brandId"
      aria-label={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 160 }}
      loading={brands.isLoading}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      options={(brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.name }))}
    />
  );
};

const useTags = () =>
  useQuery({
    queryKey: ['goods-tag-options'],
    queryFn: () => call(endpoints.goodsTag.queryForList, { body: {}, quiet: true }),
  });

/** A tag's name in its colour (rows carry the name; the colour is the tag's own). */
export const TagName = ({ id, name }: { id: unknown; name: unknown }) => {
  const colour = useTags().data?.find((tag) => tag.id === id)?.color;
  const text = typeof name === 'string' ? name : '';
  return colour ? colourCell(colour, { name: text }) : <>{text}</>;
};

/** One tag (goodsTagId) or, with `multiple`, several (tagIds). */
export const TagSelect = ({
  value,
  onChange,
  multiple = false,
  testId = 'field-goodsTagId',
  label,
}: Omit<FieldInputProps, 'row'> & { multiple?: boolean; testId?: string }) => {
  const tags = useTags();
  return (
    <Select
      data-testid={testId}
      aria-label={label}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 160 }}
      loading={tags.isLoading}
      value={(value as number | number[] | null | undefined) ?? undefined}
      onChange={(next: number | number[] | undefined) => onChange?.(next ?? null)}
      options={(tags.data ?? []).map((tag) => ({
        value: tag.id,
        label: tag.name,
      }))}
      optionRender={(option) => {
        const tag = tags.data?.find((candidate) => candidate.id === option.value);
        return <Tag color={tag?.color ?? undefined}>{option.label}</Tag>;
      }}
    />
  );
};

export const TagInput = ({ value, onChange, label }: FieldInputProps) => (
  <TagSelect value={value} onChange={onChange} {...(label ? { label } : {})} />
);

/** One goods, chosen in the product chooser; shows the edited record's goods name. */
export const GoodsPicker = ({ value, onChange, row }: FieldInputProps) => {
  const t = useMessages(goodsMessages);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState<string | null>(
    typeof row?.goodsName === 'string' ? row.goodsName : null,
  );
  const hasValue = typeof value === 'number';
  return (
    <Flex gap={8} align="center" data-testid="field-goodsId">
      {hasValue && (
        <Typography.Text data-testid="goods-picker-name">{name ?? `#${value}`}</Typography.Text>
      )}
      <Button data-testid="goods-picker-choose" onClick={() => setOpen(true)}>
        {t('tagRef.chooseGoods')}
      </Button>
      <ProductChooser
        open={open}
        multiple={false}
        onClose={() => setOpen(false)}
        onConfirm={([goods]: GoodsRecord[]) => {
          if (goods) {
            setName(goods.goodsName);
            onChange?.(goods.id);
          }
          setOpen(false);
        }}
      />
    </Flex>
  );
};
