import { z } from 'zod';
import { text } from './http.ts';
import { SERVICE_LEVELS } from './tiers.ts';

/**
 * Satisfaction (see docs/product.md#satisfaction): when a ticket with a requester is resolved, its
 * requester is asked once how it went, by a signed link in a mail (no sign-in) and on /help. One
 * answer per ticket, a rating from 1 to 5 with an optional comment, given or changed while the
 * survey is open: CSAT_OPEN_DAYS after the resolution.
 */

export const CSAT_RATINGS = [1, 2, 3, 4, 5] as const;
export type CsatRating = (typeof CSAT_RATINGS)[number];

/** How long a survey stays open after the resolution: its answer may be given or changed until then. */
export const CSAT_OPEN_DAYS = 7;
const DAY_MS = 86_400_000;

/** How long a survey link works (read-only once the survey has closed). */
export const CSAT_LINK_DAYS = 30;

/** A comment's bound. */
export const CSAT_COMMENT_MAX = 1000;

/** What each rating says (the mail's links and the page's buttons). */
export const CSAT_RATING_LABELS: Record<CsatRating, string> = {
  1: 'Very unhappy',
  2: 'Unhappy',
  3: 'Okay',
  4: 'Happy',
  5: 'Very happy',
};

/** A rating counts as satisfied from this value up (the "CSAT %" of the results). */
export const CSAT_SATISFIED_FROM = 4;

export const CSAT_MESSAGES = {
  ratingInvalid: 'Choose a rating from 1 to 5',
  linkInvalid:
    'This survey link is not valid. Open the link from your email again, or rate the ticket on the help portal.',
  linkExpired:
    'This survey link has expired. Thank you for your time: the help desk is still there if you need it.',
  closed: 'This survey has closed: ratings can be given or changed for 7 days after the ticket is resolved.',
  noSurvey: 'There is no survey for this ticket: it is asked when the ticket is resolved.',
  onlyRequester: 'Only the person the ticket is for can rate it.',
  saved: 'Thank you: your rating is saved.',
  changed: 'Your rating is changed.',
  saveFailed: 'Your rating could not be saved.',
  loadFailed: 'The survey could not be loaded.',
} as const;

// --- Rules --------------------------------------------------------------------------------------

/** When a survey opened at `openedAt` closes. */
export const csatClosesAt = (openedAt: Date): Date => new Date(openedAt.getTime() + CSAT_OPEN_DAYS * DAY_MS);

/** When a link to a survey opened at `openedAt` stops working. */
export const csatLinkExpiresAt = (openedAt: Date): Date =>
  new Date(openedAt.getTime() + CSAT_LINK_DAYS * DAY_MS);

/** Whether a survey closing at `closesAt` still takes an answer (or a change) at `now`. */
export const csatOpen = (closesAt: Date, now: Date): boolean => now.getTime() < closesAt.getTime();

/**
 * Whether resolving a ticket opens its survey: it has a requester, it was not done before (resolved
 * or closed) and is done now, and no survey has been answered (an answered one is kept; an
 * unanswered one opens again with a new window and a new mail).
 */
export function opensSurvey(p: {
  requesterId: string | null;
  before: string;
  after: string;
  answered: boolean;
}): boolean {
  const done = (s: string) => s === 'resolved' || s === 'closed';
  return p.requesterId !== null && !done(p.before) && done(p.after) && !p.answered;
}

/** The figures of a set of ratings: how many, their average (one decimal) and the share satisfied (%). */
export function csatFigures(ratings: readonly number[]): {
  responses: number;
  average: number | null;
  satisfiedPercent: number | null;
} {
  if (ratings.length === 0) return { responses: 0, average: null, satisfiedPercent: null };
  const sum = ratings.reduce((a, b) => a + b, 0);
  const satisfied = ratings.filter((r) => r >= CSAT_SATISFIED_FROM).length;
  return {
    responses: ratings.length,
    average: Math.round((sum / ratings.length) * 10) / 10,
    satisfiedPercent: Math.round((satisfied / ratings.length) * 100),
  };
}

/**
 * The signed part of a survey link: `<surveyId>.<expires, seconds since 1970 in base 36>`; the link
 * is this, a dot and its signature (server/features/csat/csat-token.ts). Answers null for anything
 * else.
 */
export function parseCsatToken(
  token: string,
): { surveyId: string; expiresAt: Date; payload: string; signature: string } | null {
  const m =
    /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(
      token,
    );
  if (!m) return null;
  const seconds = Number.parseInt(m[2]!, 36);
  if (!Number.isSafeInteger(seconds)) return null;
  return {
    surveyId: m[1]!,
    expiresAt: new Date(seconds * 1000),
    payload: `${m[1]}.${m[2]}`,
    signature: m[3]!,
  };
}

/** The signed part of a link to survey `surveyId` that expires at `expiresAt`. */
export const csatTokenPayload = (surveyId: string, expiresAt: Date): string =>
  `${surveyId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;

/** The public page of a survey, with a rating chosen in the mail when given. */
export const csatPagePath = (token: string, rating?: CsatRating): string =>
  `/csat/${encodeURIComponent(token)}${rating ? `?rating=${rating}` : ''}`;

// --- Schemas ------------------------------------------------------------------------------------

export const csatRatingSchema = z
  .number({ error: CSAT_MESSAGES.ratingInvalid })
  .int(CSAT_MESSAGES.ratingInvalid)
  .min(1, CSAT_MESSAGES.ratingInvalid)
  .max(5, CSAT_MESSAGES.ratingInvalid);

/** POST /api/csat/:token and PUT /api/csat/tickets/:id. */
export const answerCsatSchema = z.object({
  rating: csatRatingSchema,
  comment: text(CSAT_COMMENT_MAX).optional(),
});
export type AnswerCsat = z.infer<typeof answerCsatSchema>;

export const csatTokenParamsSchema = z.object({
  token: z
    .string({ error: CSAT_MESSAGES.linkInvalid })
    .min(1, CSAT_MESSAGES.linkInvalid)
    .max(200, CSAT_MESSAGES.linkInvalid),
});

/** A survey as its page and /help show it. */
export const csatSurveySchema = z.object({
  ticketNumber: z.string(),
  ticketTitle: z.string(),
  districtName: z.string(),
  technicianName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  answeredAt: z.string().nullable(),
  closesAt: z.string(),
  /** Whether an answer may still be given or changed. */
  open: z.boolean(),
});
export type CsatSurvey = z.infer<typeof csatSurveySchema>;

/** GET /api/csat/tickets/:id: the ticket's survey, or none yet. */
export const ticketCsatSchema = z.object({ survey: csatSurveySchema.nullable() });
export type TicketCsat = z.infer<typeof ticketCsatSchema>;

// --- Results ------------------------------------------------------------------------------------

const figuresSchema = z.object({
  responses: z.number().int(),
  average: z.number().nullable(),
  satisfiedPercent: z.number().nullable(),
});

/** The results of a range: overall, per technician, per district and per tier, and the latest comments. */
export const csatResultsSchema = z.object({
  surveys: z.number().int(),
  overall: figuresSchema,
  byTechnician: z.array(figuresSchema.extend({ id: z.string().nullable(), name: z.string() })),
  byDistrict: z.array(figuresSchema.extend({ id: z.string(), name: z.string() })),
  byTier: z.array(figuresSchema.extend({ tier: z.enum(SERVICE_LEVELS) })),
  comments: z.array(
    z.object({
      ticketNumber: z.string(),
      rating: z.number().int(),
      comment: z.string(),
      answeredAt: z.string(),
    }),
  ),
});
export type CsatResults = z.infer<typeof csatResultsSchema>;

/** The response rate: answered surveys among those sent (%), or null when none were sent. */
export const responseRate = (answered: number, sent: number): number | null =>
  sent === 0 ? null : Math.round((answered / sent) * 100);
