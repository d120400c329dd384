import Papa from 'papaparse';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_FIX_LABELS,
  AUDIT_ITEM_STATE_LABELS,
  type AuditDetail,
  type AuditItemState,
} from '../../../domain/audits.ts';
import { CSV_ESCAPE_NEEDED } from '../../../domain/csv.ts';
import { type Doc, ensureRoom, INK, MARGIN, MUTED, openReport, RULE } from '../../lib/report-pdf-frame.ts';

// An audit's variance report as a file: CSV (one row per item) and PDF in the portal's report frame
// (server/lib/report-pdf-frame.ts): US Letter, the title and scope stamped on every
// page with its number, stat cards, then the items by state under a repeated table header.

const STATE_COLORS: Record<AuditItemState, string> = {
  missing: '#dc2626',
  unexpected: '#d97706',
  wrong_location: '#9333ea',
  found: '#16a34a',
};

const day = (iso: string | null, timeZone: string) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }) : '';

/** "Nov 27, 1:52 PM" (in the district's time zone, as the header says). */
const shortDay = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

/** The report's file name: "audit-<site>-<date>.<ext>", safe in a header. */
export function auditFileName(audit: AuditDetail, ext: 'pdf' | 'csv'): string {
  const slug =
    `${audit.siteName}${audit.room ? `-${audit.room}` : ''}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'site';
  return `audit-${slug}-${audit.createdAt.slice(0, 10)}.${ext}`;
}

export function auditCsv(audit: AuditDetail): string {
  return Papa.unparse(
    {
      fields: [...AUDIT_CSV_COLUMNS],
      data: audit.items.map((i) => [
        i.assetTag,
        i.name,
        i.model,
        i.location,
        i.siteName ?? '',
        i.expected ? 'yes' : 'no',
        i.found ? 'yes' : 'no',
        i.scannedAt ?? '',
        AUDIT_ITEM_STATE_LABELS[i.state],
        i.fix ? AUDIT_FIX_LABELS[i.fix] + (i.ticketNumber ? ` (${i.ticketNumber})` : '') : '',
      ]),
    },
    // A cell such as "=HYPERLINK(...)" must not run as a formula in a spreadsheet.
    { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' },
  );
}

/**
 * A cell's text cut to what fits its width (the font and size already set). PDFKit's own `ellipsis`
 * measures the text again and again (seconds for 5,000 rows): a text is measured once, and only a
 * long one is cut, one letter at a time.
 */
function clip(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 1 && doc.widthOfString(`${text.slice(0, end).trimEnd()}…`) > width) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

function statCards(doc: Doc, audit: AuditDetail) {
  const items: [string, number, string][] = [
    ['Expected', audit.expected, INK],
    ['Found', audit.found, STATE_COLORS.found],
    ['Missing', audit.missing, STATE_COLORS.missing],
    ['Unexpected', audit.unexpected, STATE_COLORS.unexpected],
    ['Wrong location', audit.wrongLocation, STATE_COLORS.wrong_location],
  ];
  const width = doc.page.width - MARGIN * 2;
  const gap = 8;
  const w = (width - gap * (items.length - 1)) / items.length;
  const h = 50;
  const y = doc.y;
  items.forEach(([label, value, color], j) => {
    const x = MARGIN + j * (w + gap);
    doc.roundedRect(x, y, w, h, 4).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.rect(x, y + 6, 3, h - 12).fill(color);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, x + 10, y + 8, { width: w - 16, lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor(INK)
      .text(value.toLocaleString('en-US'), x + 10, y + 22, { width: w - 16, lineBreak: false });
  });
  doc.x = MARGIN;
  doc.y = y + h + 14;
}

const COLUMNS = ['Asset tag', 'Name', 'Location', 'Site now', 'Scanned', 'Fix'] as const;
const WIDTHS = [0.12, 0.22, 0.12, 0.2, 0.15, 0.19];

function itemsTable(doc: Doc, audit: AuditDetail, state: AuditItemState, timeZone: string) {
  const rows = audit.items.filter((i) => i.state === state);
  if (rows.length === 0) return;
  const width = doc.page.width - MARGIN * 2;
  const colW = WIDTHS.map((f) => f * width);
  const rowH = 15;
  const title = `${AUDIT_ITEM_STATE_LABELS[state]} (${rows.length.toLocaleString('en-US')})`;
  ensureRoom(doc, rowH * 4);
  doc.moveDown(0.9);
  const hy = doc.y;
  doc.rect(MARGIN, hy + 2, 8, 8).fill(STATE_COLORS[state]);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(title, MARGIN + 14, hy);
  doc.moveDown(0.3);
  const drawRow = (cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8.5)
        .fillColor(bold ? MUTED : INK)
        .text(clip(doc, c, colW[i]! - 6), x + 3, y + 3, {
          width: colW[i]! - 6,
          height: rowH,
          lineBreak: false,
        });
      x += colW[i]!;
    });
    doc
      .moveTo(MARGIN, y + rowH)
      .lineTo(MARGIN + width, y + rowH)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + rowH;
  };
  drawRow(COLUMNS, true);
  for (const i of rows) {
    if (doc.y + rowH > doc.page.height - MARGIN - 20) {
      doc.addPage();
      doc.font('Helvetica-Oblique').fontSize(8).fillColor(MUTED).text(`${title} (continued)`, MARGIN);
      doc.moveDown(0.3);
      drawRow(COLUMNS, true);
    }
    drawRow(
      [
        i.assetTag,
        i.name,
        i.location,
        i.siteName ?? '—',
        i.scannedAt ? shortDay(i.scannedAt, timeZone) : '—',
        i.ticketNumber ? `Ticket ${i.ticketNumber}` : i.fix ? AUDIT_FIX_LABELS[i.fix] : '',
      ],
      false,
    );
  }
}

/** The variance report as a PDF (PDFKit loads on the first report, not at start). */
export async function auditPdf(audit: AuditDetail, districtName: string, timeZone: string): Promise<Buffer> {
  const title = `Audit – ${audit.name}`;
  const { doc, finish } = await openReport({ title: `${title} – ${districtName}` });
  const scope = `${districtName}  ·  ${audit.siteName}${audit.room ? `, ${audit.room}` : ''}`;
  const line = `Times in ${timeZone}  ·  Started ${day(audit.createdAt, timeZone)} by ${audit.createdByName || '—'}  ·  ${
    audit.state === 'closed' ? `Closed ${day(audit.closedAt, timeZone)}` : 'Open (not closed yet)'
  }`;
  statCards(doc, audit);
  if (audit.items.length === 0)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text('This audit expected no assets and none were scanned.', MARGIN);
  for (const state of ['missing', 'unexpected', 'wrong_location', 'found'] as const)
    itemsTable(doc, audit, state, timeZone);
  return finish({ title, lines: [scope, line] });
}
