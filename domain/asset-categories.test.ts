import { describe, expect, it } from 'vitest';
import {
  ASSET_CATEGORY_LIMITS,
  type AssetCategoryDef,
  assetCategoriesSchema,
  checkCustomFields,
  checkImportRow,
  customFieldColumns,
  DEFAULT_ASSET_CATEGORIES,
  findCategory,
  keyFromLabel,
  ASSET_CATEGORY_MESSAGES as M,
  toImportRow,
} from './assets.ts';

const camera: AssetCategoryDef = {
  key: 'document_camera',
  label: 'Document camera',
  fields: [
    { key: 'lens', label: 'Lens type', type: 'list', options: ['Fixed', 'Zoom'] },
    { key: 'megapixels', label: 'Megapixels', type: 'number' },
    { key: 'warranty_until', label: 'Warranty until', type: 'date' },
    { key: 'room_note', label: 'Room note', type: 'text' },
  ],
};
const firstIssue = (input: unknown) => {
  const r = assetCategoriesSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('the default list', () => {
  it('has the thirteen categories, keeping the six keys of the first releases', () => {
    expect(DEFAULT_ASSET_CATEGORIES.map((c) => c.label)).toEqual([
      'Chromebook',
      'Laptop',
      'Desktop',
      'Tablet',
      'Interactive display',
      'Projector',
      'Document camera',
      'Printer',
      'Hotspot',
      'Network',
      'Server',
      'Phone',
      'Other',
    ]);
    const keys = DEFAULT_ASSET_CATEGORIES.map((c) => c.key);
    for (const old of ['laptop', 'desktop', 'tablet', 'server', 'network', 'projector'])
      expect(keys).toContain(old);
    expect(assetCategoriesSchema.safeParse(DEFAULT_ASSET_CATEGORIES).success).toBe(true);
  });
});

describe('a category list as PUT', () => {
  it('accepts categories with text, number, date and list fields, dropping options of non-list fields', () => {
    const parsed = assetCategoriesSchema.parse([
      { ...camera, fields: [...camera.fields, { key: 'x', label: 'X', type: 'text', options: ['a'] }] },
    ]);
    expect(parsed[0]!.fields.at(-1)).toEqual({ key: 'x', label: 'X', type: 'text' });
  });

  it('names each mistake', () => {
    expect(firstIssue([])).toBe(M.none);
    expect(firstIssue([camera, { key: 'document_camera', label: 'Again', fields: [] }])).toBe(
      M.duplicateKey('document_camera'),
    );
    expect(firstIssue([{ key: 'a', label: '  ', fields: [] }])).toBe(M.label);
    expect(firstIssue([{ key: 'Bad Key', label: 'A', fields: [] }])).toBe(M.key);
    expect(firstIssue([{ ...camera, fields: [{ key: 'f', label: '', type: 'text' }] }])).toBe(
      M.fieldLabel('Document camera'),
    );
    expect(firstIssue([{ ...camera, fields: [{ key: 'f', label: 'F', type: 'colour' }] }])).toBe(M.fieldType);
    expect(firstIssue([{ ...camera, fields: [{ key: 'f', label: 'Lens', type: 'list' }] }])).toBe(
      M.listOptions('Lens'),
    );
    expect(
      firstIssue([{ ...camera, fields: [{ key: 'f', label: 'Lens', type: 'list', options: ['A', 'a'] }] }]),
    ).toBe(M.duplicateOption('Lens', 'a'));
    expect(
      firstIssue([{ ...camera, fields: [camera.fields[1]!, { ...camera.fields[1]!, label: 'Again' }] }]),
    ).toBe(M.duplicateFieldKey('Document camera', 'megapixels'));
  });

  it('has limits on categories, fields and options', () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ key: `c${i}`, label: `C${i}`, fields: [] }));
    expect(firstIssue(many(ASSET_CATEGORY_LIMITS.categories))).toBeNull();
    expect(firstIssue(many(ASSET_CATEGORY_LIMITS.categories + 1))).toBe(M.tooManyCategories);
    const fields = Array.from({ length: ASSET_CATEGORY_LIMITS.fields + 1 }, (_, i) => ({
      key: `f${i}`,
      label: `F${i}`,
      type: 'text',
    }));
    expect(firstIssue([{ ...camera, fields }])).toBe(M.tooManyFields('Document camera'));
    const options = Array.from({ length: ASSET_CATEGORY_LIMITS.options + 1 }, (_, i) => `O${i}`);
    expect(firstIssue([{ ...camera, fields: [{ key: 'f', label: 'Lens', type: 'list', options }] }])).toBe(
      M.tooManyOptions('Lens'),
    );
  });
});

describe('checkCustomFields', () => {
  it('keeps valid values by type and leaves empty ones out', () => {
    expect(
      checkCustomFields(camera, {
        lens: 'Zoom',
        megapixels: 13,
        warranty_until: '2028-06-30',
        room_note: ' Cart B ',
        // Empty values are no values.
      }),
    ).toEqual({
      ok: true,
      values: { lens: 'Zoom', megapixels: 13, warranty_until: '2028-06-30', room_note: 'Cart B' },
    });
    expect(checkCustomFields(camera, { lens: '', megapixels: null })).toEqual({ ok: true, values: {} });
  });

  it('refuses naming the field: unknown key, wrong type, a list value not among the options', () => {
    expect(checkCustomFields(camera, { colour: 'red' })).toMatchObject({
      ok: false,
      field: 'colour',
      message: M.unknownField('colour', 'Document camera'),
    });
    expect(checkCustomFields(camera, { megapixels: 'many' })).toMatchObject({
      message: M.number('Megapixels'),
    });
    expect(checkCustomFields(camera, { warranty_until: '30/06/2028' })).toMatchObject({
      message: M.date('Warranty until'),
    });
    expect(checkCustomFields(camera, { lens: 'Fisheye' })).toMatchObject({
      field: 'lens',
      message: 'Lens type must be one of: Fixed, Zoom.',
    });
    expect(checkCustomFields(camera, { room_note: 12 })).toMatchObject({ message: M.text('Room note') });
  });
});

describe('keys, labels and CSV', () => {
  it('makes a key from a label, unique among the taken ones', () => {
    expect(keyFromLabel('Lens type')).toBe('lens_type');
    expect(keyFromLabel('3D Printer!')).toBe('d_printer');
    expect(keyFromLabel('Lens type', ['lens_type'])).toBe('lens_type_2');
    expect(keyFromLabel('***')).toBe('item');
  });

  it('finds a category by key or label in any case', () => {
    expect(findCategory(DEFAULT_ASSET_CATEGORIES, 'DOCUMENT CAMERA')?.key).toBe('document_camera');
    expect(findCategory(DEFAULT_ASSET_CATEGORIES, 'interactive_display')?.label).toBe('Interactive display');
  });

  it('reads custom field columns of an import by label or key, for the row’s category only', () => {
    const categories = DEFAULT_ASSET_CATEGORIES.map((c) => (c.key === camera.key ? camera : c));
    expect(customFieldColumns(categories).map((c) => c.label)).toEqual([
      'Lens type',
      'Megapixels',
      'Warranty until',
      'Room note',
    ]);
    const row = toImportRow({
      'Asset Tag': 'DC-1',
      Name: 'Elmo',
      Category: 'Document camera',
      'Lens type': 'zoom',
      megapixels: '1,300',
      Notes: 'ignored',
    });
    expect(checkImportRow(row, categories)).toEqual({
      ok: true,
      row: expect.objectContaining({
        category: 'document_camera',
        customFields: { lens: 'Zoom', megapixels: 1300 },
      }),
    });
    const laptop = toImportRow({
      'Asset Tag': 'LT-1',
      Name: 'Laptop',
      Category: 'laptop',
      'Lens type': 'Zoom',
    });
    expect(checkImportRow(laptop, categories)).toEqual({
      ok: false,
      reasons: [M.unknownField('Lens type', 'Laptop')],
    });
    const wrong = toImportRow({
      'Asset Tag': 'DC-2',
      Name: 'Elmo',
      Category: 'document_camera',
      Megapixels: 'lots',
    });
    expect(checkImportRow(wrong, categories)).toEqual({ ok: false, reasons: [M.number('Megapixels')] });
  });
});
