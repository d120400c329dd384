import { spanishAccountArticles } from './accounts.ts';
import { spanishClassroomAvArticles } from './classroom-av.ts';
import { spanishDeviceArticles } from './devices.ts';
import { spanishFacilitiesArticles } from './facilities.ts';
import { spanishNetworkArticles } from './network.ts';
import { spanishPrintingArticles } from './printing.ts';
import { SPANISH_SEARCH_WORDS } from './search-words.ts';
import { spanishSecurityArticles } from './security-filtering.ts';
import { spanishSoftwareArticles } from './software-licenses.ts';
import type { SpanishArticle, SpanishSearchWords } from './spanish-article.ts';

export { SPANISH_SEARCH_WORDS } from './search-words.ts';
export type { SpanishArticle, SpanishSearchWords } from './spanish-article.ts';

/** The Spanish versions of the built-in articles, by article id (docs/sparky.md#spanish). */
export const SPANISH_ARTICLES: Readonly<Record<string, SpanishArticle>> = {
  ...spanishAccountArticles,
  ...spanishNetworkArticles,
  ...spanishClassroomAvArticles,
  ...spanishPrintingArticles,
  ...spanishDeviceArticles,
  ...spanishSoftwareArticles,
  ...spanishSecurityArticles,
  ...spanishFacilitiesArticles,
};

/** The Spanish words a Spanish question finds an article by: its Spanish version's, or its search words. */
export function spanishSearchWordsOf(id: string): SpanishSearchWords | undefined {
  const es = SPANISH_ARTICLES[id];
  return es ? { keywords: es.keywords, questions: es.questions } : SPANISH_SEARCH_WORDS[id];
}
