import { describe, expect, it } from 'vitest';
import type { EngineTurn } from './engine-types.ts';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { analyzeQuestion } from './question-analysis.ts';

const index = createKnowledgeIndex(KNOWLEDGE_BASE);
const turn = (role: EngineTurn['role'], content: string, source?: string): EngineTurn => ({
  role,
  content,
  sources: source ? [{ id: source, title: source }] : [],
});

describe('analyzeQuestion', () => {
  it('does not treat one device without internet as an outage', () => {
    const a = analyzeQuestion(index, {
      message: 'no internet on my laptop, everyone else is fine',
      history: [],
    });
    expect(a.article?.id).not.toBe('network-outage');
    expect(a.action).toBe('none');
  });

  it('reads "it still does not work" as a follow-up on the previous answer and suggests a ticket there', () => {
    const history = [
      turn('user', 'the projector in room 12 says no signal'),
      turn('assistant', '1. Press Input...', 'projector-no-signal'),
    ];
    const a = analyzeQuestion(index, { message: 'I tried that and it still does not work', history });
    expect(a.article?.id).toBe('projector-no-signal');
    expect(a.action).toBe('create_ticket');
    expect(a.draft?.title).toBe('Projector not displaying laptop signal (Room 12)');
  });

  it('answers a new topic in the same conversation on its own, without the old location', () => {
    const history = [
      turn('user', 'the projector in room 12 says no signal'),
      turn('assistant', '1. Press Input...', 'projector-no-signal'),
    ];
    const a = analyzeQuestion(index, { message: 'a student spilled juice on a chromebook', history });
    expect(a.article?.id).toBe('liquid-spill');
    expect(a.draft?.title).toBe('Liquid spill on device, inspection needed');
  });

  it('greets without an article but with a sure answer', () => {
    const a = analyzeQuestion(index, { message: 'hi there', history: [] });
    expect(a).toMatchObject({ article: null, action: 'none', confidence: 0.95 });
  });
});
