import { type PasswordStrength, strengthOfScore } from '../../../domain/vault.ts';

type Checker = { check(password: string): { score: number } };
let checker: Promise<Checker> | null = null;

/** zxcvbn with its English and common dictionaries, loaded at the first use (they are large). */
function load(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return checker;
}

/** How strong a password is, as the vault stores it (measured here, never taken from the browser). */
export async function measureStrength(password: string): Promise<PasswordStrength> {
  // zxcvbn's time grows with length; past 100 characters the start decides.
  return strengthOfScore((await load()).check(password.slice(0, 100)).score);
}
