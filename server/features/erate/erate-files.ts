import Papa from 'papaparse';
import { CSV_ESCAPE_NEEDED } from '../../../domain/csv.ts';
import { ERATE_REGISTER_COLUMNS, type ErateRegisterRow, erateRegisterCells } from '../../../domain/erate.ts';

/** The register as CSV: one row per C2 asset; a cell a spreadsheet would run is escaped. */
export function erateRegisterCsv(rows: ErateRegisterRow[]): string {
  const csv = Papa.unparse(
    { fields: ERATE_REGISTER_COLUMNS.map((c) => c.label), data: rows.map(erateRegisterCells) },
    { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' },
  );
  return `${csv}\r\n`;
}

const DAYS = new Set<string>(['installDate', 'disposedOn', 'keptUntil']);
const BRAND = 'FF1D4ED8';

/**
 * The register as an Excel workbook with the same columns: a styled, frozen header with filters,
 * cost as dollars, days as dates, text never a formula. ExcelJS loads on the first export.
 */
export async function erateRegisterXlsx(rows: ErateRegisterRow[], title: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Five Star District IT Portal';
  book.title = title;
  const sheet = book.addWorksheet('C2 register', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ERATE_REGISTER_COLUMNS.map((c) => ({
    header: c.label,
    key: c.field,
    width: c.width,
    style: c.field === 'cost' ? { numFmt: '"$"#,##0.00' } : DAYS.has(c.field) ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  for (const row of rows) {
    sheet.addRow(
      erateRegisterCells(row).map((cell, i) => {
        const field = ERATE_REGISTER_COLUMNS[i]!.field;
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
  header.height = 20;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: ERATE_REGISTER_COLUMNS.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
