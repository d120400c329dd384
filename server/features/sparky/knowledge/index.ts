import { SPANISH_ARTICLES, spanishSearchWordsOf } from '../knowledge-es/index.ts';
import { accountArticles } from './accounts.ts';
import type { KnowledgeArticle } from './article.ts';
import { classroomAvArticles } from './classroom-av.ts';
import { deviceArticles } from './devices.ts';
import { facilitiesArticles } from './facilities.ts';
import { networkArticles } from './network.ts';
import { printingArticles } from './printing.ts';
import { securityArticles } from './security-filtering.ts';
import { softwareArticles } from './software-licenses.ts';

export type { KnowledgeArticle } from './article.ts';

/** Every article Sparky answers from, written for K-12 district IT, with its Spanish version or words. */
export const KNOWLEDGE_BASE: readonly KnowledgeArticle[] = [
  ...accountArticles,
  ...networkArticles,
  ...classroomAvArticles,
  ...printingArticles,
  ...deviceArticles,
  ...softwareArticles,
  ...securityArticles,
  ...facilitiesArticles,
].map((a) => {
  const es = SPANISH_ARTICLES[a.id];
  const esSearch = spanishSearchWordsOf(a.id);
  return { ...a, ...(es ? { es } : {}), ...(esSearch ? { esSearch } : {}) };
});
