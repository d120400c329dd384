import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  ASSET_CSV_COLUMNS,
  ASSET_MESSAGES,
  assetExportFileName,
  bulkUpdateAssetsSchema,
  CSV_ESCAPE_NEEDED,
  checkImport,
  checkImportRow,
  checkOutAssetsSchema,
  DEFAULT_ASSET_CATEGORIES,
  importFieldOf,
  saveAssetSchema,
  toImportRow,
} from './assets.ts';

describe('asset payloads', () => {
  it('defaults a new asset to laptop and active and trims its fields', () => {
    const parsed = saveAssetSchema.parse({ assetTag: ' T-1 ', name: ' Laptop ', location: null });
    expect(parsed).toMatchObject({
      assetTag: 'T-1',
      name: 'Laptop',
      category: 'laptop',
      status: 'active',
      location: '',
    });
  });

  it('asks for the tag and the name with the product’s message', () => {
    for (const body of [{}, { assetTag: 'T' }, { name: 'N' }, { assetTag: ' ', name: 'N' }]) {
      expect(saveAssetSchema.safeParse(body).error?.issues[0]?.message).toBe(
        ASSET_MESSAGES.missing.description,
      );
    }
  });

  it('wants a change and a selection for bulk edits', () => {
    const noChange = bulkUpdateAssetsSchema.safeParse({ selection: { filter: {} }, changes: {} });
    expect(noChange.error?.issues[0]?.message).toBe(ASSET_MESSAGES.noChanges);
    const both = bulkUpdateAssetsSchema.safeParse({
      selection: { ids: [crypto.randomUUID()], filter: {} },
      changes: { status: 'lost' },
    });
    expect(both.error?.issues[0]?.message).toBe(ASSET_MESSAGES.emptySelection);
  });

  it('keeps the due date on or after the check-out date', () => {
    const base = {
      selection: { filter: {} },
      assigneeType: 'room',
      assignee: 'Room 1',
      checkedOutOn: '2026-03-10',
    };
    expect(checkOutAssetsSchema.safeParse({ ...base, dueOn: '2026-03-10' }).success).toBe(true);
    expect(checkOutAssetsSchema.safeParse({ ...base, dueOn: '' }).data?.dueOn).toBeUndefined();
    expect(checkOutAssetsSchema.safeParse({ ...base, dueOn: '2026-03-09' }).error?.issues[0]?.message).toBe(
      ASSET_MESSAGES.dueBeforeCheckout,
    );
  });
});

describe('CSV', () => {
  it('names the export file after the local day', () => {
    expect(assetExportFileName(new Date(2026, 0, 5, 23, 59))).toBe('assets-export-2026-01-05.csv');
  });

  it('exports the columns in their order', () => {
    expect(ASSET_CSV_COLUMNS.map((c) => c.label)).toEqual([
      'Asset Tag',
      'Name',
      'Category',
      'Status',
      'Location',
      'Serial Number',
      'Assigned To',
    ]);
  });

  it('maps export headers and common spellings to fields', () => {
    expect(importFieldOf('Asset Tag')).toBe('assetTag');
    expect(importFieldOf('asset_tag')).toBe('assetTag');
    expect(importFieldOf('SERIAL NUMBER')).toBe('serialNumber');
    expect(importFieldOf('Assigned To')).toBe('assignedTo');
    expect(importFieldOf('Model')).toBe('model');
    expect(importFieldOf('Purchase price')).toBeUndefined();
  });

  it('round-trips any cell through the export escaping and the import', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const csv = Papa.unparse(
          { fields: ['Location'], data: [[value]] },
          { escapeFormulae: CSV_ESCAPE_NEEDED },
        );
        // Comma-delimited like the export (a lone column of ";;" would otherwise look semicolon-delimited).
        const [record] = Papa.parse<Record<string, string>>(csv, { header: true, delimiter: ',' }).data;
        expect(toImportRow(record ?? {}).location ?? '').toBe(value);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('import checks', () => {
  it('accepts labels in any case and fills the defaults', () => {
    const r = checkImportRow(
      { assetTag: 'A-1', name: 'Cart', category: 'Tablet', status: '' },
      DEFAULT_ASSET_CATEGORIES,
    );
    expect(r).toEqual({
      ok: true,
      row: expect.objectContaining({
        assetTag: 'A-1',
        category: 'tablet',
        status: 'active',
        assignedTo: null,
      }),
    });
  });

  it('gives every reason a row is rejected', () => {
    const r = checkImportRow(
      { assetTag: '', name: ' ', category: 'toaster', status: 'gone' },
      DEFAULT_ASSET_CATEGORIES,
    );
    expect(r).toEqual({
      ok: false,
      reasons: ['Missing asset tag', 'Missing name', 'Unknown category "toaster"', 'Unknown status "gone"'],
    });
  });

  it('finds duplicates within the file and against the district, without regard to case', () => {
    const { valid, rejected } = checkImport(
      [
        { assetTag: 'A-1', name: 'One' },
        { assetTag: 'a-1', name: 'Again' },
        { assetTag: 'B-1', name: 'Existing' },
        { assetTag: 'C-1', name: 'New' },
      ],
      new Set(['b-1']),
      DEFAULT_ASSET_CATEGORIES,
    );
    expect(valid.map((v) => v.assetTag)).toEqual(['A-1', 'C-1']);
    expect(rejected).toEqual([
      { row: 3, assetTag: 'a-1', reasons: ['Duplicate asset tag a-1 (also on row 2)'] },
      { row: 4, assetTag: 'B-1', reasons: ['Asset tag B-1 already exists in this district'] },
    ]);
  });
});
