import { z } from 'zod';
import { roleSchema } from './roles.ts';

/** A person as shown in pickers and lists (assignees, technicians). */
export const userSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** null for Five Star staff. */
  districtId: z.uuid().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const listUsersQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** Also list Five Star staff (for assigning tickets to provider technicians). */
  includeProvider: z.enum(['true', 'false']).optional(),
});
