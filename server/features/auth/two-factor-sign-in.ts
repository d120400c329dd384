import { ACCOUNT_MESSAGES } from '../../../domain/account.ts';
import type { Role } from '../../../domain/roles.ts';
import { consumeAuthToken, issueAuthToken, peekAuthToken } from '../../auth/one-time-links.ts';
import { createTwoFactor } from '../../auth/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { conflict, unauthorized } from '../../lib/http-errors.ts';

/** How long the second step of a sign-in may take. */
const CHALLENGE_MS = 5 * 60_000;

/**
 * The second step of a sign-in. After the right password, an account with two-factor sign-in (or a
 * Five Star administrator when it is required) gets a short-lived challenge instead of a session,
 * and answers it with a code: the app's, a recovery code, or, for a required set-up, the first code
 * of the new secret.
 */
export function createTwoFactorSignIn(deps: { db: Db; key: Buffer; require2fa: boolean }) {
  const { db } = deps;
  const twoFactor = createTwoFactor(db, deps.key);

  async function challengeOwner(challenge: string): Promise<string> {
    const userId = await peekAuthToken(db, challenge, 'two_factor');
    if (!userId) throw unauthorized(ACCOUNT_MESSAGES.challengeExpired);
    return userId;
  }

  return {
    /** The challenge to answer, or null when the password is enough. */
    async challengeIfNeeded(who: { userId: string; role: Role; hasTwoFactor: boolean }) {
      const setupRequired = !who.hasTwoFactor && deps.require2fa && who.role === 'provider_admin';
      if (!who.hasTwoFactor && !setupRequired) return null;
      const challenge = await issueAuthToken(db, who.userId, 'two_factor', CHALLENGE_MS);
      return { twoFactorRequired: true as const, setupRequired, challenge };
    },

    /** A secret to add to the app, for an account that must set up two-factor sign-in now. */
    async setupForChallenge(challenge: string) {
      const userId = await challengeOwner(challenge);
      if (await twoFactor.enabled(userId)) throw conflict(ACCOUNT_MESSAGES.twoFactorAlreadyOn);
      return twoFactor.beginSetup(userId);
    },

    /**
     * Checks the code (under `limit`, which counts an account's wrong codes like wrong passwords,
     * across challenges) and spends the challenge. Answers who signs in, and the recovery codes of a set-up just finished.
     */
    async answer(
      challenge: string,
      code: string,
      limit: <T>(userId: string, check: () => Promise<T>) => Promise<T>,
    ): Promise<{ userId: string; recoveryCodes?: string[] }> {
      const userId = await challengeOwner(challenge);
      const result = await limit(userId, async () => {
        if (await twoFactor.enabled(userId)) {
          if (!(await twoFactor.verify(userId, code))) throw unauthorized(ACCOUNT_MESSAGES.wrongCode);
          return { userId };
        }
        const recoveryCodes = await twoFactor.confirmSetup(userId, code);
        if (!recoveryCodes) throw unauthorized(ACCOUNT_MESSAGES.wrongCode);
        return { userId, recoveryCodes };
      });
      if (!(await consumeAuthToken(db, challenge, 'two_factor')))
        throw unauthorized(ACCOUNT_MESSAGES.challengeExpired);
      return result;
    },
  };
}
