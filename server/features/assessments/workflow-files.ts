import Papa from 'papaparse';
import { CSV_ESCAPE_NEEDED } from '../../../domain/csv.ts';
import { formatDay, formatMoment } from '../../../domain/dates.ts';
import {
  type AnswerValue,
  answerText,
  questionsOf,
  SEVERITY_LABELS,
  type Section,
} from '../../../domain/forms.ts';
import { localIsoDate } from '../../../domain/tasks.ts';
import type { WorkflowDetails } from '../../../domain/workflows.ts';
import { RESPONSE_STATUS_LABELS, type ResponseStatus } from '../../../domain/workflows.ts';

const BRAND = '#1d4ed8';
const MUTED = '#555555';
const SEVERITY_COLOURS = { critical: '#b91c1c', high: '#c2410c', medium: '#a16207', low: '#4b5563' } as const;

const pct = (v: number | null) => (v === null ? '—' : `${v}%`);
const delta = (now: number | null, before: number | null | undefined) =>
  now === null || before === null || before === undefined
    ? ''
    : `${now - before >= 0 ? '+' : ''}${Math.round((now - before) * 10) / 10}`;

/**
 * A workflow's report: completion, scores per section and overall beside the previous run of the
 * same form, and the findings by severity (see docs/product.md#technology-assessment).
 */
export async function workflowReportPdf(
  w: WorkflowDetails,
  district: { name: string; timeZone: string },
): Promise<Buffer> {
  // PDFKit and ExcelJS load on the first report or workbook, not at start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    bufferPages: true,
    info: { Title: w.name, Author: 'Five Star' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 108;

  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(20).text(w.name);
  doc.moveDown(0.2).fillColor(MUTED).font('Helvetica').fontSize(10);
  doc.text(
    `${district.name} · ${w.formTitle} · sent ${formatMoment(w.createdAt, district.timeZone)}${w.dueDate ? ` · due ${formatDay(w.dueDate)}` : ''}`,
  );
  doc.moveDown(1);

  const stats: [string, string][] = [
    ['Completion', `${w.completionRate}%`],
    ['Submitted', `${w.submitted} of ${w.assigned}`],
    ['Overall score', pct(w.scores.overall)],
    ['Findings', String(w.findings.length)],
  ];
  const boxW = width / stats.length;
  const top = doc.y;
  stats.forEach(([label, value], i) => {
    const x = 54 + i * boxW;
    doc
      .roundedRect(x + 2, top, boxW - 4, 48, 4)
      .strokeColor('#d1d5db')
      .stroke();
    doc
      .fillColor(MUTED)
      .fontSize(9)
      .text(label, x + 10, top + 8, { width: boxW - 20 });
    doc
      .fillColor('#111111')
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(value, x + 10, top + 22, { width: boxW - 20 });
    doc.font('Helvetica');
  });
  doc.y = top + 64;
  doc.x = 54;

  heading(doc, 'Scores');
  const prev = w.previous;
  const cols = prev ? [width * 0.5, width * 0.17, width * 0.17, width * 0.16] : [width * 0.7, width * 0.3];
  row(doc, prev ? ['Section', 'This run', 'Previous', 'Change'] : ['Section', 'Score'], cols, true);
  const prevOf = (id: string) => prev?.scores.sections.find((s) => s.id === id)?.score;
  for (const s of w.scores.sections)
    row(
      doc,
      prev
        ? [s.title, pct(s.score), pct(prevOf(s.id) ?? null), delta(s.score, prevOf(s.id))]
        : [s.title, pct(s.score)],
      cols,
    );
  row(
    doc,
    prev
      ? [
          'Overall',
          pct(w.scores.overall),
          pct(prev.scores.overall),
          delta(w.scores.overall, prev.scores.overall),
        ]
      : ['Overall', pct(w.scores.overall)],
    cols,
    true,
  );
  doc.moveDown(0.3).fillColor(MUTED).fontSize(9);
  doc.text(
    prev
      ? `Previous: ${prev.name}, sent ${formatDay(localIsoDate(new Date(prev.createdAt), district.timeZone))}. Change in points.`
      : 'No earlier run of this form to compare with.',
  );
  doc.moveDown(1);

  heading(doc, 'Findings');
  if (!w.findings.length) doc.fillColor(MUTED).fontSize(10).text('No answer broke a risk rule.');
  for (const f of w.findings) {
    if (doc.y > doc.page.height - 110) doc.addPage();
    doc.fillColor(SEVERITY_COLOURS[f.severity]).font('Helvetica-Bold').fontSize(10);
    doc.text(`${SEVERITY_LABELS[f.severity].toUpperCase()}  `, { continued: true });
    doc.fillColor('#111111').text(f.title);
    doc.font('Helvetica').fillColor(MUTED).fontSize(9);
    const work = f.ticketNumber ? ` · ticket ${f.ticketNumber}` : f.taskId ? ' · task created' : '';
    doc.text(`${f.sectionTitle} · ${whoAnswered(f)} · answered ${f.answers.join(' or ')}${work}`);
    doc.moveDown(0.5);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .fontSize(8)
      .text(`Page ${i + 1} of ${range.count}`, 54, doc.page.height - 40, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

/** "Lincoln Elementary" or "Lincoln Elementary, Roosevelt Middle and 12 more". */
function whoAnswered(f: { count: number; respondents: string[] }): string {
  const shown = f.respondents.slice(0, 3);
  const more = f.count - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

function heading(doc: PDFKit.PDFDocument, title: string) {
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(13).text(title, 54);
  doc.moveDown(0.3).font('Helvetica');
}

function row(doc: PDFKit.PDFDocument, cells: string[], widths: number[], bold = false) {
  if (doc.y > doc.page.height - 90) doc.addPage();
  const y = doc.y;
  let x = 54;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor('#111111');
  cells.forEach((c, i) => {
    doc.text(c, x, y, {
      width: widths[i]! - 6,
      align: i === 0 ? 'left' : 'right',
      lineBreak: false,
      ellipsis: true,
    });
    x += widths[i]!;
  });
  doc
    .moveTo(54, y + 15)
    .lineTo(54 + widths.reduce((a, b) => a + b, 0), y + 15)
    .strokeColor('#e5e7eb')
    .stroke();
  doc.y = y + 20;
  doc.x = 54;
  doc.font('Helvetica');
}

// --- the tracking sheet ----------------------------------------------------------------------------

interface TrackingRow {
  respondent: string;
  status: ResponseStatus;
  submittedAt: string;
  answers: Record<string, AnswerValue>;
}

function trackingTable(sections: Section[], rows: TrackingRow[]) {
  const questions = questionsOf(sections);
  const header = ['Respondent', 'Status', 'Submitted', ...questions.map((q) => q.text)];
  const data = rows.map((r) => [
    r.respondent,
    RESPONSE_STATUS_LABELS[r.status],
    r.submittedAt,
    ...questions.map((q) => answerText(q, r.answers[q.id])),
  ]);
  return { header, data };
}

/** A checklist's answers, one row per respondent and one column per question. */
export function trackingCsv(sections: Section[], rows: TrackingRow[]): string {
  const { header, data } = trackingTable(sections, rows);
  return `${Papa.unparse({ fields: header, data }, { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' })}\r\n`;
}

export async function trackingXlsx(name: string, sections: Section[], rows: TrackingRow[]): Promise<Buffer> {
  const { header, data } = trackingTable(sections, rows);
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Five Star District IT Portal';
  const sheet = book.addWorksheet(name.replace(/[[\]*?/\\:]/g, ' ').slice(0, 31) || 'Tracking', {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }],
  });
  sheet.columns = header.map((h, i) => ({
    header: h,
    width: i === 0 ? 28 : Math.min(40, Math.max(12, h.length)),
  }));
  for (const r of data) sheet.addRow(r.map((c) => (c === '' ? null : c)));
  const head = sheet.getRow(1);
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1D4ED8' } };
  head.alignment = { vertical: 'middle', wrapText: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
