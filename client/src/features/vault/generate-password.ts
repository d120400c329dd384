/** The generator's bounds and what it starts with. */
export const GENERATOR_LIMITS = { min: 8, max: 64, initial: 20 } as const;

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%&*+-=?@^_~';

/** A uniformly random index below `n` (rejection sampling: no modulo bias). */
function randomBelow(n: number): number {
  const limit = Math.floor(0x100000000 / n) * n;
  const buf = new Uint32Array(1);
  do crypto.getRandomValues(buf);
  while (buf[0]! >= limit);
  return buf[0]! % n;
}

/**
 * A random password from the browser's cryptographic generator: letters always, digits and symbols
 * when asked, at least one of each chosen kind; look-alike characters (l, 1, O, 0) left out.
 */
export function generatePassword(opts: { length: number; digits: boolean; symbols: boolean }): string {
  const length = Math.min(GENERATOR_LIMITS.max, Math.max(GENERATOR_LIMITS.min, Math.round(opts.length)));
  const sets = [LOWER, UPPER, ...(opts.digits ? [DIGITS] : []), ...(opts.symbols ? [SYMBOLS] : [])];
  const all = sets.join('');
  const chars = sets.map((set) => set[randomBelow(set.length)]!);
  while (chars.length < length) chars.push(all[randomBelow(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
