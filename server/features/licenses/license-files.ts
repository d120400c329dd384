import Papa from 'papaparse';
import { CSV_ESCAPE_NEEDED } from '../../../domain/csv.ts';
import {
  LICENSE_CSV_COLUMNS,
  LICENSE_IMPORT_MAX_ROWS,
  type License,
  type LicenseImportRow,
  licenseExportCells,
  licenseImportFieldOf,
  LICENSE_MESSAGES as M,
  toLicenseImportRow,
} from '../../../domain/licenses.ts';
import { badRequest } from '../../lib/http-errors.ts';

/** The export as CSV: the product's columns, one row per license; a cell a spreadsheet would run is escaped. */
export function licensesCsv(list: License[]): string {
  const csv = Papa.unparse(
    { fields: LICENSE_CSV_COLUMNS.map((c) => c.label), data: list.map(licenseExportCells) },
    { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' },
  );
  return `${csv}\r\n`;
}

const MONEY = new Set<string>(['cost', 'costPerSeat']);
const DAYS = new Set<string>(['purchaseDate', 'renewalDate']);
const BRAND = 'FF1D4ED8';

/**
 * The export as an Excel workbook with the same columns: one sheet, a styled and frozen header
 * with filters, columns sized, money as dollars and days as dates. Text is never a formula.
 * ExcelJS is loaded on the first export, not at start (about 1.7 s and 27 MB of a start otherwise).
 */
export async function licensesXlsx(list: License[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Five Star District IT Portal';
  const sheet = book.addWorksheet('Licenses', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = LICENSE_CSV_COLUMNS.map((c) => ({
    header: c.label,
    key: c.field,
    width: c.width,
    style: MONEY.has(c.field) ? { numFmt: '"$"#,##0.00' } : DAYS.has(c.field) ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  for (const license of list) {
    sheet.addRow(
      licenseExportCells(license).map((cell, i) => {
        const field = LICENSE_CSV_COLUMNS[i]!.field;
        if (DAYS.has(field) && typeof cell === 'string' && cell) {
          const [y, m, d] = cell.split('-').map(Number);
          return new Date(Date.UTC(y!, m! - 1, d!));
        }
        return cell === '' ? null : cell;
      }),
    );
  }
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND } };
  header.alignment = { vertical: 'middle' };
  header.height = 20;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: LICENSE_CSV_COLUMNS.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A CSV file's license rows, by the export's column names (400 for a file that cannot be imported). */
export function readLicenseCsv(text: string): LicenseImportRow[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const fields = (parsed.meta.fields ?? []).map(licenseImportFieldOf);
  if (!fields.includes('name') || !fields.includes('vendor')) throw badRequest(M.importColumns);
  if (parsed.data.length === 0) throw badRequest(M.importEmpty);
  if (parsed.data.length > LICENSE_IMPORT_MAX_ROWS) throw badRequest(M.importTooManyRows);
  return parsed.data.map(toLicenseImportRow);
}
