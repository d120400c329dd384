import { describe, expect, it } from 'vitest';
import { clarifyingQuestion } from './offline-answer.ts';

describe('clarifying questions', () => {
  it('are short questions, asking about the device a vague message names', () => {
    const q = clarifyingQuestion('vague', 'printer', null);
    expect(q).toContain('the printer');
    expect(q.endsWith('?')).toBe(true);
  });

  it('vary with the message and never repeat the previous reply', () => {
    const asked = new Set(
      ['asdf', 'qwer', 'zxcv', 'hjkl', 'uiop', 'bnm'].map((m) => clarifyingQuestion('gibberish', m, null)),
    );
    expect(asked.size).toBeGreaterThan(1);
    const first = clarifyingQuestion('off_topic', 'weather?', null);
    expect(clarifyingQuestion('off_topic', 'weather?', first)).not.toBe(first);
  });
});
