/** A page of the ticket list as sent: the serialized array and the cursor of the next page. */
export interface CachedPage {
  body: Buffer;
  nextCursor: string | null;
}

interface Scope {
  generation: number;
  entries: Map<string, CachedPage & { until: number }>;
  pending: Map<string, Promise<CachedPage>>;
}

/**
 * Ticket list answers kept for a short time per district and query, computed once however many
 * requests ask at the same moment (the pattern of server/lib/answer-cache.ts, plus the page's
 * cursor). A change in one district clears that district and the all-districts lists only; the
 * time limit bounds staleness should an event be missed.
 */
export function createTicketListCache(ttlMs: number, maxKeysPerScope = 200) {
  const scopes = new Map<string, Scope>();
  const scopeOf = (name: string) => {
    let s = scopes.get(name);
    if (!s) {
      s = { generation: 0, entries: new Map(), pending: new Map() };
      scopes.set(name, s);
    }
    return s;
  };
  const clearScope = (name: string) => {
    const s = scopes.get(name);
    if (!s) return;
    s.generation++;
    s.entries.clear();
    s.pending.clear();
  };

  return {
    /** `scope` is a district id, or 'all' for lists across districts. */
    async get(
      scope: string,
      key: string,
      produce: () => Promise<{ tickets: unknown[]; nextCursor: string | null }>,
    ): Promise<CachedPage> {
      const s = scopeOf(scope);
      const hit = s.entries.get(key);
      if (hit && hit.until > Date.now()) return hit;
      const inFlight = s.pending.get(key);
      if (inFlight) return inFlight;
      const startedIn = s.generation;
      const work = produce()
        .then((page) => {
          const answer = { body: Buffer.from(JSON.stringify(page.tickets)), nextCursor: page.nextCursor };
          // Cleared while we computed: the answer may be stale, so answer it but do not keep it.
          if (startedIn === s.generation) {
            if (s.entries.size >= maxKeysPerScope) s.entries.clear();
            s.entries.set(key, { ...answer, until: Date.now() + ttlMs });
          }
          return answer;
        })
        .finally(() => {
          if (s.pending.get(key) === work) s.pending.delete(key);
        });
      s.pending.set(key, work);
      return work;
    },

    /** A district's tickets changed: its lists and the all-districts lists are stale. */
    clearDistrict(districtId: string): void {
      clearScope(districtId);
      clearScope('all');
    },

    clearAll(): void {
      for (const name of scopes.keys()) clearScope(name);
    },
  };
}
