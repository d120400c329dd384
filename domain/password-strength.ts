import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MESSAGES } from './auth-messages.ts';

/**
 * One measure of passwords for accounts and the Password Vault: zxcvbn with its common-password,
 * common-word and English dictionaries (see docs/decisions.md, "Passwords"). They are large, so they
 * load at the first measure; the login gate never imports this file (its forms learn a refusal
 * from the server's answer).
 */

export interface PasswordReading {
  /** zxcvbn's score: 0 (guessed at once) to 4 (more than 10^10 guesses). */
  score: number;
  /** At least half of it is one of the common passwords zxcvbn knows ("sunshine1", "P@ssw0rd"). */
  common: boolean;
  /** zxcvbn's warning ("This is a top-10 common password"), if any. */
  warning: string | null;
}

/** The lowest score an account password may have: 3, about 10^8 guesses or more. */
export const ACCOUNT_MIN_SCORE = 3;
/**
 * zxcvbn's time grows fast with length and with characters that read as l33t (a random
 * 100-character password took 7 s of one core with its defaults): the first 64 characters decide,
 * and at most 10 l33t substitutions are tried (P@ssw0rd is still found). Either keeps one measure
 * under half a second.
 */
const MEASURED_LENGTH = 64;
const L33T_MAX_SUBSTITUTIONS = 10;

let checker: Promise<ZxcvbnFactory> | null = null;

function load(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
      }),
  );
  return checker;
}

/** Measures a password (in the browser as on the server, with the same dictionaries). */
export async function measurePassword(password: string): Promise<PasswordReading> {
  const measured = password.slice(0, MEASURED_LENGTH);
  const result = (await load()).check(measured);
  return {
    score: result.score,
    common: result.sequence.some(
      (m) =>
        'dictionaryName' in m &&
        m.dictionaryName === 'passwords-common' &&
        m.token.length * 2 >= measured.length,
    ),
    warning: result.feedback.warning || null,
  };
}

/** Why a new account password is refused (null: it is not): too easy to guess, common or not. */
export function accountPasswordProblem(reading: PasswordReading): string | null {
  if (reading.score >= ACCOUNT_MIN_SCORE) return null;
  return reading.common ? MESSAGES.commonPassword : MESSAGES.guessablePassword;
}
