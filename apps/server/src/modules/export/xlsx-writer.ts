import type { ExportColumn } from '@retail/contract';
import ExcelJS from 'exceljs';

type CellValue = string | number | boolean | null;

/** The value at a dotted path of an entity (`organ.organName`). */
const valueAt = (entity: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      entity,
    );

/** One cell: scalars as they are, lists joined, objects as JSON (never a formula). */
export const cellOf = (value: unknown): CellValue => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (Array.isArray(value))
    return value
      .map((item) =>
        item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item),
      )
      .join(', ');
  return JSON.stringify(value);
};

export type SheetWriter = {
  addRows: (entities: readonly unknown[]) => void;
  /** Writes the rest of the file and closes it. */
  finish: () => Promise<void>;
};

/** A money cell: integer cents as yuan, shown with two decimals. */
const moneyOf = (value: unknown): CellValue =>
  typeof value === 'number' ? value / 100 : cellOf(value);

/**
 * Streams rows into an .xlsx file: one header row of labels, then one row per entity. Keys in
 * `money` hold integer cents and are written as yuan with two decimals.
 */
export const openSheetWriter = (
  file: string,
  columns: readonly ExportColumn[],
  money: ReadonlySet<string> = new Set(),
): SheetWriter => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true });
  const sheet = workbook.addWorksheet('Export');
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.min(50, Math.max(10, column.header.length + 4)),
    ...(money.has(column.key) ? { style: { numFmt: '0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  return {
    addRows: (entities) => {
      for (const entity of entities)
        sheet
          .addRow(
            columns.map((column) =>
              money.has(column.key)
                ? moneyOf(valueAt(entity, column.key))
                : cellOf(valueAt(entity, column.key)),
            ),
          )
          .commit();
    },
    finish: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
};
