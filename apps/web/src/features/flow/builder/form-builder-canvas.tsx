import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
} from '@ant-design/icons';
import type { FlowFormFieldType, Locale } from '@retail/contract';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { formBuilderMessages } from './form-builder.i18n';
import { FIELD_TYPES, labelTextIn, type FieldDraft } from './form-builder-model';

/** Drag payloads: a field type from the palette, a field of the form being moved. */
export const TYPE_MIME = 'application/x-retail-form-field-type';
const FIELD_MIME = 'application/x-retail-form-field';

/** What the canvas asks of the builder. */
export type CanvasActions = {
  add: (type: FlowFormFieldType, at?: number) => void;
  move: (id: string, to: number) => void;
  remove: (id: string) => void;
  select: (id: string | null) => void;
};

/** The name a field goes by in the canvas and in problems: its label, else its key. */
export const fieldName = (field: FieldDraft, locale: Locale): string =>
  labelTextIn(field.label, locale) || field.key || '—';

/**
 * The palette: one button per field type. Click or Enter adds after the selected field; a drag
 * onto the form's list places it.
 */
export const FieldPalette = ({
  onAdd,
  disabled,
}: {
  onAdd: (type: FlowFormFieldType) => void;
  disabled: boolean;
}) => {
  const t = useMessages(formBuilderMessages);
  return (
    <nav aria-label={t('palette.title')} style={{ flex: '0 0 180px' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('palette.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('palette.hint')}
      </Typography.Paragraph>
      <Flex vertical gap={6}>
        {FIELD_TYPES.map((type) => (
          <Button
            key={type}
            block
            draggable={!disabled}
            disabled={disabled}
            data-testid={`form-builder-add-${type}`}
            aria-label={t('palette.add', { type: t(`types.${type}`) })}
            title={t('palette.add', { type: t(`types.${type}`) })}
            onDragStart={(event) => {
              event.dataTransfer.setData(TYPE_MIME, type);
              event.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => onAdd(type)}
          >
            {t(`types.${type}`)}
          </Button>
        ))}
      </Flex>
    </nav>
  );
};

type Props = {
  fields: readonly FieldDraft[];
  selectedId: string | null;
  locale: Locale;
  problemCounts: ReadonlyMap<string, number>;
  actions: CanvasActions;
};

/**
 * The form's fields in order. Each row: one button that selects it, takes the keyboard (arrows
 * choose, Alt+arrows move, Delete removes) and drags; then move up, move down and remove.
 */
export const FieldCanvas = ({ fields, selectedId, locale, problemCounts, actions }: Props) => {
  const t = useMessages(formBuilderMessages);
  const { token } = theme.useToken();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** The field whose button takes the focus after the next change (keyboard moves, removal). */
  const focusNext = useRef<string | null>(null);
  const [drop, setDrop] = useState<number | null>(null);

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    buttons.current.get(id)?.focus();
  }, [fields, selectedId]);

  const onKeyDown = (event: KeyboardEvent, field: FieldDraft, index: number) => {
    let handled = true;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      focusNext.current = field.id;
      actions.move(field.id, index + (event.key === 'ArrowUp' ? -1 : 1));
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const next = fields[index + (event.key === 'ArrowUp' ? -1 : 1)];
      if (next) {
        focusNext.current = next.id;
        actions.select(next.id);
      }
    } else if (event.key === 'Home' || event.key === 'End') {
      const next = event.key === 'Home' ? fields[0] : fields[fields.length - 1];
      if (next) {
        focusNext.current = next.id;
        actions.select(next.id);
      }
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      const after = fields[index + 1] ?? fields[index - 1];
      focusNext.current = after?.id ?? null;
      actions.remove(field.id);
    } else handled = false;
    if (handled) event.preventDefault();
  };

  /** Where a drop over this row lands: before it (upper half) or after it. */
  const overRow = (event: DragEvent, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = event.dataTransfer.types.includes(TYPE_MIME) ? 'copy' : 'move';
    const box = event.currentTarget.getBoundingClientRect();
    setDrop(event.clientY < box.top + box.height / 2 ? index : index + 1);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const at = drop ?? fields.length;
    setDrop(null);
    const type = event.dataTransfer.getData(TYPE_MIME);
    if (type && (FIELD_TYPES as readonly string[]).includes(type)) {
      actions.add(type as FlowFormFieldType, at);
      return;
    }
    const id = event.dataTransfer.getData(FIELD_MIME);
    const from = fields.findIndex((field) => field.id === id);
    if (from < 0) return;
    actions.move(id, from < at ? at - 1 : at);
  };

  const dropLine = (visible: boolean) => (
    <div
      aria-hidden="true"
      style={{
        height: 3,
        margin: '1px 0',
        borderRadius: 2,
        background: visible ? token.colorPrimary : 'transparent',
      }}
    />
  );

  return (
    <section aria-label={t('canvas.title')} style={{ flex: '1 1 280px', minWidth: 240 }}>
      <Flex justify="space-between" align="baseline">
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('canvas.title')}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="form-builder-count">
          {t('canvas.count', { count: fields.length })}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph id="form-builder-keys" type="secondary" style={{ fontSize: 12 }}>
        {t('canvas.keys')}
      </Typography.Paragraph>
      <div
        data-testid="form-builder-canvas"
        onDragOver={(event) => {
          event.preventDefault();
          if (event.target === event.currentTarget) setDrop(fields.length);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDrop(null);
        }}
        onDrop={onDrop}
        style={{
          minHeight: 160,
          padding: 8,
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: token.borderRadius,
        }}
      >
        {fields.length === 0 ? (
          <Typography.Text type="secondary">{t('canvas.empty')}</Typography.Text>
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {fields.map((field, index) => {
              const name = fieldName(field, locale);
              const selected = field.id === selectedId;
              const problems = problemCounts.get(field.id) ?? 0;
              const described = t('canvas.field', {
                label: name,
                type: t(`types.${field.type}`),
                key: field.key,
              });
              return (
                <li
                  key={field.id}
                  onDragOver={(event) => overRow(event, index)}
                  onDrop={onDrop}
                  data-testid="form-builder-field"
                  data-key={field.key}
                >
                  {dropLine(drop === index)}
                  <Flex
                    align="center"
                    gap={4}
                    style={{
                      padding: 4,
                      borderRadius: token.borderRadius,
                      border: `1px solid ${
                        problems > 0
                          ? token.colorError
                          : selected
                            ? token.colorPrimary
                            : token.colorBorderSecondary
                      }`,
                      background: selected ? token.colorPrimaryBg : token.colorBgContainer,
                    }}
                  >
                    <Button
                      type="text"
                      block
                      ref={(element: HTMLButtonElement | null) => {
                        if (element) buttons.current.set(field.id, element);
                        else buttons.current.delete(field.id);
                      }}
                      draggable
                      aria-pressed={selected}
                      aria-describedby="form-builder-keys"
                      aria-label={[
                        described,
                        field.required ? t('canvas.required') : null,
                        problems > 0 ? t('canvas.problems', { count: problems }) : null,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                      data-testid={`form-builder-select-${String(index)}`}
                      onClick={() => actions.select(field.id)}
                      onKeyDown={(event) => onKeyDown(event, field, index)}
                      onDragStart={(event) => {
                        event.dataTransfer.setData(FIELD_MIME, field.id);
                        event.dataTransfer.effectAllowed = 'move';
                        actions.select(field.id);
                      }}
                      onDragEnd={() => setDrop(null)}
                      style={{ justifyContent: 'flex-start', textAlign: 'left', minWidth: 0 }}
                      icon={<HolderOutlined aria-hidden="true" />}
                    >
                      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {name}
                        {field.required && (
                          <span aria-hidden="true" style={{ color: token.colorError }}>
                            {' '}
                            *
                          </span>
                        )}
                      </span>
                      <Tag style={{ marginInlineStart: 8 }}>{t(`types.${field.type}`)}</Tag>
                      <Typography.Text type="secondary" code>
                        {field.key}
                      </Typography.Text>
                      {problems > 0 && (
                        <Tag color="error" style={{ marginInlineStart: 4 }}>
                          {t('canvas.problems', { count: problems })}
                        </Tag>
                      )}
                    </Button>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      aria-label={t('canvas.moveUp', { label: name })}
                      title={t('canvas.moveUp', { label: name })}
                      data-testid={`form-builder-up-${String(index)}`}
                      onClick={() => actions.move(field.id, index - 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      disabled={index === fields.length - 1}
                      aria-label={t('canvas.moveDown', { label: name })}
                      title={t('canvas.moveDown', { label: name })}
                      data-testid={`form-builder-down-${String(index)}`}
                      onClick={() => actions.move(field.id, index + 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('canvas.remove', { label: name })}
                      title={t('canvas.remove', { label: name })}
                      data-testid={`form-builder-remove-${String(index)}`}
                      onClick={() => actions.remove(field.id)}
                    />
                  </Flex>
                  {index === fields.length - 1 && dropLine(drop === fields.length)}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
};
