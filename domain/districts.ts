import { z } from 'zod';
import { SERVICE_LEVELS, serviceLevelSchema } from './tiers.ts';

export const DISTRICT_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type DistrictStatus = (typeof DISTRICT_STATUSES)[number];

export const CREATE_DISTRICT_MESSAGES = {
  missing: { title: 'Missing Fields', description: 'Please fill in all required fields.' },
  failed: { title: 'Error', description: 'Failed to create district. Please try again.' },
  created: (name: string) => ({
    title: 'District Created!',
    description: `${name} has been successfully created.`,
  }),
  duplicateCode: (code: string) => `A district with the code ${code} already exists. Choose another code.`,
  adminEmailTaken: 'A user with this administrator email already exists.',
} as const;

const required = CREATE_DISTRICT_MESSAGES.missing.description;

export const createDistrictSchema = z.object({
  districtName: z.string({ error: required }).trim().min(1, required).max(120),
  adminName: z.string({ error: required }).trim().min(1, required).max(120),
  adminEmail: z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid administrator email.' })),
  serviceLevel: z.enum(SERVICE_LEVELS, { error: required }),
  /** Entered as text; optional. */
  estimatedUsers: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
        ctx.addIssue({ code: 'custom', message: 'Estimated users must be a whole number.' });
        return z.NEVER;
      }
      return n;
    }),
  /** Optional short code; derived from the name when left out. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,16}$/, 'Code must be 2 to 16 letters or digits.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  location: z.string().trim().max(120).optional(),
});
export type CreateDistrictPayload = z.input<typeof createDistrictSchema>;

export const districtSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  status: z.enum(DISTRICT_STATUSES),
  serviceLevel: serviceLevelSchema,
  location: z.string().nullable(),
  userCount: z.number().int(),
  estimatedUsers: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type District = z.infer<typeof districtSchema>;

export const districtDetailSchema = districtSchema.extend({
  counts: z.object({ users: z.number().int(), openTickets: z.number().int(), assets: z.number().int() }),
});
export type DistrictDetail = z.infer<typeof districtDetailSchema>;

export const createDistrictAnswerSchema = districtSchema.extend({ inviteUrl: z.string() });

/** Derives a district code from its name: "Benson Unified" -> "BENSON". */
export function deriveDistrictCode(name: string): string {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const generic = new Set([
    'SCHOOL',
    'SCHOOLS',
    'DISTRICT',
    'UNIFIED',
    'PUBLIC',
    'COUNTY',
    'CITY',
    'THE',
    'OF',
    'ISD',
    'USD',
  ]);
  const meaningful = words.filter((w) => !generic.has(w));
  const base = (meaningful.length ? meaningful : words).join('');
  return (base || 'DISTRICT').slice(0, 16).padEnd(2, 'X');
}

export interface DistrictFilter {
  search: string;
  status: 'all' | DistrictStatus;
  serviceLevel: 'all' | z.infer<typeof serviceLevelSchema>;
}

export function filterDistricts<
  T extends Pick<District, 'name' | 'code' | 'location' | 'status' | 'serviceLevel'>,
>(list: T[], f: DistrictFilter): T[] {
  const q = f.search.trim().toLowerCase();
  return list.filter(
    (d) =>
      (f.status === 'all' || d.status === f.status) &&
      (f.serviceLevel === 'all' || d.serviceLevel === f.serviceLevel) &&
      (!q || [d.name, d.code, d.location ?? ''].some((v) => v.toLowerCase().includes(q))),
  );
}
