import type { Worksheet } from 'exceljs';
import type { Block, Section } from './report-model.ts';
import type { PdfHeader } from './report-pdf.ts';

// The Excel export: one sheet per tab (its figures, then each chart's numbers and each table under
// a bold title), and a sheet of the raw rows. Cells hold values (numbers as numbers); text is
// never a formula (exceljs writes strings as strings).

const BRAND = 'FF1D4ED8';
/** Excel's limit on a sheet's name, less room for nothing fancy. */
const SHEET_NAME_MAX = 31;

export interface RawRows {
  name: string;
  columns: string[];
  rows: (string | number | null)[][];
  /** A line above the rows ("The first 10,000 tickets of the period"). */
  note?: string;
}

function title(sheet: Worksheet, text: string, size = 12) {
  const row = sheet.addRow([text]);
  row.font = { bold: true, size };
}

function headerRow(sheet: Worksheet, cells: string[]) {
  const row = sheet.addRow(cells);
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND } };
  });
}

function block(sheet: Worksheet, b: Block) {
  sheet.addRow([]);
  if (b.kind === 'stats') {
    headerRow(sheet, ['Figure', 'Value', 'Note']);
    for (const s of b.items) sheet.addRow([s.label, s.value, s.note ?? '']);
  } else if (b.kind === 'bars') {
    title(sheet, b.title, 11);
    headerRow(sheet, ['', b.unit === 'money' ? 'Annual cost ($)' : 'Count']);
    for (const r of b.rows) sheet.addRow([r.label, r.value]);
  } else if (b.kind === 'line') {
    title(sheet, b.title, 11);
    headerRow(sheet, ['Period from', ...b.series.map((s) => s.name)]);
    b.labels.forEach((label, i) => {
      sheet.addRow([label, ...b.series.map((s) => s.values[i] ?? 0)]);
    });
  } else if (b.kind === 'table') {
    title(sheet, b.title, 11);
    headerRow(sheet, b.columns);
    for (const r of b.rows) sheet.addRow(r);
  } else {
    if (b.title) title(sheet, b.title, 11);
    for (const l of b.lines) sheet.addRow([l]);
  }
}

export async function renderXlsx(header: PdfHeader, sections: Section[], raw: RawRows[]): Promise<Buffer> {
  // ExcelJS loads on the first workbook, not at start (about 1.7 s and 27 MB of a start otherwise).
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Five Star District IT Portal';
  book.title = `${header.title} – ${header.scope}`;
  for (const section of sections) {
    const sheet = book.addWorksheet(section.title.slice(0, SHEET_NAME_MAX));
    sheet.columns = [{ width: 36 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }];
    title(sheet, `${header.title}: ${section.title}`, 14);
    sheet.addRow([`${header.scope} · ${header.range}`]);
    sheet.addRow([header.filters]);
    for (const b of section.blocks) block(sheet, b);
  }
  for (const r of raw) {
    const sheet = book.addWorksheet(r.name.slice(0, SHEET_NAME_MAX), {
      views: [{ state: 'frozen', ySplit: r.note ? 2 : 1 }],
    });
    if (r.note) sheet.addRow([r.note]).font = { italic: true };
    headerRow(sheet, r.columns);
    sheet.columns.forEach((c, i) => {
      c.width = i === 1 ? 48 : 16;
    });
    for (const row of r.rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
