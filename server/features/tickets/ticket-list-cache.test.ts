import { describe, expect, it } from 'vitest';
import { createTicketListCache } from './ticket-list-cache.ts';

const page =
  (n: number, nextCursor: string | null = null) =>
  async () => ({ tickets: [{ n }], nextCursor });

describe('ticket list cache', () => {
  it('computes once for concurrent requests and keeps the cursor with the body', async () => {
    const cache = createTicketListCache(60_000);
    let calls = 0;
    const produce = async () => {
      calls++;
      return { tickets: [{ n: calls }], nextCursor: 'abc' };
    };
    const answers = await Promise.all([cache.get('d1', 'k', produce), cache.get('d1', 'k', produce)]);
    expect(answers.map((a) => [String(a.body), a.nextCursor])).toEqual([
      ['[{"n":1}]', 'abc'],
      ['[{"n":1}]', 'abc'],
    ]);
    expect(calls).toBe(1);
  });

  it('clears one district and the all-districts lists, not the other districts', async () => {
    const cache = createTicketListCache(60_000);
    await cache.get('d1', 'k', page(1));
    await cache.get('d2', 'k', page(2));
    await cache.get('all', 'k', page(3));
    cache.clearDistrict('d1');
    expect(String((await cache.get('d1', 'k', page(10))).body)).toBe('[{"n":10}]');
    expect(String((await cache.get('d2', 'k', page(20))).body)).toBe('[{"n":2}]');
    expect(String((await cache.get('all', 'k', page(30))).body)).toBe('[{"n":30}]');
  });

  it('never keeps an answer computed across a clear, and expires entries', async () => {
    const cache = createTicketListCache(60_000);
    let release!: () => void;
    const slow = cache.get(
      'd1',
      'k',
      () => new Promise((r) => (release = () => r({ tickets: ['old'], nextCursor: null }))),
    );
    cache.clearDistrict('d1');
    release();
    expect(String((await slow).body)).toBe('["old"]');
    expect(String((await cache.get('d1', 'k', page(2))).body)).toBe('[{"n":2}]');

    const shortLived = createTicketListCache(0);
    await shortLived.get('d1', 'k', page(1));
    expect(String((await shortLived.get('d1', 'k', page(2))).body)).toBe('[{"n":2}]');
  });
});
