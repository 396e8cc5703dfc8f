import { Descriptions } from 'antd';
import type { FormDataRow } from '../form/flow-form-model';

/** Form values as label and text. */
export const FormDataList = ({
  rows,
  label,
  size = 'default',
}: {
  rows: FormDataRow[];
  label: string;
  size?: 'small' | 'default';
}) => (
  <Descriptions
    aria-label={label}
    size={size === 'small' ? 'small' : 'middle'}
    column={1}
    bordered
    items={rows.map((row) => ({ key: row.key, label: row.label, children: row.value || '—' }))}
  />
);
