import {
  type Box,
  fitText,
  LABEL_PLANS,
  LABEL_STOCKS,
  type LabelContent,
  type LabelLayout,
  labelCells,
  type TextSlot,
  within,
} from '../../../domain/labels.ts';

// Labels as a PDF (see docs/product.md#asset-labels): every label drawn at its exact place on the
// stock's page, in vectors: the QR code and the Code 128 bars are filled rectangles, so they stay
// sharp at any printer resolution. Text shrinks to fit its box, then is cut with an ellipsis.

type Doc = PDFKit.PDFDocument;
type Bwip = typeof import('bwip-js');
type QrLib = typeof import('qrcode');

/** The barcode libraries, loaded with the first labels (not at the server's start). */
export interface BarcodeLibs {
  bwip: Bwip;
  qr: QrLib;
}
let loading: Promise<BarcodeLibs> | null = null;
export const barcodeLibs = () =>
  (loading ??= Promise.all([import('bwip-js'), import('qrcode')]).then(([b, q]) => ({
    bwip: (b as { default?: Bwip }).default ?? b,
    qr: (q as { default?: QrLib }).default ?? q,
  })));

/** The dark modules of a QR code as rectangles, one per run of dark modules in a row. */
export function qrRuns(
  libs: BarcodeLibs,
  url: string,
): { size: number; runs: [row: number, col: number, length: number][] } {
  // One byte segment and a fixed mask: every reader decodes any of the eight masks, and searching
  // for the best segments and mask costs most of the time.
  const qr = libs.qr.create([{ data: Buffer.from(url), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: QR_MASK,
  });
  const { size, data } = qr.modules;
  const runs: [number, number, number][] = [];
  for (let r = 0; r < size; r++) {
    let start = -1;
    for (let c = 0; c <= size; c++) {
      const dark = c < size && data[r * size + c] === 1;
      if (dark && start < 0) start = c;
      if (!dark && start >= 0) {
        runs.push([r, start, c - start]);
        start = -1;
      }
    }
  }
  return { size, runs };
}

/** The bars and spaces of a Code 128 barcode in modules (bar first), or null when the tag cannot be one. */
export function code128(libs: BarcodeLibs, tag: string): number[] | null {
  // Code 128 carries ASCII only; the QR code carries any tag.
  if (!/^[\x20-\x7e]+$/.test(tag)) return null;
  try {
    const [symbol] = libs.bwip.raw({ bcid: 'code128', text: tag }) as { sbs?: number[] }[];
    return symbol?.sbs ?? null;
  } catch {
    return null;
  }
}

/** The QR mask pattern drawn (see qrRuns). */
export const QR_MASK = 2;
/** Quiet zone of the QR code inside its box, in modules each side. */
const QR_QUIET = 2;
/** Quiet zone of the barcode inside its box, in modules each side. */
const BAR_QUIET = 5;

/** A number as PDF content writes it (3 decimals, no exponent). */
const n = (v: number) => String(Math.round(v * 1000) / 1000);

/**
 * Black rectangles as raw page content: one `re` each and one fill. PDFKit's own rect() per module
 * would cost a call and a state check each (a sheet has ~70,000); the page's content stream is in
 * PDFKit's top-left coordinates, so the numbers are the same.
 */
function fillRects(doc: Doc, rects: string[]) {
  if (rects.length) doc.addContent(`0 0 0 rg\n${rects.join('\n')}\nf`);
}

function drawQr(doc: Doc, libs: BarcodeLibs, box: Box, url: string) {
  const { size, runs } = qrRuns(libs, url);
  const module = Math.min(box.width, box.height) / (size + 2 * QR_QUIET);
  const x0 = box.x + QR_QUIET * module;
  const y0 = box.y + QR_QUIET * module;
  fillRects(
    doc,
    runs.map(
      ([r, c, len]) => `${n(x0 + c * module)} ${n(y0 + r * module)} ${n(len * module)} ${n(module)} re`,
    ),
  );
}

function drawBarcode(doc: Doc, box: Box, sbs: number[]) {
  const modules = sbs.reduce((a, b) => a + b, 0);
  const module = box.width / (modules + 2 * BAR_QUIET);
  let x = box.x + BAR_QUIET * module;
  const rects: string[] = [];
  sbs.forEach((w, i) => {
    if (i % 2 === 0) rects.push(`${n(x)} ${n(box.y)} ${n(w * module)} ${n(box.height)} re`);
    x += w * module;
  });
  fillRects(doc, rects);
}

const fontOf = (slot: TextSlot) => (slot.bold ? 'Helvetica-Bold' : 'Helvetica');

/** Draws a text fitted to its slot (cached: the district's name and the line are the same on every label). */
function textDrawer(doc: Doc) {
  const fitted = new Map<string, { text: string; size: number }>();
  return (slot: TextSlot, cellBox: Box, value: string) => {
    if (!value) return;
    const key = `${slot.x},${slot.y},${slot.width},${slot.size},${slot.bold ? 1 : 0}|${value}`;
    let fit = fitted.get(key);
    if (!fit) {
      const font = fontOf(slot);
      fit = fitText(value, slot.width, slot.size, (t, s) => doc.font(font).fontSize(s).widthOfString(t));
      fitted.set(key, fit);
    }
    if (!fit.text) return;
    const box = within(cellBox, slot);
    doc
      .font(fontOf(slot))
      .fontSize(fit.size)
      .fillColor('#000000')
      // Vertically centred on the slot. Already fitted, so without a width: PDFKit then draws the
      // one line as it is, without its line wrapper (a tenth of the time over 9,000 texts).
      .text(fit.text, box.x, box.y + (box.height - fit.size) / 2, { lineBreak: false, lineGap: 0 });
  };
}

/** The labels as a PDF document on the layout's stock. */
export async function labelsPdf(layout: LabelLayout, labels: LabelContent[]): Promise<Buffer> {
  const [{ default: PDFDocument }, libs] = await Promise.all([import('pdfkit'), barcodeLibs()]);
  const stock = LABEL_STOCKS[layout];
  const plan = LABEL_PLANS[layout];
  const size: [number, number] = [stock.page.width, stock.page.height];
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    lang: 'en-US',
    pdfVersion: '1.7',
    info: { Title: `Asset labels – ${stock.title}`, Author: 'Five Star district IT portal' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const drawText = textDrawer(doc);
  const cells = labelCells(layout, labels.length);
  let page = -1;
  labels.forEach((label, i) => {
    const cell = cells[i]!;
    if (cell.page !== page) {
      doc.addPage({ size, margin: 0 });
      page = cell.page;
    }
    drawQr(doc, libs, within(cell, plan.qr), label.url);
    drawText(plan.district, cell, label.district);
    drawText(plan.tag, cell, label.tag);
    drawText(plan.line, cell, label.line);
    if (plan.barcode) {
      const sbs = code128(libs, label.tag);
      if (sbs) drawBarcode(doc, within(cell, plan.barcode), sbs);
    }
  });
  doc.end();
  return done;
}
