import { z } from 'zod';
import { text } from './http.ts';
import { GOOGLE_KINDS, googleLink, httpsUrl } from './library-urls.ts';

/**
 * The document libraries of Technology Assessment and the Onsite Tech Toolkit (see
 * docs/product.md#technology-assessment): Google Forms, Sheets and Docs a district keeps, by area.
 */

export const LIBRARY_AREAS = ['assessment', 'toolkit'] as const;
export type LibraryArea = (typeof LIBRARY_AREAS)[number];
export const libraryAreaSchema = z.enum(LIBRARY_AREAS, { error: 'Area must be assessment or toolkit' });

export const AREA_CATEGORIES = {
  assessment: ['infrastructure', 'security', 'network', 'data', 'software'],
  toolkit: ['work_orders', 'site_visits', 'equipment', 'scheduling', 'reporting'],
} as const satisfies Record<LibraryArea, readonly string[]>;
export type AssessmentCategory = (typeof AREA_CATEGORIES.assessment)[number];
export type ToolkitCategory = (typeof AREA_CATEGORIES.toolkit)[number];
export type LibraryCategory = AssessmentCategory | ToolkitCategory;
export const ALL_CATEGORIES = [...AREA_CATEGORIES.assessment, ...AREA_CATEGORIES.toolkit] as const;

export const CATEGORY_LABELS: Record<LibraryCategory, string> = {
  infrastructure: 'Infrastructure',
  security: 'Security',
  network: 'Network',
  data: 'Data Management',
  software: 'Software & Apps',
  work_orders: 'Work Orders',
  site_visits: 'Site Visits',
  equipment: 'Equipment',
  scheduling: 'Scheduling',
  reporting: 'Reporting',
};

export const AREA_DOC_TYPES = {
  assessment: ['assessment_report', 'template', 'policy'],
  toolkit: ['procedure', 'checklist', 'report_template', 'guide'],
} as const satisfies Record<LibraryArea, readonly string[]>;
export const ALL_DOC_TYPES = [...AREA_DOC_TYPES.assessment, ...AREA_DOC_TYPES.toolkit] as const;
export type DocType = (typeof ALL_DOC_TYPES)[number];
export const DOC_TYPE_LABELS: Record<DocType, string> = {
  assessment_report: 'Assessment Report',
  template: 'Template',
  policy: 'Policy',
  procedure: 'Procedure',
  checklist: 'Checklist',
  report_template: 'Report Template',
  guide: 'Guide',
};

export const LIBRARY_KINDS = GOOGLE_KINDS;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];
export const KIND_LABELS: Record<LibraryKind, string> = { form: 'Form', sheet: 'Sheet', doc: 'Doc' };

export const LIBRARY_STATUSES = ['active', 'draft', 'archived'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];
export const LIBRARY_STATUS_LABELS: Record<LibraryStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

export const LIBRARY_MESSAGES = {
  titleRequired: 'Title is required',
  urlRequired: 'URL is required',
  urlHttps: 'URL must be an https:// link',
  kindMismatch: (kind: LibraryKind, found: LibraryKind) =>
    `This link is a Google ${KIND_LABELS[found]}, not a ${KIND_LABELS[kind]}`,
  category: (area: LibraryArea) => `Category must be one of: ${AREA_CATEGORIES[area].join(', ')}`,
  docType: (area: LibraryArea) => `Doc type must be one of: ${AREA_DOC_TYPES[area].join(', ')}`,
  notFound: 'Library item not found.',
  createFailed: 'The item could not be saved.',
  deleteFailed: 'The item could not be deleted.',
} as const;

const url = text(2000, LIBRARY_MESSAGES.urlRequired).refine(
  (v) => httpsUrl(v) !== null,
  LIBRARY_MESSAGES.urlHttps,
);

const itemFields = z.object({
  title: text(200, LIBRARY_MESSAGES.titleRequired),
  description: text(2000).default(''),
  category: z.enum(ALL_CATEGORIES, { error: 'Choose a category' }),
  kind: z.enum(LIBRARY_KINDS, { error: 'Kind must be form, sheet or doc' }),
  docType: z.enum(ALL_DOC_TYPES, { error: 'Choose a doc type' }).nullable().optional(),
  url,
  status: z.enum(LIBRARY_STATUSES, { error: 'Status must be active, draft or archived' }).default('active'),
  sharedWith: text(500).default(''),
});

/** The cross-field rules: category and doc type of the area, a Google link of the item's kind. */
function checkItem(v: z.output<typeof itemFields> & { area: LibraryArea }, ctx: z.RefinementCtx) {
  if (!(AREA_CATEGORIES[v.area] as readonly string[]).includes(v.category))
    ctx.addIssue({ code: 'custom', path: ['category'], message: LIBRARY_MESSAGES.category(v.area) });
  if (v.docType && !(AREA_DOC_TYPES[v.area] as readonly string[]).includes(v.docType))
    ctx.addIssue({ code: 'custom', path: ['docType'], message: LIBRARY_MESSAGES.docType(v.area) });
  const link = googleLink(v.url);
  if (link && link.kind !== v.kind)
    ctx.addIssue({
      code: 'custom',
      path: ['url'],
      message: LIBRARY_MESSAGES.kindMismatch(v.kind, link.kind),
    });
}

/** POST /api/library-items. */
export const createLibraryItemSchema = itemFields
  .extend({ districtId: z.uuid({ error: 'Choose a district' }).optional(), area: libraryAreaSchema })
  .superRefine(checkItem);
export type LibraryItemPayload = z.input<typeof createLibraryItemSchema>;
export type LibraryItemInput = z.output<typeof createLibraryItemSchema>;

export const listLibraryQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  area: libraryAreaSchema,
  q: text(200).optional(),
  kind: z.enum(LIBRARY_KINDS, { error: 'Kind must be form, sheet or doc' }).optional(),
  category: z.enum(ALL_CATEGORIES, { error: 'Unknown category' }).optional(),
  status: z.enum(LIBRARY_STATUSES, { error: 'Unknown status' }).optional(),
});
export type ListLibraryQuery = z.infer<typeof listLibraryQuerySchema>;

export const areaQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  area: libraryAreaSchema,
});

export const libraryItemSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  area: libraryAreaSchema,
  title: z.string(),
  description: z.string(),
  category: z.enum(ALL_CATEGORIES),
  kind: z.enum(LIBRARY_KINDS),
  docType: z.enum(ALL_DOC_TYPES).nullable(),
  url: z.string(),
  embedUrl: z.string().nullable(),
  shareUrl: z.string(),
  copyUrl: z.string().nullable(),
  status: z.enum(LIBRARY_STATUSES),
  sharedWith: z.string(),
  createdBy: z.string(),
  lastModified: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** The four cards of either screen (see docs/product.md#technology-assessment). */
export const librarySummarySchema = z.object({
  forms: z.number().int(),
  responses: z.number().int(),
  docs: z.number().int(),
  sheets: z.number().int(),
  procedureDocs: z.number().int(),
  activeWorkflows: z.number().int(),
});
export type LibrarySummary = z.infer<typeof librarySummarySchema>;

/** A library item matches the search when its title, description or sharing names the words. */
export function matchesSearch(item: Pick<LibraryItem, 'title' | 'description' | 'sharedWith'>, q: string) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const hay = `${item.title} ${item.description} ${item.sharedWith}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}
