import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

/** A run that waits for `release()` before answering each item doubled; records each batch. */
function gatedRun() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  return {
    batches,
    releaseAll() {
      for (const g of gates.splice(0)) g();
    },
    async run(items: number[]) {
      batches.push(items);
      await new Promise<void>((r) => gates.push(r));
      if (items.includes(13)) throw new Error('unlucky');
      return items.map((i) => i * 2);
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('batcher', () => {
  it('sends an item alone at once when nothing is running', async () => {
    const g = gatedRun();
    const b = createBatcher({ run: g.run, maxBatch: 10, maxInFlight: 1 });
    const answer = b.add(1);
    await settle();
    expect(g.batches).toEqual([[1]]);
    g.releaseAll();
    expect(await answer).toBe(2);
  });

  it('gathers what arrives while batches run into the next batch, up to maxBatch', async () => {
    const g = gatedRun();
    const b = createBatcher({ run: g.run, maxBatch: 3, maxInFlight: 1 });
    const answers = [b.add(1)];
    await settle();
    answers.push(b.add(2), b.add(3), b.add(4), b.add(5));
    await settle();
    expect(g.batches).toEqual([[1]]);
    g.releaseAll();
    await settle();
    expect(g.batches).toEqual([[1], [2, 3, 4]]);
    g.releaseAll();
    await settle();
    g.releaseAll();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8, 10]);
    expect(g.batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('runs up to maxInFlight batches side by side', async () => {
    const g = gatedRun();
    const b = createBatcher({ run: g.run, maxBatch: 10, maxInFlight: 2 });
    const answers = [b.add(1)];
    await settle();
    answers.push(b.add(2));
    await settle();
    answers.push(b.add(3));
    await settle();
    expect(g.batches).toEqual([[1], [2]]);
    g.releaseAll();
    await settle();
    g.releaseAll();
    expect(await Promise.all(answers)).toEqual([2, 4, 6]);
  });

  it('fails only the bad item of a failed batch: the others are run again alone', async () => {
    const g = gatedRun();
    const b = createBatcher({ run: g.run, maxBatch: 10, maxInFlight: 1 });
    const first = b.add(1);
    await settle();
    const rest = [b.add(12), b.add(13), b.add(14)].map((p) => p.then(String, (e: Error) => e.message));
    for (let i = 0; i < 6; i++) {
      g.releaseAll();
      await settle();
    }
    expect(await first).toBe(2);
    expect(await Promise.all(rest)).toEqual(['24', 'unlucky', '28']);
    expect(g.batches).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
  });
});
