import { measurePassword } from '@domain/password-strength';
import { type PasswordStrength, strengthOfScore } from '@domain/vault';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

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
    void measurePassword(typed).then((r) => {
      if (live) setReading({ strength: strengthOfScore(r.score), warning: r.warning });
    });
    return () => {
      live = false;
    };
  }, [typed]);
  return password ? reading : null;
}
