import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from './auth-messages.ts';
import { ACCOUNT_MIN_SCORE, accountPasswordProblem, measurePassword } from './password-strength.ts';
import { strengthOfScore } from './vault.ts';

const problemOf = async (password: string) => accountPasswordProblem(await measurePassword(password));

describe('the account password rule', () => {
  // The dictionaries load at the first measure: a few seconds on a busy machine.
  beforeAll(() => measurePassword('warm-up'), 60_000);

  it.each([
    'password',
    'sunshine1',
    'liverpool1',
    'jennifer1',
    'monkey123',
    'qazwsxedcrfv',
    '1q2w3e4r5t',
    'P@ssw0rd',
  ])('refuses %s as common', async (password) => {
    expect(await problemOf(password)).toBe(MESSAGES.commonPassword);
  });

  it.each(['aaaaaaaaaa', 'abcdefghij', 'Summer2024', '19841984'])(
    'refuses %s as easy to guess',
    async (password) => {
      expect(await problemOf(password)).toBe(MESSAGES.guessablePassword);
    },
  );

  it.each(['Correct-Horse-42', 'Granite-Orchard-Falcon-4', 'q8#Lm2$Zr!x'])('accepts %s', async (password) => {
    expect(await problemOf(password)).toBeNull();
  });

  it('reads a score and whether a common password is part of it', async () => {
    expect(await measurePassword('sunshine1')).toMatchObject({ common: true, warning: expect.any(String) });
    const strong = await measurePassword('Granite-Orchard-Kettle-4');
    expect(strong.score).toBeGreaterThanOrEqual(ACCOUNT_MIN_SCORE);
    expect(strong.common).toBe(false);
  });

  it('is the measure the vault stores as strength', async () => {
    expect(strengthOfScore((await measurePassword('password1')).score)).toBe('weak');
    expect(strengthOfScore((await measurePassword('Granite-Orchard-Falcon-4')).score)).toBe('strong');
  });

  it('measures the first 64 characters, in bounded time whatever the password', async () => {
    const long = `${'Granite-Orchard-Falcon-4'.repeat(3)}${'a'.repeat(10_000)}`;
    const random = Array.from({ length: 200 }, (_, i) => String.fromCharCode(33 + ((i * 37) % 90))).join('');
    const started = performance.now();
    expect(await problemOf(long)).toBeNull();
    expect(await problemOf(random)).toBeNull();
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
