import { z } from 'zod';

/** Every error answer of the API (ARCHITECTURE: API). */
export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** Answers of a request that failed on the server's side, not the caller's. */
export const SERVER_MESSAGES = {
  /** 500: a fault of ours. */
  failed: 'Something went wrong on our side. Please try again.',
  /** 503: the database did not answer (stopped, restarting, connection lost). */
  databaseUnavailable: 'The portal cannot reach its database right now. Please try again in a moment.',
} as const;

export const idParamSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
export const districtIdParamSchema = z.object({ districtId: z.uuid({ error: 'Not a valid district id' }) });
export const districtQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

export const okSchema = z.object({ success: z.literal(true) });

/** Control characters other than tab, line feed and carriage return: never part of what people type. */
const isControl = (code: number) => (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
export const hasControlCharacters = (s: string) => {
  for (let i = 0; i < s.length; i++) if (isControl(s.charCodeAt(i))) return true;
  return false;
};
export const INPUT_MESSAGES = {
  controlCharacters: 'Must not contain control characters',
  yearRange: (min: number, max: number) => `Must be a date between the years ${min} and ${max}`,
} as const;
/** Dates outside these years are typing mistakes (or attacks), whatever the field. */
export const YEAR_RANGE = { min: 1900, max: 2200 } as const;

/**
 * Trimmed text with an upper bound and no control characters, so no field can carry megabytes or
 * junk. With `required`, a missing or blank value is refused with that message.
 */
export const text = (max = 500, required?: string) => {
  const trimmed = z.string(required ? { error: required } : undefined).trim();
  return (required ? trimmed.min(1, required) : trimmed)
    .max(max, `Must be at most ${max} characters`)
    .refine((s) => !hasControlCharacters(s), INPUT_MESSAGES.controlCharacters);
};

const yearOf = (iso: string) => Number.parseInt(iso.replace(/^[+-]/, '').slice(0, 4), 10);
const inYearRange = (iso: string) => {
  const year = yearOf(iso);
  return !iso.startsWith('-') && !iso.startsWith('+') && year >= YEAR_RANGE.min && year <= YEAR_RANGE.max;
};
const yearRangeMessage = INPUT_MESSAGES.yearRange(YEAR_RANGE.min, YEAR_RANGE.max);

/** A calendar day ("2026-03-14") between the years of YEAR_RANGE. */
export const isoDate = (invalid: string) =>
  z.iso.date({ error: invalid }).refine(inYearRange, yearRangeMessage);

/** A moment with its offset ("2026-03-14T09:30:00Z") between the years of YEAR_RANGE. */
export const isoDateTime = (invalid: string) =>
  z.iso.datetime({ offset: true, error: invalid }).refine(inYearRange, yearRangeMessage);
