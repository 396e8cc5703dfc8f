import { ColorPicker, Image, Tag } from 'antd';
import type { FieldInputProps } from '../resources/define-resource';

// Cells and controls of the field kinds every resource screen shares (picture, colour).

/** A picture cell of a table. */
export const thumbnail = (value: unknown) =>
  typeof value === 'string' && value ? (
    <Image src={value} width={40} height={40} style={{ objectFit: 'contain' }} />
  ) : null;

/** A colour (#RRGGBB), picked or cleared. */
export const ColorInput = ({ value, onChange }: FieldInputProps) => (
  <ColorPicker
    data-testid="field-color"
    allowClear
    showText
    format="hex"
    value={typeof value === 'string' ? value : null}
    onChange={(colour) => onChange?.(colour.toHexString())}
    onClear={() => onChange?.(null)}
  />
);

/** A colour cell: the record's name drawn in its colour. */
export const colourCell = (value: unknown, row: { name?: unknown }) =>
  typeof value === 'string' && value ? (
    <Tag color={value}>{typeof row.name === 'string' ? row.name : value}</Tag>
  ) : null;
