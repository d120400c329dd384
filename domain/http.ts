import { z } from 'zod';

/** Every error answer of the API (ARCHITECTURE: API). */
export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const idParamSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
export const districtIdParamSchema = z.object({ districtId: z.uuid({ error: 'Not a valid district id' }) });
export const districtQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

export const okSchema = z.object({ success: z.literal(true) });

/** Trimmed text with an upper bound, so no field can carry megabytes. */
export const text = (max = 500) => z.string().trim().max(max, `Must be at most ${max} characters`);
