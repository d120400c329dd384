/**
 * Answers of Analytics kept for a short time per question, computed once however many requests
 * (screens, exports, reports) ask at the same moment. Cleared whenever the data of any district
 * changes (the routes clear it on the bus's events, from any server); the time limit bounds the rest.
 */
export function createAnswerMemo(ttlMs: number, maxKeys = 500) {
  const entries = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    get<T>(key: string, produce: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
      if (entries.size >= maxKeys) entries.clear();
      const value = produce();
      entries.set(key, { value, until: Date.now() + ttlMs });
      // A failure is not kept.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
