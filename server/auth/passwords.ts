import { accountPasswordProblem, measurePassword } from '../../domain/password-strength.ts';
import { badRequest } from '../lib/http-errors.ts';

// argon2id (the library's default algorithm) with OWASP's recommended minimum cost.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** The native argon2 library, loaded by the first password check rather than at start (4 MB). */
const argon2 = () => import('@node-rs/argon2');

export const hashPassword = async (password: string) => (await argon2()).hash(password, OPTIONS);

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  const { hash, verify } = await argon2();
  // Without a hash we still spend the time of one check, so timing does not reveal unknown emails.
  if (!hashed) {
    await hash(password, OPTIONS);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}

/** Refuses (400, the domain's message) a new account password that zxcvbn finds too easy to guess. */
export async function refuseWeakPassword(password: string): Promise<void> {
  const problem = accountPasswordProblem(await measurePassword(password));
  if (problem) throw badRequest(problem);
}
