import { measurePassword } from '../../../domain/password-strength.ts';
import { type PasswordStrength, strengthOfScore } from '../../../domain/vault.ts';

/** How strong a password is, as the vault stores it (measured here, never taken from the browser). */
export async function measureStrength(password: string): Promise<PasswordStrength> {
  return strengthOfScore((await measurePassword(password)).score);
}
