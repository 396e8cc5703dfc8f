import type { ReactNode } from 'react';
import { ColorPicker, Flex, Input, InputNumber, Radio, Select, Slider, Switch } from 'antd';
import type { Locale } from '@retail/contract';
import { editorLabel, ICON_NAMES, type EditorField } from '@retail/widgets/editor';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { editorMessages } from './editor.i18n';
import { ImageField } from './image-field';
import { LinkPicker } from './link-picker';
import { ListField } from './list-field';
import type { FieldControlProps } from './field-types';

export type { FieldControlProps } from './field-types';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A field's label: the widget label in the console's language. */
export const fieldLabel = (field: EditorField, locale: Locale): string =>
  editorLabel(locale, field.label);

/** One control per declared field kind (EditorField of the widgets' editor entry). */
export const FieldControl = (props: FieldControlProps): ReactNode => {
  const { field, value, onChange, disabled, id, locale, invalid } = props;
  const t = useMessages(editorMessages);
  const label = fieldLabel(field, locale);
  const status = invalid ? ('error' as const) : undefined;
  switch (field.control) {
    case 'text':
      return (
        <Input
          id={id}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          status={status}
          onChange={(e) => onChange(e.target.value, true)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          status={status}
          onChange={(e) => onChange(e.target.value, true)}
        />
      );
    case 'number':
      return (
        <InputNumber
          id={id}
          style={{ width: '100%' }}
          value={numberOr(value, 0)}
          min={field.min}
          max={field.max}
          step={field.step}
          suffix={field.unit}
          disabled={disabled}
          status={status}
          onChange={(next) => onChange(typeof next === 'number' ? next : (field.min ?? 0), true)}
        />
      );
    case 'slider':
      return (
        <Flex gap={8} align="center">
          <Slider
            style={{ flex: 1 }}
            ariaLabelForHandle={label}
            value={numberOr(value, field.min ?? 0)}
            min={field.min ?? 0}
            max={field.max ?? 100}
            step={field.step ?? 1}
            disabled={disabled}
            onChange={(next: number) => onChange(next, true)}
          />
          <InputNumber
            id={id}
            style={{ width: 96 }}
            value={numberOr(value, field.min ?? 0)}
            min={field.min}
            max={field.max}
            step={field.step}
            suffix={field.unit}
            disabled={disabled}
            status={status}
            onChange={(next) => onChange(typeof next === 'number' ? next : (field.min ?? 0), true)}
          />
        </Flex>
      );
    case 'switch':
      return (
        <Switch
          id={id}
          checked={value === true}
          disabled={disabled}
          onChange={(v) => onChange(v)}
        />
      );
    case 'color': {
      const text = typeof value === 'string' ? value : '';
      return (
        <Flex gap={8} align="center">
          <ColorPicker
            value={text || undefined}
            allowClear
            disabled={disabled}
            onChange={(color) => onChange(color.cleared ? '' : color.toHexString(), true)}
            onClear={() => onChange('')}
          >
            <button
              type="button"
              aria-label={label}
              disabled={disabled}
              style={{
                width: 32,
                height: 32,
                borderRadius: 6,
                border: '1px solid #8c8c8c',
                background: text || 'repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0/8px 8px',
                cursor: disabled ? 'not-allowed' : 'pointer',
              }}
            />
          </ColorPicker>
          <Input
            id={id}
            aria-label={t('props.colorText', { label })}
            style={{ width: 140 }}
            value={text}
            disabled={disabled}
            status={status}
            onChange={(e) => onChange(e.target.value.trim(), true)}
          />
        </Flex>
      );
    }
    case 'select':
    case 'radio': {
      const options = field.options.map((option, i) => ({
        value: i,
        label: editorLabel(locale, option.label),
      }));
      const current = field.options.findIndex((option) => option.value === value);
      const pick = (i: number) => onChange(field.options[i]?.value);
      return field.control === 'select' ? (
        <Select<number>
          id={id}
          style={{ width: '100%' }}
          value={current < 0 ? undefined : current}
          options={options}
          disabled={disabled}
          status={status}
          onChange={pick}
        />
      ) : (
        <Radio.Group
          id={id}
          aria-label={label}
          value={current < 0 ? undefined : current}
          options={options}
          disabled={disabled}
          onChange={(e) => pick(e.target.value as number)}
        />
      );
    }
    case 'image':
      return <ImageField {...props} label={label} />;
    case 'video':
      return (
        <Input
          id={id}
          aria-label={t('props.video', { label })}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          status={status}
          placeholder="https://…/video.mp4"
          onChange={(e) => onChange(e.target.value, true)}
        />
      );
    case 'link':
      return (
        <LinkPicker id={id} label={label} value={value} disabled={disabled} onChange={onChange} />
      );
    case 'icon':
      return (
        <Select<string>
          id={id}
          showSearch
          style={{ width: '100%' }}
          value={typeof value === 'string' ? value : ''}
          options={[
            { value: '', label: t('props.icon') },
            ...ICON_NAMES.map((name) => ({ value: name, label: name })),
          ]}
          disabled={disabled}
          onChange={(next) => onChange(next)}
        />
      );
    case 'spacing': {
      const sides = (typeof value === 'object' && value !== null ? value : {}) as Record<
        string,
        unknown
      >;
      return (
        <Flex gap={4} wrap>
          {SIDES.map((side) => (
            <InputNumber
              key={side}
              id={side === 'top' ? id : `${id}-${side}`}
              aria-label={t('props.sideOf', { label, side: t(`props.spacing.${side}`) })}
              style={{ width: 76 }}
              min={0}
              max={500}
              value={numberOr(sides[side], 0)}
              disabled={disabled}
              onChange={(next) =>
                onChange(
                  { top: 0, right: 0, bottom: 0, left: 0, ...sides, [side]: numberOr(next, 0) },
                  true,
                )
              }
            />
          ))}
        </Flex>
      );
    }
    case 'list':
      return <ListField {...props} field={field} label={label} Control={FieldControl} />;
  }
};
