// The frame of the portal's PDF reports (pdfkit): US Letter, tagged, titled, in US English; a
// title and two lines stamped at the top of every page and its number at the bottom. Analytics'
// reports and an audit's variance report draw inside it.

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 50;
/** Where a page's content starts, under the stamped header. */
export const TOP = 92;
export const INK = '#111827';
export const MUTED = '#6b7280';
export const RULE = '#e5e7eb';

/** Starts a new page unless `height` points still fit above the footer. */
export function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
}

/** What every page says at its top. */
export interface ReportStamp {
  title: string;
  lines: [string, string];
  /** "Page 1 of 2" in the document's language (English unless told). */
  page?: (i: number, n: number) => string;
  /** The footer's name of the product (English unless told). */
  footer?: string;
}

/**
 * A report document with pages buffered until `finish`, which stamps every page and resolves with
 * the bytes (PDFKit loads on the first report, not at start).
 */
export async function openReport(info: { title: string; subject?: string; lang?: string }) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: TOP, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    tagged: true,
    lang: info.lang ?? 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: info.title,
      Author: 'Five Star district IT portal',
      ...(info.subject ? { Subject: info.subject } : {}),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish(stamp: ReportStamp): Promise<Buffer> {
      stampPages(doc, stamp);
      doc.end();
      return done;
    },
  };
}

/** Stamps the header and the page number on every page (pages are buffered until the end). */
function stampPages(doc: Doc, { title, lines, page, footer }: ReportStamp) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const width = doc.page.width - MARGIN * 2;
    // Writing in the margins must not move the cursor onto a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(INK)
      .text(title, MARGIN, 30, { width, lineBreak: false });
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    doc.text(lines[0], MARGIN, 49, { width, lineBreak: false, ellipsis: true });
    doc.text(lines[1], MARGIN, 61, { width, lineBreak: false, ellipsis: true });
    doc
      .moveTo(MARGIN, 76)
      .lineTo(MARGIN + width, 76)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc.text(
      page ? page(i + 1, range.count) : `Page ${i + 1} of ${range.count}`,
      MARGIN,
      doc.page.height - 35,
      {
        width,
        align: 'right',
        lineBreak: false,
      },
    );
    doc.text(footer ?? 'Five Star district IT portal', MARGIN, doc.page.height - 35, {
      width,
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
