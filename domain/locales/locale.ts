// The languages of the portal and the few rules about them, without zod, so the login gate can read
// them. See docs/decisions.md (Internationalisation) and docs/development.md (Adding a string).

/** The languages a person may choose. English is the default and the staff screens' language. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** How each language names itself in the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The BCP 47 tag dates, numbers and money are formatted with (US districts: US English, US Spanish). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The best of our languages for a list of language tags in order of preference (the browser's
 * `navigator.languages`), or for an `Accept-Language` header ("es-MX,es;q=0.9,en;q=0.8"): the
 * first whose primary language we have; English when none is.
 */
export function bestLocale(preferred: string | readonly string[] | null | undefined): Locale {
  if (typeof preferred !== 'string') return firstOfOurs(preferred ?? []);
  const tags = preferred
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
  return firstOfOurs(tags);
}

/** The first of language tags in order of preference whose primary language we have; else English. */
export function firstOfOurs(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** "{{name}}" placeholders filled from `values` (the catalogues' interpolation, as i18next's). */
export function interpolate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A catalogue of another language: the same keys as the English one, every leaf a string. A
 * plural's `_other` may come with `_many` (Spanish says "1.000.000 de tickets": i18next asks for it).
 */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> } & {
  readonly [K in keyof T as K extends `${infer Base}_other` ? `${Base}_many` : never]?: string;
};

/** The string at a dotted key of a catalogue ("created.title"), if there is one. */
export function lookUp(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
