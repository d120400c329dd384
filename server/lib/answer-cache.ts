/**
 * Serialized answers kept for a short time per key, computed once however many requests ask at
 * the same moment. Callers clear it on the events that change the data (from any server, via the
 * bus); the time limit bounds staleness should an event be missed.
 */
let keeping = true;
/** ANSWER_CACHE=off: every answer is computed afresh (to measure what the caches save). */
export function keepAnswers(on: boolean): void {
  keeping = on;
}

export function createAnswerCache(ttlMs: number, maxKeys = 1000) {
  const entries = new Map<string, { body: Buffer; until: number }>();
  const pending = new Map<string, Promise<Buffer>>();
  let generation = 0;

  return {
    /** The kept bytes of `key`, or `produce`'s answer serialised (JSON unless told). */
    async get(
      key: string,
      produce: () => Promise<unknown>,
      serialise: (value: unknown) => string = JSON.stringify,
    ): Promise<Buffer> {
      if (!keeping) return Buffer.from(serialise(await produce()));
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.body;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedIn = generation;
      const work = produce()
        .then((value) => {
          // Kept as bytes: no re-encoding per request.
          const body = Buffer.from(serialise(value));
          // A clear() while we computed means our result may be stale: answer it, do not keep it.
          if (startedIn === generation) {
            if (entries.size >= maxKeys) entries.clear();
            entries.set(key, { body, until: Date.now() + ttlMs });
          }
          return body;
        })
        .finally(() => pending.delete(key));
      pending.set(key, work);
      return work;
    },
    clear(): void {
      generation++;
      entries.clear();
      pending.clear();
    },
  };
}
