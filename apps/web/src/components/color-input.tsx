import { ColorPicker } from 'antd';
import type { FieldInputProps } from '../resources/define-resource';

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
