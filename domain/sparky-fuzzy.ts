/**
 * Fuzzy matching of what a question names against a district's own records (license names and
 * vendors, asset names, people, sites): tolerant of typos ("incidnet"), joined or split words
 * ("brain pop", "core 5"), initials ("cc" for Creative Cloud) and abbreviations ("mgmt").
 */

/** The words of a text, lower-case, letters and digits only ("Lee's" gives "lee", "s"). */
export function tokensOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Damerau-Levenshtein distance (optimal string alignment): inserts, deletes, substitutions, swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}

/**
 * How well a word of the question stands for a word of a record, 0..1: 1 when equal, 0.9 with one
 * typo in a word of five letters or more (two in ten or more), 0.8 when it is the start or end of a
 * longer word ("panel" of "activpanel"), 0.7 for an abbreviation ("mgmt"); else 0. Short words and
 * numbers must be equal: "iq" is not "io", and 0412 is not 0421.
 */
export function wordSimilarity(asked: string, known: string): number {
  if (asked === known) return 1;
  if (/\d/.test(asked) || /\d/.test(known)) return 0;
  const shorter = Math.min(asked.length, known.length);
  if (shorter >= 5) {
    const d = editDistance(asked, known);
    if (d === 1 || (d === 2 && shorter >= 10)) return 0.9;
  }
  if (asked.length >= 4 && known.length > asked.length && (known.startsWith(asked) || known.endsWith(asked)))
    return 0.8;
  if (
    asked.length >= 3 &&
    known.length >= asked.length + 3 &&
    asked[0] === known[0] &&
    asked.at(-1) === known.at(-1) &&
    isSubsequence(asked, known)
  )
    return 0.7;
  return 0;
}

/** How a record's words explain the words the question names. */
export interface NameMatch {
  /** Share of the asked words this record explains, each by its similarity (0..1). */
  explained: number;
  /** Share of the record's own words the question names (0..1): "Jamf School" beats "Jamf Pro" for "jamf school". */
  covered: number;
  /** The asked words explained (by their index in `asked`). */
  used: Set<number>;
}

/**
 * How well `known` (a record's name, or its name and vendor) explains the words `asked` (the words
 * of the question that name something). A word may also match two joined words of the other side
 * ("brain pop" / "brainpop", "core 5" / "core5") or the initials of several ("cc" / "creative cloud").
 */
export function matchName(asked: readonly string[], known: readonly string[]): NameMatch {
  const credit: number[] = asked.map(() => 0);
  const knownHit: boolean[] = known.map(() => false);
  const give = (i: number, s: number) => {
    credit[i] = Math.max(credit[i]!, s);
  };
  for (let k = 0; k < known.length; k++) {
    const word = known[k]!;
    for (let i = 0; i < asked.length; i++) {
      const s = wordSimilarity(asked[i]!, word);
      if (s > 0) {
        give(i, s);
        knownHit[k] = true;
      }
      // Two asked words joined: "brain pop" is "brainpop".
      if (i + 1 < asked.length && asked[i]! + asked[i + 1]! === word) {
        give(i, 1);
        give(i + 1, 1);
        knownHit[k] = true;
      }
    }
    // Two known words joined: "brainpop" asked for "Brain Pop".
    if (k + 1 < known.length) {
      const joined = word + known[k + 1]!;
      for (let i = 0; i < asked.length; i++) {
        const s = wordSimilarity(asked[i]!, joined);
        if (s >= 0.9) {
          give(i, s);
          knownHit[k] = knownHit[k + 1] = true;
        }
      }
    }
  }
  // Initials of two to four known words: "cc" for "creative cloud".
  for (let i = 0; i < asked.length; i++) {
    const word = asked[i]!;
    if (credit[i]! > 0 || word.length < 2 || word.length > 4 || /\d/.test(word)) continue;
    for (let k = 0; k + word.length <= known.length; k++) {
      const run = known.slice(k, k + word.length);
      if (run.map((w) => w[0]).join('') === word) {
        give(i, 0.8);
        for (let j = k; j < k + word.length; j++) knownHit[j] = true;
      }
    }
  }
  const used = new Set(credit.flatMap((c, i) => (c > 0 ? [i] : [])));
  return {
    explained: asked.length ? credit.reduce((a, b) => a + b, 0) / asked.length : 0,
    covered: known.length ? knownHit.filter(Boolean).length / known.length : 0,
    used,
  };
}

/** Whether every word of a person's name is in the question (each with at most a typo). */
export function namesPerson(words: readonly string[], person: readonly string[]): number {
  if (person.length === 0) return 0;
  let total = 0;
  for (const part of person) {
    const best = Math.max(0, ...words.map((w) => wordSimilarity(w, part)));
    if (best < 0.9) return 0;
    total += best;
  }
  return total / person.length;
}

/** Letters and digits only, lower-case, without the zeros that lead a number: "BEN-CB-0412" gives "bencb412". */
export function codeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(^|[^0-9])0+(?=[0-9])/g, '$1');
}
