/**
 * 'Return type Array' mapping (console.md §5): a data source configured with return type
 * `Array` yields a list of objects, any other type a single object, keyed by the configured
 * property name.
 */
export type ReturnTypeConfig = { returnType: string; propertyName: string };

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const mapByReturnType = (
  config: ReturnTypeConfig,
  raw: unknown,
): Record<string, Row[] | Row> => {
  const rows = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).filter(
    isRow,
  );
  if (config.returnType === 'Array') return { [config.propertyName]: rows };
  return { [config.propertyName]: rows[0] ?? {} };
};
