import { describe, expect, it } from 'vitest';
import { SUGGESTED_TOPICS } from '../../../domain/sparky.ts';
import type { EngineTurn } from './engine-types.ts';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { composeOfflineAnswer } from './offline-answer.ts';
import { analyzeQuestion } from './question-analysis.ts';
import { loadSparkyModels } from './sparky-model.ts';

const index = createKnowledgeIndex(KNOWLEDGE_BASE);
const models = loadSparkyModels();
const analyze = (message: string, history: EngineTurn[] = []) =>
  analyzeQuestion(index, models, { message, history });
const turn = (role: EngineTurn['role'], content: string, source?: string): EngineTurn => ({
  role,
  content,
  sources: source ? [{ id: source, title: source }] : [],
});

describe('analyzeQuestion: the action', () => {
  it('answers a how-to question, and suggests a ticket when the same device is broken', () => {
    expect(analyze('How do I connect my laptop to the projector?')).toMatchObject({
      action: 'none',
      clarify: null,
    });
    expect(analyze('the projector in room 12 will not show my laptop at all').action).toBe('create_ticket');
  });

  it('escalates what is wide or dangerous, not what is one laptop', () => {
    expect(analyze('the internet is down for the whole school').action).toBe('escalate');
    const one = analyze('no internet on my laptop, everyone else is fine');
    expect(one.action).toBe('create_ticket');
    expect(one.article?.id).not.toBe('network-outage');
  });

  it('gives each topic chip a confident answer with an article', () => {
    for (const topic of SUGGESTED_TOPICS) {
      const a = analyze(topic.prompt);
      expect(a.clarify, topic.label).toBeNull();
      expect(a.article, topic.label).not.toBeNull();
      expect(a.confidence, topic.label).toBeGreaterThanOrEqual(0.8);
    }
  });
});

describe('analyzeQuestion: clarifying questions', () => {
  it.each([
    ['gibberish', 'qzxv bnmq wrtp'],
    ['off_topic', 'Can you recommend a good pasta recipe for tonight?'],
    ['vague', 'it is acting up again'],
  ])('asks about %s, with low confidence, no action and no article', (_kind, message) => {
    const a = analyze(message);
    expect(a.clarify).not.toBeNull();
    expect(a).toMatchObject({ action: 'none', article: null, draft: null });
    expect(a.confidence).toBeLessThan(0.5);
    const reply = composeOfflineAnswer(a, message);
    expect(reply.endsWith('?')).toBe(true);
    expect(reply.length).toBeLessThan(200);
  });

  it('does not repeat the previous article when the next message is unclear', () => {
    const history = [
      turn('user', 'the projector in room 12 says no signal'),
      turn('assistant', '1. Press Input...', 'projector-no-signal'),
    ];
    const a = analyze('sdfkjh qweoiu', history);
    expect(a.clarify).not.toBeNull();
    expect(a.article).toBeNull();
    expect(composeOfflineAnswer(a, 'sdfkjh qweoiu')).not.toContain('Projector');
  });
});

describe('analyzeQuestion: conversations', () => {
  it('reads "it still does not work" as a follow-up on the previous answer and suggests a ticket there', () => {
    const history = [
      turn('user', 'the projector in room 12 says no signal'),
      turn('assistant', '1. Press Input...', 'projector-no-signal'),
    ];
    const a = analyze('I tried that and it still does not work', history);
    expect(a.article?.id).toBe('projector-no-signal');
    expect(a.action).toBe('create_ticket');
    expect(a.draft?.title).toBe('Projector not displaying laptop signal (Room 12)');
  });

  it('reads a follow-up that is unclear alone with the question before it', () => {
    const history = [
      turn('user', 'the projector in room 12 says no signal'),
      turn('assistant', '1. Press Input...', 'projector-no-signal'),
    ];
    const a = analyze('tried, nothing', history);
    expect(a.clarify).toBeNull();
    expect(a.action).toBe('create_ticket');
  });

  it('answers a new topic in the same conversation on its own, without the old location', () => {
    const history = [
      turn('user', 'the projector in room 12 says no signal'),
      turn('assistant', '1. Press Input...', 'projector-no-signal'),
    ];
    const a = analyze('a student spilled juice on a chromebook', history);
    expect(a.article?.id).toBe('liquid-spill');
    expect(a.draft?.title).toBe('Liquid spill on device, inspection needed');
  });

  it('greets without an article but with a sure answer', () => {
    expect(analyze('hi there')).toMatchObject({
      article: null,
      action: 'none',
      confidence: 0.95,
      clarify: null,
    });
  });
});
