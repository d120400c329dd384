import { z } from 'zod';
import { assetFilterSchema } from './asset-schemas.ts';
import { text } from './http.ts';

/**
 * Asset labels (see docs/product.md#asset-labels): a QR code that opens the asset in the portal
 * (`PUBLIC_URL/a/<tag>`), the tag as a Code 128 barcode and as text, the district's name and an
 * optional line, on the common label stock. Everything here is in PDF points (1/72 inch), with the
 * origin at the top left of the page (PDFKit's).
 */

export const LABEL_LAYOUTS = ['avery-5160', 'avery-l7160', '2x1', '1x0.5'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
export const LABEL_FORMATS = ['pdf', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** The most labels one file holds (100 Avery sheets; a big site is printed a selection at a time). */
export const LABELS_MAX = 3000;
export const LABEL_LINE_MAX = 60;

/** The content type of a ZPL answer: plain text, so any browser downloads it and any tool can send it on. */
export const ZPL_TYPE = 'text/plain';

const INCH = 72;
const MM = 72 / 25.4;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One stock of labels: its page, its labels and how they sit on the page. */
export interface LabelStock {
  layout: LabelLayout;
  /** "Avery 5160 (US Letter, 30 a sheet)". */
  title: string;
  /** A sheet of a laser or inkjet printer, or one label a page of a label printer's roll. */
  kind: 'sheet' | 'roll';
  page: { width: number; height: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  /** From the page's left and top edges to the first label. */
  margin: { left: number; top: number };
  /** Between two labels side by side (x) and one above the other (y). */
  gap: { x: number; y: number };
}

/**
 * The stocks. Avery 5160 (and its 5960, 8160 kin): US Letter, 2⅝" × 1", 3 × 10, side margins 3/16",
 * top margin ½", ⅛" between columns (horizontal pitch 2¾"), none between rows. Avery L7160: A4,
 * 63.5 × 38.1 mm, 3 × 7, side margins 7.25 mm, top margin 15.15 mm, 2.5 mm between columns
 * (pitch 66 mm), none between rows. Each sums exactly to its page.
 */
export const LABEL_STOCKS: Record<LabelLayout, LabelStock> = {
  'avery-5160': {
    layout: 'avery-5160',
    title: 'Avery 5160 (US Letter, 30 a sheet)',
    kind: 'sheet',
    page: { width: 8.5 * INCH, height: 11 * INCH },
    label: { width: 2.625 * INCH, height: 1 * INCH },
    columns: 3,
    rows: 10,
    margin: { left: 0.1875 * INCH, top: 0.5 * INCH },
    gap: { x: 0.125 * INCH, y: 0 },
  },
  'avery-l7160': {
    layout: 'avery-l7160',
    title: 'Avery L7160 (A4, 21 a sheet)',
    kind: 'sheet',
    page: { width: 210 * MM, height: 297 * MM },
    label: { width: 63.5 * MM, height: 38.1 * MM },
    columns: 3,
    rows: 7,
    margin: { left: 7.25 * MM, top: 15.15 * MM },
    gap: { x: 2.5 * MM, y: 0 },
  },
  '2x1': {
    layout: '2x1',
    title: '2" × 1" label printer roll',
    kind: 'roll',
    page: { width: 2 * INCH, height: 1 * INCH },
    label: { width: 2 * INCH, height: 1 * INCH },
    columns: 1,
    rows: 1,
    margin: { left: 0, top: 0 },
    gap: { x: 0, y: 0 },
  },
  '1x0.5': {
    layout: '1x0.5',
    title: '1" × ½" label printer roll',
    kind: 'roll',
    page: { width: 1 * INCH, height: 0.5 * INCH },
    label: { width: 1 * INCH, height: 0.5 * INCH },
    columns: 1,
    rows: 1,
    margin: { left: 0, top: 0 },
    gap: { x: 0, y: 0 },
  },
};

export const LABEL_LAYOUT_OPTIONS = LABEL_LAYOUTS.map((value) => ({
  value,
  label: LABEL_STOCKS[value].title,
}));
export const LABEL_FORMAT_OPTIONS: { value: LabelFormat; label: string }[] = [
  { value: 'pdf', label: 'PDF (any printer)' },
  { value: 'zpl', label: 'ZPL (Zebra label printers)' },
];

/** ZPL is a label printer's language: it prints rolls, not sheets. */
export const zplAllowed = (layout: LabelLayout) => LABEL_STOCKS[layout].kind === 'roll';

export const labelsPerPage = (layout: LabelLayout) =>
  LABEL_STOCKS[layout].columns * LABEL_STOCKS[layout].rows;

export const labelPageCount = (layout: LabelLayout, count: number) =>
  count <= 0 ? 0 : Math.ceil(count / labelsPerPage(layout));

export interface LabelCell extends Box {
  /** The page it is on, from 0. */
  page: number;
}

/** Where each of `count` labels sits, in order: row by row, left to right, then the next page. */
export function labelCells(layout: LabelLayout, count: number): LabelCell[] {
  const s = LABEL_STOCKS[layout];
  const perPage = s.columns * s.rows;
  const cells: LabelCell[] = [];
  for (let i = 0; i < count; i++) {
    const onPage = i % perPage;
    const column = onPage % s.columns;
    const row = Math.floor(onPage / s.columns);
    cells.push({
      page: Math.floor(i / perPage),
      x: s.margin.left + column * (s.label.width + s.gap.x),
      y: s.margin.top + row * (s.label.height + s.gap.y),
      width: s.label.width,
      height: s.label.height,
    });
  }
  return cells;
}

/** A line of text on a label: its box and the font size it starts from (it shrinks, then clips). */
export interface TextSlot extends Box {
  size: number;
  bold?: boolean;
}

/**
 * What goes where on one label, relative to its top left corner. The barcode is left out where it
 * cannot be read: a Code 128 of a ten-character tag is about 160 modules, 1.6" at 10 mil, far wider
 * than a 1" label (its QR code carries the tag too).
 */
export interface LabelPlan {
  qr: Box;
  barcode: Box | null;
  district: TextSlot;
  tag: TextSlot;
  line: TextSlot;
}

export const LABEL_PLANS: Record<LabelLayout, LabelPlan> = {
  // 189 × 72 pt: the QR code at the left, the text and the barcode beside it.
  'avery-5160': {
    qr: { x: 5, y: 5, width: 62, height: 62 },
    district: { x: 72, y: 5, width: 112, height: 8, size: 6.5 },
    tag: { x: 72, y: 14, width: 112, height: 11, size: 9.5, bold: true },
    barcode: { x: 72, y: 27, width: 112, height: 29 },
    line: { x: 72, y: 58, width: 112, height: 9, size: 6.5 },
  },
  // 180 × 108 pt: the QR code and the text above, the barcode across the bottom.
  'avery-l7160': {
    qr: { x: 6, y: 6, width: 60, height: 60 },
    district: { x: 72, y: 8, width: 102, height: 10, size: 7.5 },
    tag: { x: 72, y: 22, width: 102, height: 14, size: 11, bold: true },
    line: { x: 72, y: 42, width: 102, height: 10, size: 7.5 },
    barcode: { x: 6, y: 72, width: 168, height: 30 },
  },
  // 144 × 72 pt.
  '2x1': {
    qr: { x: 4, y: 4, width: 36, height: 36 },
    district: { x: 44, y: 4, width: 96, height: 8, size: 6 },
    tag: { x: 44, y: 13, width: 96, height: 12, size: 9.5, bold: true },
    line: { x: 44, y: 27, width: 96, height: 8, size: 6 },
    barcode: { x: 4, y: 42, width: 136, height: 26 },
  },
  // 72 × 36 pt: no room for a readable barcode.
  '1x0.5': {
    qr: { x: 2, y: 2, width: 32, height: 32 },
    district: { x: 36, y: 3, width: 34, height: 6, size: 4.5 },
    tag: { x: 36, y: 11, width: 34, height: 10, size: 6.5, bold: true },
    line: { x: 36, y: 24, width: 34, height: 6, size: 4.5 },
    barcode: null,
  },
};

/** The boxes of a plan, named (for drawing outlines and for tests). */
export function planBoxes(plan: LabelPlan): [string, Box][] {
  const boxes: [string, Box][] = [
    ['qr', plan.qr],
    ['district', plan.district],
    ['tag', plan.tag],
    ['line', plan.line],
  ];
  if (plan.barcode) boxes.push(['barcode', plan.barcode]);
  return boxes;
}

/** A box moved by a cell's corner. */
export const within = (cell: Box, box: Box): Box => ({
  x: cell.x + box.x,
  y: cell.y + box.y,
  width: box.width,
  height: box.height,
});

export const contains = (outer: Box, inner: Box, epsilon = 1e-6) =>
  inner.x >= outer.x - epsilon &&
  inner.y >= outer.y - epsilon &&
  inner.x + inner.width <= outer.x + outer.width + epsilon &&
  inner.y + inner.height <= outer.y + outer.height + epsilon;

export const overlaps = (a: Box, b: Box, epsilon = 1e-6) =>
  a.x < b.x + b.width - epsilon &&
  b.x < a.x + a.width - epsilon &&
  a.y < b.y + b.height - epsilon &&
  b.y < a.y + a.height - epsilon;

/** The smallest a text may shrink to, as a share of its size, before it is cut with an ellipsis. */
export const TEXT_MIN_SCALE = 0.7;

/**
 * A text that fits `width`: at its size if it can, else at the largest smaller size (down to
 * TEXT_MIN_SCALE of it, in quarter points), else at that smallest size cut with an ellipsis.
 * `measure(text, size)` is the font's width of the text at that size; `ellipsis` what marks a cut
 * ("..." for a printer font without "…").
 */
export function fitText(
  value: string,
  width: number,
  size: number,
  measure: (text: string, size: number) => number,
  ellipsis = '…',
): { text: string; size: number } {
  const min = Math.max(1, size * TEXT_MIN_SCALE);
  for (let s = size; s >= min; s -= 0.25) if (measure(value, s) <= width) return { text: value, size: s };
  const chars = Array.from(value);
  // The longest prefix that fits with the ellipsis (binary search: measure is monotone in length).
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(chars.slice(0, mid).join('').trimEnd() + ellipsis, min) <= width) lo = mid;
    else hi = mid - 1;
  }
  const cut = chars.slice(0, lo).join('').trimEnd();
  return { text: lo === 0 && measure(ellipsis, min) > width ? '' : cut + ellipsis, size: min };
}

/** The address a label's QR code opens: the asset's page in the portal. */
export const assetLabelUrl = (publicUrl: string, tag: string) =>
  `${publicUrl.replace(/\/$/, '')}/a/${encodeURIComponent(tag)}`;

export const LABEL_MESSAGES = {
  chooseAssets: 'Choose the assets to label: some assets, a site, or every asset matching a filter.',
  oneSelection: 'Choose either assets, a site or a filter, not several.',
  emptySelection: 'Select at least one asset.',
  tooMany: (count: number) =>
    `That is ${count.toLocaleString('en-US')} labels; print at most ${LABELS_MAX.toLocaleString('en-US')} at once (select fewer assets).`,
  tooManyIds: `Select at most ${LABELS_MAX.toLocaleString('en-US')} assets at once.`,
  invalidAssetId: 'Not a valid asset id',
  invalidSiteId: 'Not a valid site id',
  invalidLayout: `Layout must be one of: ${LABEL_LAYOUTS.join(', ')}.`,
  invalidFormat: `Format must be one of: ${LABEL_FORMATS.join(', ')}.`,
  zplNeedsRoll: 'ZPL is for label printers: choose the 2" × 1" or 1" × ½" layout, or PDF for sheets.',
  someNotFound: 'Some of the selected assets were not found. Refresh the list and try again.',
  siteNotFound: 'Site not found.',
  noAssets: 'There are no assets to label there.',
  tagNotFound: 'No asset has this tag in your district.',
  downloaded: (count: number) =>
    `Labels for ${count.toLocaleString('en-US')} ${count === 1 ? 'asset' : 'assets'} downloaded.`,
  failed: 'The labels could not be made.',
} as const;

/** POST /api/assets/labels: which assets (named ones, a site's, or a filter's), on which stock, as what. */
export const labelsRequestSchema = z
  .object({
    districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
    assetIds: z
      .array(z.uuid({ error: LABEL_MESSAGES.invalidAssetId }))
      .min(1, LABEL_MESSAGES.emptySelection)
      .max(LABELS_MAX, LABEL_MESSAGES.tooManyIds)
      .optional(),
    siteId: z.uuid({ error: LABEL_MESSAGES.invalidSiteId }).optional(),
    /** Every asset matching the inventory's filters (the list's "select all matching"). */
    filter: assetFilterSchema.optional(),
    layout: z.enum(LABEL_LAYOUTS, { error: LABEL_MESSAGES.invalidLayout }),
    format: z.enum(LABEL_FORMATS, { error: LABEL_MESSAGES.invalidFormat }),
    /** A line printed on every label ("Property of Benson USD"). */
    line: text(LABEL_LINE_MAX).optional(),
  })
  .superRefine((v, ctx) => {
    const chosen = [v.assetIds, v.siteId, v.filter].filter((x) => x !== undefined).length;
    if (chosen === 0)
      ctx.addIssue({ code: 'custom', path: ['assetIds'], message: LABEL_MESSAGES.chooseAssets });
    if (chosen > 1)
      ctx.addIssue({ code: 'custom', path: ['assetIds'], message: LABEL_MESSAGES.oneSelection });
    if (v.format === 'zpl' && !zplAllowed(v.layout))
      ctx.addIssue({ code: 'custom', path: ['layout'], message: LABEL_MESSAGES.zplNeedsRoll });
  });
export type LabelsRequest = z.infer<typeof labelsRequestSchema>;
export type LabelsPayload = z.input<typeof labelsRequestSchema>;

/** "asset-labels-avery-5160-2026-11-27.pdf" */
export const labelsFileName = (layout: LabelLayout, format: LabelFormat, day: string) =>
  `asset-labels-${layout}-${day}.${format === 'pdf' ? 'pdf' : 'zpl'}`;

/** One label's words, as drawn. */
export interface LabelContent {
  tag: string;
  district: string;
  line: string;
  url: string;
}

/** GET /api/assets/by-tag?tag=: the asset a label's address names (tags are unique per district, any case). */
export const assetByTagQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  tag: z
    .string({ error: 'Give a tag' })
    .trim()
    .min(1, 'Give a tag')
    .max(200, 'Must be at most 200 characters'),
});
export const assetByTagSchema = z.object({ id: z.uuid(), assetTag: z.string(), districtId: z.uuid() });
export type AssetByTag = z.infer<typeof assetByTagSchema>;
