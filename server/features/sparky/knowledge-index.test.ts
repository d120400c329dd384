import { describe, expect, it } from 'vitest';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { createKnowledgeIndex, matchConfidence } from './knowledge-index.ts';
import { stem, termsOf } from './text-terms.ts';

const index = createKnowledgeIndex(KNOWLEDGE_BASE);
const top = (q: string) => index.retrieve(q).matches[0]?.article.id;

describe('ranking', () => {
  it.each([
    ['How do I reset my password?', 'staff-password-reset'],
    ["How do I reset a student's password?", 'student-password-reset'],
    ['projector says No Signal', 'projector-no-signal'],
    ['projector lamp is burned out', 'projector-hardware-failure'],
    ['printers are offline', 'printer-offline'],
    ['printing stuck in the queue', 'printer-offline'],
    ['wi-fi down for the whole building', 'network-outage'],
    ['wireless keeps dropping on my laptop', 'wifi-device-cannot-connect'],
    ['cracked chromebook screen', 'device-physical-damage'],
    ['how do I set up 2FA', 'mfa-setup'],
  ])('ranks "%s" first to %s', (question, id) => {
    expect(top(question)).toBe(id);
  });

  it('finds plural, verb-form and misspelled words', () => {
    expect(top('chromebooks not chargeing')).toBe('chromebook-no-power');
    expect(top('smartbord touch not working')).toBe('interactive-panel-touch');
  });

  it('is more confident about a precise question than a vague one', () => {
    const precise = index.retrieve('The projector in my room says no signal from my laptop HDMI').confidence;
    const vague = index.retrieve('my screen thing is weird').confidence;
    expect(precise).toBeGreaterThanOrEqual(0.8);
    expect(vague).toBeLessThan(precise);
  });

  it('finds nothing for small talk and off-topic words', () => {
    expect(index.retrieve('hello there').matches).toEqual([]);
    expect(index.retrieve('zebra quantum').confidence).toBe(0);
  });

  it('returns at most the requested number of matches, best first', () => {
    const { matches } = index.retrieve('printer toner jam scan', 3);
    expect(matches.length).toBeLessThanOrEqual(3);
    expect(matches.map((m) => m.score)).toEqual([...matches.map((m) => m.score)].sort((a, b) => b - a));
  });

  it('ranks an article by its title and keywords above one that only mentions a word in its steps', () => {
    const articles: KnowledgeArticle[] = [
      {
        ...KNOWLEDGE_BASE[0]!,
        id: 'toner',
        title: 'Replace toner',
        keywords: ['toner', 'cartridge', 'ink'],
        steps: ['Open the door.', 'Swap it.', 'Close it.'],
      },
      {
        ...KNOWLEDGE_BASE[1]!,
        id: 'other',
        title: 'Something else',
        keywords: ['misc', 'other', 'thing'],
        steps: ['Check the toner level once.', 'Then go.', 'Done now.'],
      },
    ];
    const small = createKnowledgeIndex(articles);
    expect(small.retrieve('toner').matches.map((m) => m.article.id)).toEqual(['toner', 'other']);
  });
});

describe('confidence', () => {
  it('grows with coverage and with the margin over the runner-up', () => {
    const full = matchConfidence([{ score: 200, coverage: 1 }]);
    const half = matchConfidence([{ score: 200, coverage: 0.5 }]);
    const close = matchConfidence([
      { score: 200, coverage: 1 },
      { score: 190, coverage: 1 },
    ]);
    expect(full).toBeGreaterThan(half);
    expect(full).toBeGreaterThan(close);
    expect(matchConfidence([])).toBe(0);
    expect(full).toBeLessThanOrEqual(0.97);
  });
});

describe('terms', () => {
  it('trims plurals and verb endings so forms of a word meet', () => {
    expect(stem('printers')).toBe('printer');
    expect(stem('printing')).toBe(stem('print'));
    expect(stem('charging')).toBe(stem('charge'));
  });

  it('drops common words and adds the synonym the articles use', () => {
    expect(termsOf('the')).toEqual([]);
    expect(termsOf('wireless')).toContain('wifi');
    expect(termsOf('copier')).toContain('printer');
  });
});
