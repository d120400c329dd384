import { interpolate, type Locale } from './locale.ts';
import { mailEn } from './mail.en.ts';
import { mailEs } from './mail.es.ts';

/** The words of the requester's and the family's mail in a language (mail.en.ts, mail.es.ts). */
export const MAIL_WORDS = { en: mailEn, es: mailEs } as const;

/** A mail text of `locale` at a dotted key, its "{{name}}" parts filled. */
export function mailText(locale: Locale, key: string, values?: Record<string, string | number>): string {
  let node: unknown = MAIL_WORDS[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no mail text ${key}`);
  return interpolate(node, values);
}
