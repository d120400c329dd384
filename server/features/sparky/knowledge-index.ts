import MiniSearch from 'minisearch';
import type { SparkyLanguage } from '../../../domain/sparky-language.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { spanishTermGroups, spanishTermsOf, termGroups, termsOf, tokenize } from './text-terms.ts';

export interface ArticleMatch {
  article: KnowledgeArticle;
  /** BM25+ score from MiniSearch. */
  score: number;
  /** Share of the question's meaningful words found in this article (0..1). */
  coverage: number;
}

export interface RetrievalResult {
  matches: ArticleMatch[];
  /** 0..1: how well the best article matches the question. */
  confidence: number;
}

interface IndexedArticle {
  id: string;
  title: string;
  keywords: string;
  questions: string;
  summary: string;
  steps: string;
}

const FIELD_BOOSTS = { title: 3, keywords: 2.5, questions: 2, summary: 1, steps: 0.4 };
/**
 * The Spanish index: the Spanish version's fields (an article without one has only its Spanish
 * search words), and the English title and keywords, which name the products Spanish speakers name
 * in English too ("Chromebook", "Google Classroom", "PowerSchool").
 */
const SPANISH_FIELD_BOOSTS = { ...FIELD_BOOSTS, english: 1 };
type IndexedSpanishArticle = IndexedArticle & { english: string };

const searchOptions = {
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
  combineWith: 'OR',
} as const;

/** Search over the English or the Spanish fields: the same scoring, each language's terms. */
function createSearch<T extends IndexedArticle>(
  boost: Record<string, number>,
  termsOfWord: (word: string) => string[],
  documents: T[],
) {
  const search = new MiniSearch<T>({
    fields: Object.keys(boost),
    tokenize,
    processTerm: (term) => termsOfWord(term),
    searchOptions: { ...searchOptions, boost },
  });
  search.addAll(documents);
  return search;
}
/** Score at which the strength part of the confidence reaches one half. */
const HALF_STRENGTH_SCORE = 80;

/** BM25+ retrieval over the knowledge base (MiniSearch), with a confidence for the best match. */
export function createKnowledgeIndex(articles: readonly KnowledgeArticle[]) {
  const byId = new Map(articles.map((a) => [a.id, a]));
  const english = createSearch(
    FIELD_BOOSTS,
    termsOf,
    articles.map((a) => ({
      id: a.id,
      title: a.title,
      keywords: a.keywords.join(' . '),
      questions: a.questions.join(' . '),
      summary: a.summary,
      steps: a.steps.join(' '),
    })),
  );
  const spanish = createSearch<IndexedSpanishArticle>(
    SPANISH_FIELD_BOOSTS,
    spanishTermsOf,
    articles.map((a) => ({
      id: a.id,
      title: a.es?.title ?? '',
      keywords: (a.es ?? a.esSearch)?.keywords.join(' . ') ?? '',
      questions: (a.es ?? a.esSearch)?.questions.join(' . ') ?? '',
      summary: a.es?.summary ?? '',
      steps: a.es?.steps.join(' ') ?? '',
      english: [a.title, ...a.keywords].join(' . '),
    })),
  );
  const languages = {
    en: { search: english, groups: termGroups },
    es: { search: spanish, groups: spanishTermGroups },
  };

  return {
    size: articles.length,
    get(id: string): KnowledgeArticle | undefined {
      return byId.get(id);
    },
    /**
     * The articles that match `text`, best first, and how confident the best match is; a Spanish
     * question is searched in the Spanish words of the articles.
     */
    retrieve(text: string, limit = 3, language: SparkyLanguage = 'en'): RetrievalResult {
      const { search, groups: groupsOf } = languages[language];
      const groups = groupsOf(text);
      if (groups.length === 0) return { matches: [], confidence: 0 };
      const results = search.search(text);
      const matches = results.slice(0, limit).map((r) => {
        const matched = new Set(r.queryTerms);
        const covered = groups.filter((g) => g.some((t) => matched.has(t))).length;
        return { article: byId.get(r.id as string)!, score: r.score, coverage: covered / groups.length };
      });
      return { matches, confidence: matchConfidence(matches) };
    },
  };
}
export type KnowledgeIndex = ReturnType<typeof createKnowledgeIndex>;

/**
 * Confidence of the best match: mostly how much of the question it covers, then how strong its
 * score is, then how clearly it beats the runner-up.
 */
export function matchConfidence(matches: Pick<ArticleMatch, 'score' | 'coverage'>[]): number {
  const [top, second] = matches;
  if (!top || top.score <= 0) return 0;
  const strength = top.score / (top.score + HALF_STRENGTH_SCORE);
  const margin = second ? 1 - second.score / top.score : 1;
  const raw = top.coverage ** 0.7 * (0.5 + 0.35 * strength + 0.25 * margin);
  return Math.round(Math.min(0.97, Math.max(0.05, raw)) * 100) / 100;
}
