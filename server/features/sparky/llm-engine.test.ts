import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { buildMessages, parseModelAnswer } from './llm-engine.ts';
import { analyzeQuestion } from './question-analysis.ts';
import { loadSparkyModels } from './sparky-model.ts';

describe('parseModelAnswer', () => {
  const valid = { message: 'Do this.', suggestedTicketTitle: null };

  it('reads plain and fenced JSON, and ignores an action or confidence of its own', () => {
    expect(parseModelAnswer(JSON.stringify(valid))).toEqual(valid);
    expect(parseModelAnswer(`\`\`\`json\n${JSON.stringify(valid)}\n\`\`\``)).toEqual(valid);
    expect(parseModelAnswer(JSON.stringify({ ...valid, actionRequired: 'panic', confidence: 7 }))).toEqual(
      valid,
    );
  });

  it('refuses text and missing fields', () => {
    expect(() => parseModelAnswer('Sure, here you go')).toThrow('not valid JSON');
    expect(() => parseModelAnswer(JSON.stringify({ reply: 'x' }))).toThrow('expected fields');
    expect(() => parseModelAnswer(undefined)).toThrow('no text content');
  });
});

describe('buildMessages', () => {
  const index = createKnowledgeIndex(KNOWLEDGE_BASE);
  const models = loadSparkyModels();

  it('gives the model the instructions, the articles, the decided action and the conversation', () => {
    const input = {
      message: 'URGENT I clicked a link and entered my password',
      history: [
        { role: 'user' as const, content: 'hello', sources: [] },
        { role: 'assistant' as const, content: 'Hi! How can I help?', sources: [] },
      ],
    };
    const messages = buildMessages(input, analyzeQuestion(index, models, input));
    expect(messages[0]!.content).toContain('"suggestedTicketTitle"');
    expect(messages[1]!.content).toContain('Clicked a phishing link or account may be compromised');
    expect(messages[1]!.content).toContain(
      'Decided action: escalate. The message describes a security incident.',
    );
    expect(messages.slice(2)).toEqual([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'Hi! How can I help?' },
      { role: 'user', content: input.message },
    ]);
  });

  it('tells the model to ask a clarifying question when the message is unclear', () => {
    const input = { message: 'zxqv wbnm', history: [] };
    expect(buildMessages(input, analyzeQuestion(index, models, input))[1]!.content).toContain(
      'Decided action: clarify',
    );
  });

  it('tells the model to answer in Spanish, from the Spanish article, with an English ticket title', () => {
    const input = { message: 'Le di clic a un enlace de un correo raro y puse mi contraseña', history: [] };
    const messages = buildMessages(input, analyzeQuestion(index, models, input));
    expect(messages[0]!.content).toContain('Answer in the language of the user');
    expect(messages[0]!.content).toContain('always in English');
    expect(messages[1]!.content).toContain('Question language: Spanish (es). Write the message in Spanish.');
    expect(messages[1]!.content).toContain('Hice clic en un enlace de phishing');
    const english = { message: 'I clicked a link and typed my password', history: [] };
    expect(buildMessages(english, analyzeQuestion(index, models, english))[1]!.content).toContain(
      'Question language: English (en).',
    );
  });
});
