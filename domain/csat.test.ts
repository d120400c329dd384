import { describe, expect, it } from 'vitest';
import {
  answerCsatSchema,
  CSAT_MESSAGES,
  csatClosesAt,
  csatFigures,
  csatLinkExpiresAt,
  csatOpen,
  csatPagePath,
  csatTokenPayload,
  opensSurvey,
  parseCsatToken,
  responseRate,
} from './csat.ts';

const ID = '0b9e8c4e-3f7a-4c1e-9a55-2d1f6c7b8a90';
const MAC = 'abcdefghijklmnopqrstuvwxyzABCDEF0123456789_-';

describe('the survey window', () => {
  it('closes 7 days after it opens; open until then, not at the moment', () => {
    const opened = new Date('2026-03-02T15:00:00Z');
    const closes = csatClosesAt(opened);
    expect(closes.toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(csatOpen(closes, new Date('2026-03-09T14:59:59Z'))).toBe(true);
    expect(csatOpen(closes, closes)).toBe(false);
    expect(csatLinkExpiresAt(opened).toISOString()).toBe('2026-04-01T15:00:00.000Z');
  });

  it('opens on becoming done with a requester, never again once answered', () => {
    const base = { requesterId: 'u', before: 'in_progress', after: 'resolved', answered: false };
    expect(opensSurvey(base)).toBe(true);
    expect(opensSurvey({ ...base, after: 'closed' })).toBe(true);
    expect(opensSurvey({ ...base, requesterId: null })).toBe(false);
    expect(opensSurvey({ ...base, before: 'resolved', after: 'closed' })).toBe(false);
    expect(opensSurvey({ ...base, after: 'open' })).toBe(false);
    expect(opensSurvey({ ...base, answered: true })).toBe(false);
  });
});

describe('figures', () => {
  it('counts, averages to one decimal and takes 4 and 5 as satisfied', () => {
    expect(csatFigures([])).toEqual({ responses: 0, average: null, satisfiedPercent: null });
    expect(csatFigures([5, 4, 2])).toEqual({ responses: 3, average: 3.7, satisfiedPercent: 67 });
    expect(csatFigures([3])).toEqual({ responses: 1, average: 3, satisfiedPercent: 0 });
    expect(responseRate(2, 3)).toBe(67);
    expect(responseRate(0, 0)).toBeNull();
  });
});

describe('the link', () => {
  it('parses what it makes, and nothing else', () => {
    const expires = new Date('2026-04-01T15:00:00Z');
    const payload = csatTokenPayload(ID, expires);
    const parsed = parseCsatToken(`${payload}.${MAC}`);
    expect(parsed).toEqual({ surveyId: ID, expiresAt: expires, payload, signature: MAC });
    for (const bad of [
      payload,
      `${payload}.short`,
      `x${payload}.${MAC}`,
      `${payload}.${MAC}!`,
      `${ID}.AB.${MAC}`,
      '',
    ])
      expect(parseCsatToken(bad), bad).toBeNull();
    expect(csatPagePath(`${payload}.${MAC}`, 5)).toBe(`/csat/${payload}.${MAC}?rating=5`);
  });
});

describe('the answer', () => {
  it('takes a whole rating from 1 to 5 and a bounded comment', () => {
    expect(answerCsatSchema.parse({ rating: 5, comment: ' Great ' })).toEqual({
      rating: 5,
      comment: 'Great',
    });
    for (const rating of [0, 6, 2.5, '4', null]) {
      const r = answerCsatSchema.safeParse({ rating });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(CSAT_MESSAGES.ratingInvalid);
    }
    expect(answerCsatSchema.safeParse({ rating: 3, comment: 'x'.repeat(1001) }).success).toBe(false);
  });
});
