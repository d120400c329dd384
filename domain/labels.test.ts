import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assetLabelUrl,
  contains,
  fitText,
  LABEL_LAYOUTS,
  LABEL_MESSAGES,
  LABEL_PLANS,
  LABEL_STOCKS,
  LABELS_MAX,
  labelCells,
  labelPageCount,
  labelsPerPage,
  labelsRequestSchema,
  overlaps,
  planBoxes,
  TEXT_MIN_SCALE,
  within,
} from './labels.ts';

const layout = fc.constantFrom(...LABEL_LAYOUTS);
const ID = '00000000-0000-4000-8000-000000000001';

describe('label stocks', () => {
  it('sum exactly to their page: margins, labels and gaps across and down', () => {
    for (const l of LABEL_LAYOUTS) {
      const s = LABEL_STOCKS[l];
      const across = 2 * s.margin.left + s.columns * s.label.width + (s.columns - 1) * s.gap.x;
      const down = 2 * s.margin.top + s.rows * s.label.height + (s.rows - 1) * s.gap.y;
      expect(across, l).toBeCloseTo(s.page.width, 6);
      expect(down, l).toBeCloseTo(s.page.height, 6);
    }
  });

  it('Avery 5160 is the published template, in points', () => {
    const cells = labelCells('avery-5160', 30);
    expect(cells[0]).toEqual({ page: 0, x: 13.5, y: 36, width: 189, height: 72 });
    // Second column: 3/16" + 2¾" pitch; last row: ½" + 9".
    expect(cells[1]?.x).toBeCloseTo(13.5 + 198, 6);
    expect(cells[29]).toMatchObject({ x: 13.5 + 2 * 198, y: 36 + 9 * 72 });
    expect(labelsPerPage('avery-5160')).toBe(30);
    expect(labelsPerPage('avery-l7160')).toBe(21);
  });

  it('every label lies inside the page, in order, one page after another, never overlapping', () => {
    fc.assert(
      fc.property(layout, fc.integer({ min: 0, max: 100 }), (l, count) => {
        const s = LABEL_STOCKS[l];
        const cells = labelCells(l, count);
        expect(cells).toHaveLength(count);
        const page = { x: 0, y: 0, width: s.page.width, height: s.page.height };
        cells.forEach((c, i) => {
          expect(contains(page, c)).toBe(true);
          expect(c.page).toBe(Math.floor(i / labelsPerPage(l)));
          expect(c.width).toBe(s.label.width);
          expect(c.height).toBe(s.label.height);
        });
        const pages = new Set(cells.map((c) => c.page));
        expect(pages.size).toBe(labelPageCount(l, count));
        for (let i = 0; i < cells.length; i++)
          for (let j = i + 1; j < cells.length && cells[j]?.page === cells[i]?.page; j++)
            expect(overlaps(cells[i]!, cells[j]!)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('counts pages', () => {
    expect(labelPageCount('avery-5160', 0)).toBe(0);
    expect(labelPageCount('avery-5160', 30)).toBe(1);
    expect(labelPageCount('avery-5160', 31)).toBe(2);
    expect(labelPageCount('avery-5160', LABELS_MAX)).toBe(100);
    expect(labelPageCount('2x1', 7)).toBe(7);
  });
});

describe('what goes on a label', () => {
  it('every part lies inside its label, clear of the edge, and no two parts overlap', () => {
    for (const l of LABEL_LAYOUTS) {
      const s = LABEL_STOCKS[l];
      const label = { x: 0, y: 0, width: s.label.width, height: s.label.height };
      const safe = { x: 1.5, y: 1.5, width: label.width - 3, height: label.height - 3 };
      const boxes = planBoxes(LABEL_PLANS[l]);
      for (const [name, box] of boxes) expect(contains(safe, box), `${l} ${name}`).toBe(true);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect(overlaps(boxes[i]![1], boxes[j]![1]), `${l} ${boxes[i]![0]} × ${boxes[j]![0]}`).toBe(false);
      // The QR code is square; the text is tall enough for its font.
      expect(LABEL_PLANS[l].qr.width).toBe(LABEL_PLANS[l].qr.height);
      for (const t of [LABEL_PLANS[l].district, LABEL_PLANS[l].tag, LABEL_PLANS[l].line])
        expect(t.height).toBeGreaterThanOrEqual(t.size);
    }
  });

  it('every part of every label on a sheet lies inside that label (and so its page)', () => {
    fc.assert(
      fc.property(layout, fc.integer({ min: 1, max: 90 }), (l, count) => {
        const cells = labelCells(l, count);
        for (const cell of cells)
          for (const [, box] of planBoxes(LABEL_PLANS[l]))
            expect(contains(cell, within(cell, box))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('the 1" × ½" label has no barcode (it could not be read); the others have one', () => {
    expect(LABEL_PLANS['1x0.5'].barcode).toBeNull();
    for (const l of LABEL_LAYOUTS.filter((x) => x !== '1x0.5')) expect(LABEL_PLANS[l].barcode).not.toBeNull();
  });
});

describe('fitText', () => {
  // A font whose every character is half its size wide.
  const measure = (t: string, size: number) => Array.from(t).length * size * 0.5;

  it('keeps a text that fits at its size', () => {
    expect(fitText('LT-0001', 100, 10, measure)).toEqual({ text: 'LT-0001', size: 10 });
  });

  it('shrinks, then cuts with an ellipsis, and never overflows', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.double({ min: 4, max: 200, noNaN: true }),
        fc.double({ min: 4, max: 14, noNaN: true }),
        (value, width, size) => {
          const fitted = fitText(value, width, size, measure);
          expect(measure(fitted.text, fitted.size)).toBeLessThanOrEqual(width + 1e-9);
          expect(fitted.size).toBeLessThanOrEqual(size);
          expect(fitted.size).toBeGreaterThanOrEqual(Math.max(1, size * TEXT_MIN_SCALE) - 1e-9);
          if (fitted.text !== value) {
            expect(fitted.size).toBeCloseTo(Math.max(1, size * TEXT_MIN_SCALE), 9);
            if (fitted.text !== '') expect(fitted.text.endsWith('…')).toBe(true);
          }
        },
      ),
    );
  });

  it('shrinks before it cuts', () => {
    // 20 characters: 100 wide at 10, fits 80 at 8 (not below 7).
    expect(fitText('A'.repeat(20), 80, 10, measure)).toEqual({ text: 'A'.repeat(20), size: 8 });
    expect(fitText('A'.repeat(40), 80, 10, measure).text).toMatch(/^A+…$/);
  });
});

describe('labels request', () => {
  const base = { layout: 'avery-5160', format: 'pdf' } as const;
  const message = (body: unknown) => labelsRequestSchema.safeParse(body).error?.issues[0]?.message;

  it('takes assets, a site or a filter, exactly one', () => {
    expect(labelsRequestSchema.safeParse({ ...base, assetIds: [ID] }).success).toBe(true);
    expect(labelsRequestSchema.safeParse({ ...base, siteId: ID }).success).toBe(true);
    expect(labelsRequestSchema.safeParse({ ...base, filter: { status: 'active' } }).success).toBe(true);
    expect(message(base)).toBe(LABEL_MESSAGES.chooseAssets);
    expect(message({ ...base, assetIds: [ID], siteId: ID })).toBe(LABEL_MESSAGES.oneSelection);
    expect(message({ ...base, assetIds: [] })).toBe(LABEL_MESSAGES.emptySelection);
    expect(message({ ...base, assetIds: ['x'] })).toBe(LABEL_MESSAGES.invalidAssetId);
    expect(message({ ...base, assetIds: Array(LABELS_MAX + 1).fill(ID) })).toBe(LABEL_MESSAGES.tooManyIds);
  });

  it('names bad layouts, formats, lines, and ZPL on a sheet', () => {
    expect(message({ ...base, siteId: ID, layout: 'avery-9999' })).toBe(LABEL_MESSAGES.invalidLayout);
    expect(message({ ...base, siteId: ID, format: 'png' })).toBe(LABEL_MESSAGES.invalidFormat);
    expect(message({ ...base, siteId: ID, line: 'x'.repeat(61) })).toBe('Must be at most 60 characters');
    expect(message({ ...base, siteId: ID, format: 'zpl' })).toBe(LABEL_MESSAGES.zplNeedsRoll);
    expect(labelsRequestSchema.safeParse({ siteId: ID, layout: '2x1', format: 'zpl' }).success).toBe(true);
  });
});

describe('the address on a label', () => {
  it('is the portal address, /a/ and the tag, encoded', () => {
    expect(assetLabelUrl('https://it.benson.org/', 'LT 0001/b')).toBe(
      'https://it.benson.org/a/LT%200001%2Fb',
    );
  });
});
