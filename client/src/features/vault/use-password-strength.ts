import { type PasswordStrength, strengthOfScore } from '@domain/vault';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type Checker = { check(password: string): { score: number; feedback: { warning: string | null } } };
let checker: Promise<Checker> | null = null;

/** zxcvbn with its dictionaries, loaded when a password is first typed (they are large). */
function load(): Promise<Checker> {
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
      }),
  );
  return checker;
}

export interface StrengthReading {
  strength: PasswordStrength;
  /** zxcvbn's warning ("This is a top-10 common password"), if any. */
  warning: string | null;
}

/** How strong the typed password is, as the server will store it (null while empty or measuring). */
export function usePasswordStrength(password: string): StrengthReading | null {
  const typed = useDebouncedValue(password, 150);
  const [reading, setReading] = useState<StrengthReading | null>(null);
  useEffect(() => {
    if (!typed) return setReading(null);
    let live = true;
    void load().then((z) => {
      const r = z.check(typed.slice(0, 100));
      if (live) setReading({ strength: strengthOfScore(r.score), warning: r.feedback.warning || null });
    });
    return () => {
      live = false;
    };
  }, [typed]);
  return password ? reading : null;
}
