/**
 * Spreadsheets in and out (people import and export, bad rows, the audit export), through exceljs:
 * a well-kept library, never a parser of our own. Cells are read as the text a person sees in them.
 */
import ExcelJS from 'exceljs';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
}

/** One sheet, a bold header row, the rows' values under their column keys. */
export async function writeSheet(name: string, columns: readonly SheetColumn[], rows: ReadonlyArray<Record<string, unknown>>,
  opts: { notes?: Record<string, string> } = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(12, c.header.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const [key, note] of Object.entries(opts.notes ?? {})) {
    const index = columns.findIndex((c) => c.key === key);
    if (index >= 0) sheet.getRow(1).getCell(index + 1).note = note;
  }
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, row[c.key] ?? ''])));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** What a cell shows, as text: rich text joined, a formula's result, a date as yyyy-MM-dd. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

export class SheetError extends Error {}

/**
 * The first sheet's rows as text (the header row first), trailing empty rows dropped. A file that
 * is not an xlsx workbook, or holds more than maxRows data rows, is a SheetError.
 */
export async function readSheet(bytes: Buffer, maxRows: number): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SheetError('文件不是有效的 xlsx 表格');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new SheetError('表格中没有工作表');
  if (sheet.actualRowCount > maxRows + 1) throw new SheetError(`一次最多导入 ${maxRows} 行，请分批导入`);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values: string[] = [];
    for (let i = 1; i <= sheet.columnCount; i += 1) values.push(cellText(row.getCell(i).value).trim());
    rows[number - 1] = values;
  });
  for (let i = 0; i < rows.length; i += 1) rows[i] ??= [];
  while (rows.length && rows[rows.length - 1].every((v) => v === '')) rows.pop();
  return rows;
}
