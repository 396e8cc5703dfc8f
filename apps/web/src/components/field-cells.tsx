import { lazy, Suspense, useState } from 'react';
import { Input, InputNumber, Tag } from 'antd';
import './list/row-cells.css';
import type { Locale } from '@retail/contract';
import { readableShade } from '../lib/contrast';
import { useLocale } from '../lib/i18n';
import type { FieldInputProps } from '../resources/define-resource';

// Cells and controls of the field kinds every resource screen shares (picture, colour, money).

/** What a picture shows, for its alternative text: the record's name, else the file's name. */
const pictureName = (url: string, row?: Record<string, unknown>): string => {
  const name = row?.goodsName ?? row?.name ?? row?.typeName;
  if (typeof name === 'string' && name.trim()) return name;
  return decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '') || url;
};

const PicturePreview = lazy(async () => ({
  default: (await import('./picture-preview')).PicturePreview,
}));

/**
 * A picture in a table cell: a plain <img> in a button named by it, which opens it larger. A
 * virtual table mounts the rows entering the view on every frame of a scroll; antd's Image (and
 * its preview) is fetched and drawn only once a picture is opened.
 */
const CellPicture = ({ src, alt }: { src: string; alt: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="cell-picture" onClick={() => setOpen(true)}>
        <img src={src} alt={alt} width={40} height={40} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PicturePreview src={src} alt={alt} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

/** A picture cell of a table (it opens larger on click, so it is named). */
export const thumbnail = (value: unknown, row?: Record<string, unknown>) =>
  typeof value === 'string' && value ? (
    <CellPicture src={value} alt={pictureName(value, row)} />
  ) : null;

/** A picture cell's text (it shows none): what a long list scrolling fast draws in its place. */
export const thumbnailText = (): string => '';

// A colour control (color-input.tsx), fetched when a form first shows it (lazy-inputs.tsx).
export { LazyColorInput as ColorInput } from './lazy-inputs';

/**
 * A colour cell: the record's name drawn in its colour, on antd's light tint of it. The text
 * takes a shade of the colour that still reads at 4.5:1 on that tint (issue 22): a light theme
 * colour, or a near-white one, would not.
 */
export const colourCell = (value: unknown, row: { name?: unknown }) =>
  typeof value === 'string' && value ? (
    <Tag color={value} style={{ color: readableShade(value, 5.8) }}>
      {typeof row.name === 'string' ? row.name : value}
    </Tag>
  ) : null;

/** An amount of integer cents in yuan (12.34 for 1234): once, on the way in and out of a control. */
export const centsToYuan = (cents: number): number => cents / 100;
export const yuanToCents = (yuan: number): number => Math.round(yuan * 100);

/** The number formats of each language (digits, separators). */
export const NUMBER_LOCALES: Record<Locale, string> = { zh: 'zh-CN', en: 'en-GB', es: 'es-ES' };
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** Cents as yuan with two decimals, in the language's digits and separators (no currency sign). */
export const formatMoney = (cents: number, locale: Locale): string => {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[locale], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(locale, format);
  }
  return format.format(centsToYuan(cents));
};

const Money = ({ cents }: { cents: number }) => <>{formatMoney(cents, useLocale())}</>;

/** A money cell: the record's cents as yuan. */
export const moneyCell = (value: unknown) =>
  typeof value === 'number' ? <Money cents={value} /> : null;

/**
 * A money control: shows and takes yuan with two decimals, holds integer cents (what the API
 * carries). Cleared, it holds nothing, so the server keeps the field's default.
 */
export const MoneyInput = ({
  value,
  onChange,
  testId,
  min,
  max,
  label,
}: FieldInputProps & { testId?: string; min?: number; max?: number }) => (
  <InputNumber<number>
    data-testid={testId}
    aria-label={label}
    style={{ width: '100%', minWidth: 120 }}
    precision={2}
    step={0.01}
    {...(min !== undefined ? { min: centsToYuan(min) } : {})}
    {...(max !== undefined ? { max: centsToYuan(max) } : {})}
    value={typeof value === 'number' ? centsToYuan(value) : null}
    onChange={(yuan) => onChange?.(typeof yuan === 'number' ? yuanToCents(yuan) : undefined)}
  />
);

/** `yyyy-MM-dd HH:mm:ss` ↔ the browser's `yyyy-MM-ddTHH:mm:ss` of a date-time control. */
const toLocalInput = (value: unknown) =>
  typeof value === 'string' && value.length >= 16 ? value.replace(' ', 'T') : '';
const fromLocalInput = (value: string) => {
  if (!value) return null;
  const [date, time = ''] = value.split('T');
  return `${date} ${time.length === 5 ? `${time}:00` : time.slice(0, 8)}`;
};

/** A day (`yyyy-MM-dd`, a list's "created from"): the browser's own date control. */
export const DayInput = ({
  value,
  onChange,
  label,
  testId,
}: FieldInputProps & { testId?: string }) => (
  <Input
    type="date"
    data-testid={testId}
    aria-label={label}
    style={{ minWidth: 150 }}
    value={typeof value === 'string' ? value : ''}
    onChange={(event) => onChange?.(event.target.value || null)}
  />
);

/** A moment (an activity's start or end): the browser's own date-time control, to the second. */
export const DateTimeInput = ({
  value,
  onChange,
  testId,
  label,
}: FieldInputProps & { testId?: string }) => (
  <Input
    type="datetime-local"
    step={1}
    data-testid={testId}
    aria-label={label}
    style={{ minWidth: 200 }}
    value={toLocalInput(value)}
    onChange={(event) => onChange?.(fromLocalInput(event.target.value))}
  />
);
