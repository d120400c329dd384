import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

describe('answer cache', () => {
  it('computes once for concurrent requests and serves the serialized answer', async () => {
    const cache = createAnswerCache(60_000);
    let calls = 0;
    const produce = async () => {
      calls++;
      return { n: calls };
    };
    const answers = await Promise.all([
      cache.get('k', produce),
      cache.get('k', produce),
      cache.get('k', produce),
    ]);
    expect(answers.map(String)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(String(await cache.get('k', produce))).toBe('{"n":1}');
    expect(calls).toBe(1);
  });

  it('recomputes after clear() and never keeps an answer computed across a clear', async () => {
    const cache = createAnswerCache(60_000);
    let release!: () => void;
    const slow = cache.get('k', () => new Promise((r) => (release = () => r('old'))));
    cache.clear();
    release();
    expect(String(await slow)).toBe('"old"');
    expect(String(await cache.get('k', async () => 'new'))).toBe('"new"');
  });

  it('expires entries after the time limit', async () => {
    const cache = createAnswerCache(0);
    await cache.get('k', async () => 1);
    expect(String(await cache.get('k', async () => 2))).toBe('2');
  });
});
