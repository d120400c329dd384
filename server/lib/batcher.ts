/**
 * Writes that arrive together go to the database together. An item waits only while
 * `maxInFlight` batches are already running; everything that arrived meanwhile then leaves as
 * one batch. Alone, an item leaves at once (no added delay); under load, batches grow by
 * themselves, so one statement and one commit serve many requests.
 *
 * `run` answers one result per item, in order. If a batch of several fails, each of its items is
 * run again alone, so one bad item fails only its own caller.
 */
export function createBatcher<I, O>(options: {
  run(items: I[]): Promise<O[]>;
  maxBatch: number;
  maxInFlight: number;
}) {
  type Waiting = { item: I; resolve(value: O): void; reject(err: unknown): void };
  const waiting: Waiting[] = [];
  let inFlight = 0;

  async function runAlone(w: Waiting): Promise<void> {
    try {
      const [result] = await options.run([w.item]);
      w.resolve(result as O);
    } catch (err) {
      w.reject(err);
    }
  }

  async function runBatch(batch: Waiting[]): Promise<void> {
    let results: O[];
    try {
      results = await options.run(batch.map((w) => w.item));
    } catch (err) {
      if (batch.length === 1) batch[0]!.reject(err);
      else for (const w of batch) await runAlone(w);
      return;
    }
    if (results.length !== batch.length) {
      const err = new Error(`a batch of ${batch.length} answered ${results.length} results`);
      for (const w of batch) w.reject(err);
      return;
    }
    for (const [i, w] of batch.entries()) w.resolve(results[i] as O);
  }

  function pump(): void {
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, options.maxBatch);
      inFlight++;
      void runBatch(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    add(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        // Items added in the same turn of the event loop leave together.
        if (waiting.length === 1) queueMicrotask(pump);
      });
    },
  };
}
