import { type Doc, ensureRoom, INK, MARGIN, MUTED, openReport, RULE } from '../../lib/report-pdf-frame.ts';
import type { Block, Section, Stat } from './report-model.ts';
import { fmt } from './report-model.ts';

// A report as a PDF (pdfkit): US Letter, the title, district, range and filters stamped at the top
// of every page and the page number at the bottom; charts drawn as vectors; tables continue on the
// next page under their repeated header. The document is tagged, titled and in US English.

export interface PdfHeader {
  /** "Analytics – Tickets", "Executive Summary". */
  title: string;
  /** "Benson Unified School District". */
  scope: string;
  /** "1 Oct 2026 – 30 Oct 2026 (compared with the 30 days before)". */
  range: string;
  /** "Tab: Tickets · Districts: all" */
  filters: string;
}

const COLORS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2'];
function heading(doc: Doc, text: string, size: number) {
  ensureRoom(doc, size + 40);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor(INK).text(text, MARGIN);
  doc.moveDown(0.3);
}

function stats(doc: Doc, items: Stat[]) {
  const width = doc.page.width - MARGIN * 2;
  const cols = 3;
  const gap = 10;
  const w = (width - gap * (cols - 1)) / cols;
  const h = 58;
  for (let i = 0; i < items.length; i += cols) {
    ensureRoom(doc, h + gap);
    const y = doc.y;
    items.slice(i, i + cols).forEach((s, j) => {
      const x = MARGIN + j * (w + gap);
      doc.roundedRect(x, y, w, h, 4).lineWidth(0.75).strokeColor(RULE).stroke();
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(s.label, x + 8, y + 7, { width: w - 16 });
      doc
        .font('Helvetica-Bold')
        .fontSize(15)
        .fillColor(INK)
        .text(s.value, x + 8, y + 19, { width: w - 16 });
      if (s.note)
        doc
          .font('Helvetica')
          .fontSize(7)
          .fillColor(MUTED)
          .text(s.note, x + 8, y + 38, {
            width: w - 16,
            height: 18,
            ellipsis: true,
          });
    });
    doc.x = MARGIN;
    doc.y = y + h + gap;
  }
}

function bars(doc: Doc, block: Extract<Block, { kind: 'bars' }>) {
  const rows = block.rows;
  const rowH = 16;
  heading(doc, block.title, 11);
  if (rows.length === 0 || rows.every((r) => r.value === 0)) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Nothing to show in this period.', MARGIN);
    return;
  }
  const max = Math.max(...rows.map((r) => r.value));
  const labelW = 140;
  const valueW = 70;
  const barW = doc.page.width - MARGIN * 2 - labelW - valueW;
  for (const [i, r] of rows.entries()) {
    ensureRoom(doc, rowH);
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(INK)
      .text(r.label, MARGIN, y + 3, {
        width: labelW - 8,
        height: rowH,
        ellipsis: true,
        lineBreak: false,
      });
    const w = max > 0 ? Math.max(r.value > 0 ? 1.5 : 0, (r.value / max) * barW) : 0;
    doc.rect(MARGIN + labelW, y + 2, w, rowH - 5).fill(COLORS[i % COLORS.length]!);
    const value = block.unit === 'money' ? fmt.money(r.value) : fmt.n(r.value);
    doc.fillColor(INK).text(value, MARGIN + labelW + w + 6, y + 3, { width: valueW, lineBreak: false });
    doc.x = MARGIN;
    doc.y = y + rowH;
  }
}

function line(doc: Doc, block: Extract<Block, { kind: 'line' }>) {
  heading(doc, block.title, 11);
  const h = 150;
  ensureRoom(doc, h + 40);
  const x0 = MARGIN + 36;
  const y0 = doc.y;
  const w = doc.page.width - MARGIN * 2 - 36;
  const all = block.series.flatMap((s) => s.values);
  // A top that four grid lines divide into whole numbers.
  const max = Math.max(4, Math.ceil(Math.max(...all, 0) / 4) * 4);
  const n = block.labels.length;
  const xAt = (i: number) => x0 + (n <= 1 ? w / 2 : (i / (n - 1)) * w);
  const yAt = (v: number) => y0 + h - (v / max) * h;
  // Axes and four grid lines with their values.
  doc.lineWidth(0.5).strokeColor(RULE);
  for (let g = 0; g <= 4; g++) {
    const v = (max * g) / 4;
    doc
      .moveTo(x0, yAt(v))
      .lineTo(x0 + w, yAt(v))
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(fmt.n(Math.round(v)), MARGIN, yAt(v) - 4, {
        width: 32,
        align: 'right',
        lineBreak: false,
      });
  }
  block.series.forEach((s, k) => {
    const color = COLORS[k % COLORS.length]!;
    doc.lineWidth(1.5).strokeColor(color);
    s.values.forEach((v, i) => {
      if (i === 0) doc.moveTo(xAt(i), yAt(v));
      else doc.lineTo(xAt(i), yAt(v));
    });
    if (n === 1) doc.circle(xAt(0), yAt(s.values[0] ?? 0), 2).fill(color);
    else doc.stroke();
  });
  // First, middle and last labels under the axis.
  const marks = [...new Set([0, Math.floor((n - 1) / 2), n - 1])].filter((i) => i >= 0 && i < n);
  for (const i of marks)
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(block.labels[i]!, xAt(i) - 30, y0 + h + 4, {
        width: 60,
        align: 'center',
        lineBreak: false,
      });
  // Legend.
  let lx = x0;
  const ly = y0 + h + 18;
  block.series.forEach((s, k) => {
    doc.rect(lx, ly + 1, 8, 8).fill(COLORS[k % COLORS.length]!);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(INK)
      .text(s.name, lx + 12, ly, { lineBreak: false });
    lx += 24 + doc.widthOfString(s.name);
  });
  doc.x = MARGIN;
  doc.y = ly + 16;
}

function table(doc: Doc, block: Extract<Block, { kind: 'table' }>) {
  heading(doc, block.title, 11);
  if (block.rows.length === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('No rows in this period.', MARGIN);
    return;
  }
  const width = doc.page.width - MARGIN * 2;
  const first = Math.min(width * 0.4, Math.max(width / block.columns.length, 140));
  const rest = (width - first) / Math.max(1, block.columns.length - 1);
  const colW = block.columns.map((_, i) => (i === 0 ? first : rest));
  const rowH = 15;
  const drawRow = (cells: (string | number)[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8.5)
        .fillColor(INK);
      doc.text(typeof c === 'number' ? fmt.n(c) : c, x + 3, y + 3, {
        width: colW[i]! - 6,
        height: rowH,
        ellipsis: true,
        lineBreak: false,
        align: i === 0 ? 'left' : 'right',
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
  ensureRoom(doc, rowH * 2);
  drawRow(block.columns, true);
  for (const row of block.rows) {
    if (doc.y + rowH > doc.page.height - MARGIN - 20) {
      doc.addPage();
      doc.font('Helvetica-Oblique').fontSize(8).fillColor(MUTED).text(`${block.title} (continued)`, MARGIN);
      doc.moveDown(0.3);
      drawRow(block.columns, true);
    }
    drawRow(row, false);
  }
}

function text(doc: Doc, block: Extract<Block, { kind: 'text' }>) {
  if (block.title) heading(doc, block.title, 11);
  for (const l of block.lines) {
    ensureRoom(doc, 16);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(`•  ${l}`, MARGIN, doc.y, {
        width: doc.page.width - MARGIN * 2,
      });
    doc.moveDown(0.2);
  }
}

/** Renders sections into a PDF and resolves with its bytes (PDFKit loads on the first report, not at start). */
export async function renderPdf(header: PdfHeader, sections: Section[]): Promise<Buffer> {
  const { doc, finish } = await openReport({
    title: `${header.title} – ${header.scope}`,
    subject: header.range,
  });
  sections.forEach((section, i) => {
    if (i > 0) ensureRoom(doc, 160);
    heading(doc, section.title, 15);
    for (const block of section.blocks) {
      if (block.kind === 'stats') stats(doc, block.items);
      else if (block.kind === 'bars') bars(doc, block);
      else if (block.kind === 'line') line(doc, block);
      else if (block.kind === 'table') table(doc, block);
      else text(doc, block);
    }
  });
  return finish({ title: header.title, lines: [`${header.scope}  ·  ${header.range}`, header.filters] });
}
