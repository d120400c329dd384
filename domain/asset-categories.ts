// The district's asset categories (see docs/product.md#inventory): an editable list, each category
// with optional custom fields (text, number, date, list) that its assets carry in `customFields`.
// Pure rules: the defaults, the checks of a list as PUT, of an asset's values against its
// category, and how values read and write as CSV text.

import { z } from 'zod';
import { DEFAULT_DEPRECIATION_YEARS, FALLBACK_DEPRECIATION_YEARS } from './asset-money.ts';
import { hasControlCharacters, isoDate } from './http.ts';

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'list'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const ASSET_CATEGORY_LIMITS = {
  categories: 50,
  fields: 20,
  options: 50,
  key: 40,
  label: 60,
  option: 100,
  /** A text field's value. */
  text: 500,
} as const;
const L = ASSET_CATEGORY_LIMITS;

/** Keys are what assets store: lowercase letters, digits and _, from a letter. */
const KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

export const ASSET_CATEGORY_MESSAGES = {
  key: `A key uses lowercase letters, digits and _, starts with a letter and has at most ${L.key} characters.`,
  label: 'Every category needs a label.',
  labelLength: `Labels must be at most ${L.label} characters.`,
  fieldLabel: (category: string) => `Every field of ${category} needs a label.`,
  fieldType: `Field type must be one of: ${CUSTOM_FIELD_TYPES.join(', ')}.`,
  listOptions: (field: string) => `The list field ${field} needs at least one option.`,
  optionText: (field: string) => `The options of ${field} must be text of 1 to ${L.option} characters.`,
  duplicateOption: (field: string, option: string) => `${field} lists the option "${option}" twice.`,
  duplicateKey: (key: string) => `Two categories have the key "${key}": keys must be different.`,
  duplicateFieldKey: (category: string, key: string) => `${category} has two fields with the key "${key}".`,
  none: 'Keep at least one category.',
  tooManyCategories: `A district may have at most ${L.categories} categories.`,
  tooManyFields: (category: string) => `${category} may have at most ${L.fields} fields.`,
  tooManyOptions: (field: string) => `${field} may have at most ${L.options} options.`,
  inUse: (label: string, count: number) =>
    `${label} is used by ${count.toLocaleString('en-US')} ${count === 1 ? 'asset' : 'assets'}: move ${count === 1 ? 'it' : 'them'} to another category before removing ${label}.`,
  unknownCategory: (keys: readonly string[]) => `Category must be one of: ${keys.join(', ')}.`,
  unknownField: (key: string, category: string) => `"${key}" is not a field of ${category}.`,
  number: (field: string) => `${field} must be a number.`,
  date: (field: string) => `${field} must be a date as YYYY-MM-DD.`,
  text: (field: string) => `${field} must be text of at most ${L.text} characters.`,
  option: (field: string, options: readonly string[]) => `${field} must be one of: ${options.join(', ')}.`,
  depreciationYears: 'Depreciation years must be a whole number from 1 to 30.',
  saved: { title: 'Categories Saved', description: 'The inventory uses the new categories.' },
  saveFailed: { title: 'Error', description: 'Failed to save the categories' },
} as const;
const M = ASSET_CATEGORY_MESSAGES;

const label = z
  .string({ error: M.label })
  .trim()
  .min(1, M.label)
  .max(L.label, M.labelLength)
  .refine((s) => !hasControlCharacters(s), M.label);
const key = z.string({ error: M.key }).max(L.key, M.key).regex(KEY_PATTERN, M.key);

export const customFieldSchema = z.object({
  key,
  label: z.string({ error: M.label }).trim().max(L.label, M.labelLength),
  type: z.enum(CUSTOM_FIELD_TYPES, { error: M.fieldType }),
  /** The choices of a list field (kept only for list fields). */
  options: z
    .array(z.string({ error: M.label }).trim().max(L.option))
    .max(L.options * 2)
    .optional(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const assetCategoryDefSchema = z.object({
  key,
  label,
  fields: z
    .array(customFieldSchema)
    .max(L.fields * 2)
    .optional()
    .default([]),
  /** Years of straight-line depreciation of its assets (left out: the default of its key, see asset-money.ts). */
  depreciationYears: z
    .number({ error: M.depreciationYears })
    .int(M.depreciationYears)
    .min(1, M.depreciationYears)
    .max(30, M.depreciationYears)
    .optional(),
});
export type AssetCategoryDef = z.output<typeof assetCategoryDefSchema>;

/**
 * PUT /api/asset-categories: the whole list, in the order the screens show it. Every rule that
 * names a category or field is checked here, so the 400 says which.
 */
export const assetCategoriesSchema = z
  .array(assetCategoryDefSchema, { error: M.none })
  .min(1, M.none)
  .max(L.categories, M.tooManyCategories)
  .superRefine((categories, ctx) => {
    const fail = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    const keys = new Set<string>();
    categories.forEach((c, i) => {
      if (keys.has(c.key)) fail(M.duplicateKey(c.key), [i, 'key']);
      keys.add(c.key);
      if (c.fields.length > L.fields) fail(M.tooManyFields(c.label), [i, 'fields']);
      const fieldKeys = new Set<string>();
      c.fields.forEach((f, j) => {
        const at = [i, 'fields', j];
        if (!f.label || hasControlCharacters(f.label)) fail(M.fieldLabel(c.label), [...at, 'label']);
        if (fieldKeys.has(f.key)) fail(M.duplicateFieldKey(c.label, f.key), [...at, 'key']);
        fieldKeys.add(f.key);
        if (f.type !== 'list') return;
        const options = f.options ?? [];
        const name = f.label || f.key;
        if (options.length === 0) fail(M.listOptions(name), [...at, 'options']);
        if (options.length > L.options) fail(M.tooManyOptions(name), [...at, 'options']);
        if (options.some((o) => !o || hasControlCharacters(o))) fail(M.optionText(name), [...at, 'options']);
        const seen = new Set<string>();
        for (const o of options) {
          if (seen.has(o.toLowerCase())) fail(M.duplicateOption(name, o), [...at, 'options']);
          seen.add(o.toLowerCase());
        }
      });
    });
  })
  .transform((categories) =>
    categories.map((c) => ({
      ...c,
      fields: c.fields.map(({ options, ...f }) => (f.type === 'list' ? { ...f, options: options ?? [] } : f)),
    })),
  );

/** The list every district starts with (its keys include the six of the first releases). */
export const DEFAULT_ASSET_CATEGORIES: AssetCategoryDef[] = [
  ['chromebook', 'Chromebook'],
  ['laptop', 'Laptop'],
  ['desktop', 'Desktop'],
  ['tablet', 'Tablet'],
  ['interactive_display', 'Interactive display'],
  ['projector', 'Projector'],
  ['document_camera', 'Document camera'],
  ['printer', 'Printer'],
  ['hotspot', 'Hotspot'],
  ['network', 'Network'],
  ['server', 'Server'],
  ['phone', 'Phone'],
  ['other', 'Other'],
].map(([key, label]) => ({
  key: key!,
  label: label!,
  fields: [],
  depreciationYears: DEFAULT_DEPRECIATION_YEARS[key!] ?? FALLBACK_DEPRECIATION_YEARS,
}));

/** A new category's or field's key from its label ("Lens type" -> "lens_type"), unique among `taken`. */
export function keyFromLabel(text: string, taken: readonly string[] = []): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+|_+$/g, '')
      .slice(0, L.key - 3) || 'item';
  let candidate = base;
  for (let n = 2; taken.includes(candidate); n++) candidate = `${base}_${n}`;
  return candidate;
}

/** The label of a category key in the district's list (the key itself for one no longer listed). */
export function categoryLabel(categories: readonly AssetCategoryDef[], key: string): string {
  return categories.find((c) => c.key === key)?.label ?? key;
}

/** The category a CSV cell or filter names: its key or its label, in any case. */
export function findCategory(
  categories: readonly AssetCategoryDef[],
  text: string,
): AssetCategoryDef | undefined {
  const t = text.trim().toLowerCase();
  return categories.find((c) => c.key === t || c.label.toLowerCase() === t);
}

/** What an asset carries: a value per field key (text, list option or YYYY-MM-DD date as strings; numbers). */
export type CustomFieldValues = Record<string, string | number>;
export const customFieldValuesSchema = z.record(
  z.string().max(L.key),
  z.union([z.string().max(L.text * 2), z.number(), z.null()]),
);

const validDate = isoDate('');
const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** One field's value checked and normalized (empty: null), or why not, naming the field. */
function checkValue(
  field: CustomField,
  value: unknown,
): { ok: true; value: string | number | null } | { ok: false; message: string } {
  if (isEmpty(value)) return { ok: true, value: null };
  const name = field.label || field.key;
  switch (field.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, message: M.number(name) };
    case 'date':
      return typeof value === 'string' && validDate.safeParse(value.trim()).success
        ? { ok: true, value: value.trim() }
        : { ok: false, message: M.date(name) };
    case 'list': {
      const options = field.options ?? [];
      const match = typeof value === 'string' && options.find((o) => o === value.trim());
      return match ? { ok: true, value: match } : { ok: false, message: M.option(name, options) };
    }
    default:
      return typeof value === 'string' && value.trim().length <= L.text && !hasControlCharacters(value)
        ? { ok: true, value: value.trim() }
        : { ok: false, message: M.text(name) };
  }
}

/**
 * An asset's custom field values checked against its category's fields: unknown keys, a text
 * where a number belongs, a date not as YYYY-MM-DD, a list value not among its options are
 * refused with a message naming the field. Empty values are left out.
 */
export function checkCustomFields(
  category: AssetCategoryDef,
  values: Readonly<Record<string, unknown>> = {},
): { ok: true; values: CustomFieldValues } | { ok: false; message: string; field: string } {
  const out: CustomFieldValues = {};
  for (const [k, v] of Object.entries(values)) {
    const field = category.fields.find((f) => f.key === k);
    if (!field) return { ok: false, message: M.unknownField(k, category.label), field: k };
    const checked = checkValue(field, v);
    if (!checked.ok) return { ok: false, message: checked.message, field: k };
    if (checked.value !== null) out[k] = checked.value;
  }
  return { ok: true, values: out };
}

/** A field's value as a CSV cell or a screen shows it ('' when empty). */
export function customFieldText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The custom field values of an asset as its category lists them, for the detail and the list. */
export function customFieldEntries(
  categories: readonly AssetCategoryDef[],
  asset: { category: string; customFields: Readonly<Record<string, string | number>> },
): { key: string; label: string; text: string }[] {
  const fields = categories.find((c) => c.key === asset.category)?.fields ?? [];
  return fields.flatMap((f) => {
    const text = customFieldText(asset.customFields[f.key]);
    return text ? [{ key: f.key, label: f.label, text }] : [];
  });
}

/** A CSV cell as the field's value, before checkCustomFields ("3,000" reads as 3000; a list option in any case). */
export function customFieldFromText(field: CustomField, text: string): string | number | null {
  const t = text.trim();
  if (!t) return null;
  if (field.type === 'number') {
    const n = Number(t.replace(/,/g, ''));
    return Number.isFinite(n) ? n : t;
  }
  if (field.type === 'list') return field.options?.find((o) => o.toLowerCase() === t.toLowerCase()) ?? t;
  return t;
}

/**
 * The CSV columns of custom fields across the district's categories, in list order: one per
 * field key (a key shared by several categories is one column), headed by its label.
 */
export function customFieldColumns(
  categories: readonly AssetCategoryDef[],
): { key: string; label: string }[] {
  const columns = new Map<string, string>();
  for (const c of categories) for (const f of c.fields) if (!columns.has(f.key)) columns.set(f.key, f.label);
  return [...columns].map(([k, label]) => ({ key: k, label }));
}
