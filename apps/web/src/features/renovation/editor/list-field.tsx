import type { ComponentType } from 'react';
import { Button, Flex, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  editorLabel,
  valueAtPath,
  withValueAtPath,
  type EditorField,
} from '@retail/widgets/editor';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { editorMessages } from './editor.i18n';
import type { FieldControlProps } from './field-types';
import { isFieldVisible } from './field-visibility';

type ListEditorField = Extract<EditorField, { control: 'list' }>;

type Props = FieldControlProps & {
  field: ListEditorField;
  label: string;
  /** The control of one item field (FieldControl; passed in so the two files need not import each other). */
  Control: ComponentType<FieldControlProps>;
};

/** A list field: its items with their own fields, add (up to maxItems), remove and reorder. */
export const ListField = ({
  field,
  value,
  onChange,
  disabled,
  id,
  locale,
  label,
  Control,
}: Props) => {
  const t = useMessages(editorMessages);
  const items: unknown[] = Array.isArray(value) ? value : [];
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  const swap = (i: number, j: number) => {
    const next = [...items];
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  return (
    <Flex vertical gap={8} role="group" aria-label={label}>
      {items.map((item, i) => {
        const n = i + 1;
        return (
          <section
            key={i}
            aria-label={`${label}: ${t('props.list.item', { n })}`}
            style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 8 }}
          >
            <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
              <Typography.Text strong>{t('props.list.item', { n })}</Typography.Text>
              <Flex gap={2}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${label}: ${t('props.list.up', { n })}`}
                  disabled={disabled || i === 0}
                  onClick={() => swap(i, i - 1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${label}: ${t('props.list.down', { n })}`}
                  disabled={disabled || i === items.length - 1}
                  onClick={() => swap(i, i + 1)}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${label}: ${t('props.list.remove', { n })}`}
                  disabled={disabled}
                  onClick={() => onChange(items.filter((_, k) => k !== i))}
                />
              </Flex>
            </Flex>
            {field.item
              .filter((sub) => isFieldVisible(sub, item))
              .map((sub) => {
                const subId = `${id}-${i}-${sub.path.replace(/\./g, '-')}`;
                const subLabel = editorLabel(locale, sub.label);
                return (
                  <div
                    key={sub.path}
                    style={{ marginBottom: 6 }}
                    data-field-path={`${field.path}.${i}.${sub.path}`}
                  >
                    <label
                      htmlFor={subId}
                      style={{ display: 'block', fontSize: 12, marginBottom: 2 }}
                    >
                      {subLabel}
                    </label>
                    <Control
                      field={sub}
                      value={valueAtPath(item, sub.path)}
                      id={subId}
                      locale={locale}
                      disabled={disabled}
                      onChange={(v, coalesce) => {
                        const next = [...items];
                        next[i] = withValueAtPath(item, sub.path, v);
                        onChange(next, coalesce);
                      }}
                    />
                  </div>
                );
              })}
          </section>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        disabled={disabled || full}
        aria-label={`${label}: ${t('props.list.add')}`}
        onClick={() => onChange([...items, structuredClone(field.newItem)])}
      >
        {t('props.list.add')}
      </Button>
      {field.maxItems !== undefined && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('props.list.max', { max: field.maxItems })}
        </Typography.Text>
      )}
    </Flex>
  );
};
