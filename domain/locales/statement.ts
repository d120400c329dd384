import type { ChargeState, DamageKind } from '../device-money.ts';
import { interpolate, LOCALE_TAGS, type Locale } from './locale.ts';
import { statementEn } from './statement.en.ts';
import { statementEs } from './statement.es.ts';

// The family statement's words in the family's language, from the catalogues (statement.en.ts,
// statement.es.ts), as server/features/charges/statement-pdf.ts lays them out. Apart from
// domain/charges.ts, whose damage names the English catalogue reads.

const STATEMENT_WORDS = { en: statementEn, es: statementEs } as const;

/** What the statement says in `lang`: its labels, and its sentences with their parts filled. */
export function statementText(lang: Locale) {
  const w = STATEMENT_WORDS[lang];
  return {
    title: w.title,
    student: w.student,
    district: w.district,
    date: w.date,
    intro: (name: string, district: string) => interpolate(w.intro, { name, district }),
    columns: [w.columns.date, w.columns.description, w.columns.status, w.columns.amount] as const,
    states: w.states as Record<ChargeState, string>,
    kinds: w.kinds as Record<DamageKind, string>,
    totalDue: w.totalDue,
    none: w.none,
    howToPay: w.howToPay,
    noCards: w.noCards,
    questions: w.questions,
    page: (page: number, pages: number) => interpolate(w.page, { page, pages }),
    footer: w.footer,
    /** The BCP 47 tag its dates are written with. */
    locale: LOCALE_TAGS[lang],
  };
}

/** A charge's line on the statement: its damage in the family's language, else its own description. */
export function statementDescription(
  lang: Locale,
  charge: { description: string; kind: DamageKind | null; assetTag: string | null; model: string | null },
): string {
  if (!charge.kind) return charge.description;
  const kind = STATEMENT_WORDS[lang].kinds[charge.kind];
  const device = [charge.assetTag, charge.model ? `(${charge.model})` : ''].filter(Boolean).join(' ');
  return device ? `${kind}: ${device}` : kind;
}
