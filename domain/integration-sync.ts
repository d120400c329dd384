/**
 * Pure rules of syncing tickets with remote systems (see docs/product.md#integrations): Link
 * paging, conflicts, status mappings. Retries and addresses: domain/remote-calls.ts.
 */

/** The `rel="next"` address of a Link header (RFC 8288), or null. */
export function nextLink(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const m = part.match(/<([^>]*)>\s*;(.*)$/);
    if (m && /\brel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?/i.test(m[2]!)) return m[1]!;
  }
  return null;
}

/**
 * A ticket changed on both sides since the last sync: the later change wins (the remote on a tie,
 * since it is the system of record of the service desk).
 */
export function laterSide(localUpdatedAt: Date, remoteUpdatedAt: Date): 'local' | 'remote' {
  return localUpdatedAt.getTime() > remoteUpdatedAt.getTime() ? 'local' : 'remote';
}

/** The timeline's words for a conflict (see docs/product.md#integrations). */
export function conflictNote(
  system: string,
  winner: 'local' | 'remote',
  localAt: Date,
  remoteAt: Date,
): string {
  const kept = winner === 'local' ? 'the portal' : system;
  return `Changed in both the portal (${localAt.toISOString()}) and ${system} (${remoteAt.toISOString()}) since the last sync: the later change, made in ${kept}, was kept.`;
}

/** The portal value whose remote name is `remote` in `map` (case-insensitive), or null. */
export function reverseLookup<K extends string>(
  map: Record<K, string>,
  remote: string | null | undefined,
): K | null {
  if (!remote) return null;
  const wanted = remote.trim().toLowerCase();
  for (const [k, v] of Object.entries(map) as [K, string][]) if (v.toLowerCase() === wanted) return k;
  return null;
}

/**
 * ConnectWise's conditions for tickets changed since `since` (its datetime literal in brackets).
 * ConnectWise keeps seconds, so the second of the last change read is asked again (`>=`): a change
 * made later in that same second is not missed, and what was read already is skipped by its link.
 */
export function connectwiseChangedSince(since: Date | null, extra?: string): string {
  const parts: string[] = [];
  if (since) parts.push(`lastUpdated >= [${since.toISOString().replace(/\.\d{3}Z$/, 'Z')}]`);
  if (extra) parts.push(extra);
  return parts.join(' and ');
}

/** ConnectWise's maximum page size. */
export const CONNECTWISE_MAX_PAGE_SIZE = 1000;
