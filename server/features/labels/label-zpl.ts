import {
  type Box,
  fitText,
  LABEL_PLANS,
  LABEL_STOCKS,
  type LabelContent,
  type LabelLayout,
  type TextSlot,
} from '../../../domain/labels.ts';
import { type BarcodeLibs, barcodeLibs, code128, QR_MASK } from './label-pdf.ts';

// Labels as ZPL II for a Zebra label printer (see docs/product.md#asset-labels): one ^XA…^XZ
// format per label, at 203 dpi (8 dots a millimetre, the common desktop Zebras), laid out from the
// same plan as the PDF: the QR code (^BQN), the tag as Code 128 (^BC) and the text (^A0, one line of
// a field block, fitted before it is sent).

export const ZPL_DPI = 203;
const dots = (points: number) => Math.round((points * ZPL_DPI) / 72);

/** Field data with ^FH: the hex indicator, the command prefixes and line breaks can never end a field. */
export function zplText(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[_^~\\]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * Font 0 (CG Triumvirate Bold Condensed) averages about half its height in width; 0.62 is a
 * safe upper bound, so a fitted text stays inside its field block.
 */
const zplMeasure = (text: string, size: number) => Array.from(text).length * size * 0.62;

function textField(slot: TextSlot, value: string): string {
  if (!value) return '';
  const fit = fitText(value, slot.width, slot.size, zplMeasure, '...');
  if (!fit.text) return '';
  const h = Math.max(10, dots(fit.size));
  const y = dots(slot.y + (slot.height - fit.size) / 2);
  return `^FO${dots(slot.x)},${y}^A0N,${h},${h}^FB${dots(slot.width)},1,0,L,0^FH^FD${zplText(fit.text)}^FS`;
}

function qrField(libs: BarcodeLibs, box: Box, url: string): string {
  const size = libs.qr.create([{ data: Buffer.from(url), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: QR_MASK,
  }).modules.size;
  // ^BQ magnifies each module to a whole number of dots (1–10).
  const magnification = Math.max(1, Math.min(10, Math.floor(dots(box.width) / (size + 2))));
  return `^FO${dots(box.x)},${dots(box.y)}^BQN,2,${magnification}^FH^FDMA,${zplText(url)}^FS`;
}

function barcodeField(libs: BarcodeLibs, box: Box, tag: string): string {
  const sbs = code128(libs, tag);
  if (!sbs) return '';
  const modules = sbs.reduce((a, b) => a + b, 0) + 10;
  const width = Math.floor(dots(box.width) / modules);
  // Narrower than a dot is unprintable: the QR code carries the tag.
  if (width < 1) return '';
  const left = dots(box.x) + Math.floor((dots(box.width) - width * (modules - 10)) / 2);
  return `^FO${left},${dots(box.y)}^BY${width}^BCN,${dots(box.height)},N,N,N,A^FH^FD${zplText(tag)}^FS`;
}

/** One ^XA…^XZ format per label, sized to the layout's label. */
export async function labelsZpl(layout: LabelLayout, labels: LabelContent[]): Promise<string> {
  const libs = await barcodeLibs();
  const stock = LABEL_STOCKS[layout];
  const plan = LABEL_PLANS[layout];
  const head = `^XA^CI28^PW${dots(stock.label.width)}^LL${dots(stock.label.height)}^LH0,0`;
  return labels
    .map((label) =>
      [
        head,
        qrField(libs, plan.qr, label.url),
        textField(plan.district, label.district),
        textField(plan.tag, label.tag),
        textField(plan.line, label.line),
        plan.barcode ? barcodeField(libs, plan.barcode, label.tag) : '',
        '^XZ',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n')
    .concat('\n');
}
