/** Export of table rows in the browser: CSV (UTF-8 with BOM for Excel) and Excel (SpreadsheetML). */
import { saveFile } from './save-file';
export type ExportColumn<T> = { title: string; value: (row: T) => string | number };

const csvCell = (value: string | number): string => {
  const text = String(value);
  // Formula-looking cells are prefixed so spreadsheets do not run them (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = <T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string =>
  [
    columns.map((column) => csvCell(column.title)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',')),
  ].join('\r\n');

const xml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An Excel 2003 XML workbook: opens in Excel, LibreOffice and Numbers without a library. */
export const toSpreadsheetXml = <T>(
  sheet: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): string => {
  const cell = (value: string | number) =>
    typeof value === 'number'
      ? `<Cell><Data ss:Type="Number">${value}</Data></Cell>`
      : `<Cell><Data ss:Type="String">${xml(value)}</Data></Cell>`;
  const row = (values: (string | number)[]) => `<Row>${values.map(cell).join('')}</Row>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    `<Worksheet ss:Name="${xml(sheet.slice(0, 31))}"><Table>`,
    row(columns.map((column) => column.title)),
    ...rows.map((entry) => row(columns.map((column) => column.value(entry)))),
    '</Table></Worksheet></Workbook>',
  ].join('');
};

/** Saves text as a file through a temporary link. */
export const downloadText = (fileName: string, text: string, type: string): void => {
  const blob = new Blob([type.startsWith('text/csv') ? '\uFEFF' : '', text], { type });
  saveFile(blob, fileName);
};

export const exportCsv = <T>(
  fileName: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
) => downloadText(`${fileName}.csv`, toCsv(columns, rows), 'text/csv;charset=utf-8');

export const exportExcel = <T>(
  fileName: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
) =>
  downloadText(
    `${fileName}.xls`,
    toSpreadsheetXml(fileName, columns, rows),
    'application/vnd.ms-excel;charset=utf-8',
  );
