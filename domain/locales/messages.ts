import { DEFAULT_LOCALE, interpolate, type Locale } from './locale.ts';
import { messagesEn } from './messages.en.ts';
import { messagesEs } from './messages.es.ts';

const CATALOGUES: Record<Locale, unknown> = { en: messagesEn, es: messagesEs };

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

interface Entry {
  key: string;
  /** For a text with "{{name}}" parts: matches the English text and captures the parts. */
  pattern: RegExp | null;
  names: string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let index: { exact: Map<string, string>; patterns: Entry[] } | null = null;

function englishIndex() {
  if (index) return index;
  const exact = new Map<string, string>();
  const patterns: Entry[] = [];
  for (const [key, text] of leaves(messagesEn)) {
    const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const source = text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    patterns.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  index = { exact, patterns };
  return index;
}

function textAt(locale: Locale, key: string): string | undefined {
  let node: unknown = CATALOGUES[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * A domain message (as the server or a zod schema wrote it, in English) in `locale`: its
 * counterpart in the messages catalogue, with the parts that vary carried over; the message itself
 * when the catalogue does not have it (a staff-only message) or the locale is English.
 */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const { exact, patterns } = englishIndex();
  const key = exact.get(message);
  if (key) return textAt(locale, key) ?? message;
  for (const entry of patterns) {
    const match = entry.pattern?.exec(message);
    if (!match) continue;
    const target = textAt(locale, entry.key);
    if (!target) return message;
    return interpolate(target, Object.fromEntries(entry.names.map((n, i) => [n, match[i + 1]!])));
  }
  return message;
}
