import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { buildMessages, parseModelAnswer } from './llm-engine.ts';
import { analyzeQuestion } from './question-analysis.ts';

describe('parseModelAnswer', () => {
  const valid = { message: 'Do this.', actionRequired: 'none', suggestedTicketTitle: null, confidence: 0.7 };

  it('reads plain and fenced JSON and clamps the confidence', () => {
    expect(parseModelAnswer(JSON.stringify(valid))).toEqual(valid);
    expect(
      parseModelAnswer(`\`\`\`json\n${JSON.stringify({ ...valid, confidence: 1.4 })}\n\`\`\``).confidence,
    ).toBe(1);
    expect(parseModelAnswer(JSON.stringify({ ...valid, confidence: '0.5' })).confidence).toBe(0.5);
  });

  it('refuses text, missing fields and unknown actions', () => {
    expect(() => parseModelAnswer('Sure, here you go')).toThrow('not valid JSON');
    expect(() => parseModelAnswer(JSON.stringify({ message: 'x' }))).toThrow('expected fields');
    expect(() => parseModelAnswer(JSON.stringify({ ...valid, actionRequired: 'panic' }))).toThrow(
      'expected fields',
    );
    expect(() => parseModelAnswer(undefined)).toThrow('no text content');
  });
});

describe('buildMessages', () => {
  it('gives the model the instructions, the retrieved articles, the rule notes and the conversation', () => {
    const index = createKnowledgeIndex(KNOWLEDGE_BASE);
    const input = {
      message: 'URGENT I clicked a link and entered my password',
      history: [
        { role: 'user' as const, content: 'hello', sources: [] },
        { role: 'assistant' as const, content: 'Hi! How can I help?', sources: [] },
      ],
    };
    const messages = buildMessages(input, analyzeQuestion(index, input));
    expect(messages[0]!.content).toContain('"actionRequired"');
    expect(messages[1]!.content).toContain('Clicked a phishing link or account may be compromised');
    expect(messages[1]!.content).toContain('security incident');
    expect(messages.slice(2)).toEqual([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'Hi! How can I help?' },
      { role: 'user', content: input.message },
    ]);
  });
});
