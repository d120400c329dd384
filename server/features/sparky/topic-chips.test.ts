import { describe, expect, it } from 'vitest';
import { SUGGESTED_TOPICS } from '../../../domain/sparky.ts';
import { createSparkyEngine } from './engine.ts';

const { engine } = createSparkyEngine(null);

// The four chips of the screen each ask a question Sparky must answer well: with an article's
// steps and a confident (green) reply, never a clarifying question.
describe('the topic chips', () => {
  it.each(SUGGESTED_TOPICS.map((t) => [t.label, t.prompt]))(
    '%s gets a confident, useful answer',
    async (_label, prompt) => {
      const reply = await engine.reply({ message: prompt, history: [] });
      expect(reply.sources).toHaveLength(1);
      expect(reply.confidence).toBeGreaterThanOrEqual(0.8);
      expect(reply.message).toMatch(/\n1\. /);
      expect(reply.message.trim().endsWith('?')).toBe(false);
    },
  );

  it('answers each chip from the article it is about', async () => {
    const ids = [];
    for (const t of SUGGESTED_TOPICS)
      ids.push((await engine.reply({ message: t.prompt, history: [] })).sources[0]?.id);
    expect(ids).toEqual([
      'staff-password-reset',
      expect.stringMatching(/wifi|wi-fi/),
      expect.stringMatching(/chromebook/),
      expect.stringMatching(/license|seat/),
    ]);
  });
});
