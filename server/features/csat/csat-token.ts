import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { csatTokenPayload, parseCsatToken } from '../../../domain/csat.ts';

/**
 * Survey links (see docs/security.md#satisfaction-links): `<surveyId>.<expiry>.<HMAC-SHA256>`,
 * signed with a key derived from the master key for this use only, so a link names one survey,
 * cannot be altered or forged, and stops working at its expiry. Nothing of it is stored.
 */
export function createCsatSigner(masterKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'portal csat survey link v1', 32));
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    /** The link's token for survey `surveyId`, working until `expiresAt`. */
    tokenFor(surveyId: string, expiresAt: Date): string {
      const payload = csatTokenPayload(surveyId, expiresAt);
      return `${payload}.${sign(payload)}`;
    },
    /**
     * The survey a token names: 'invalid' for anything not made here (altered, forged, truncated),
     * 'expired' past its expiry.
     */
    verify(token: string, now = new Date()): { surveyId: string } | 'invalid' | 'expired' {
      const parsed = parseCsatToken(token);
      if (!parsed) return 'invalid';
      const expected = Buffer.from(sign(parsed.payload));
      const given = Buffer.from(parsed.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      if (parsed.expiresAt.getTime() <= now.getTime()) return 'expired';
      return { surveyId: parsed.surveyId };
    },
  };
}
export type CsatSigner = ReturnType<typeof createCsatSigner>;
