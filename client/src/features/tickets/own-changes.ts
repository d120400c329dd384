/**
 * Tickets this browser tab just created or changed. The live event of such a change comes back
 * through the socket too; its toast would repeat the tab's own success toast, so it is skipped.
 */
const OWN_WINDOW_MS = 10_000;
const recent = new Map<string, number>();

export function markOwnChange(ticketId: string): void {
  const now = Date.now();
  recent.set(ticketId, now);
  for (const [id, at] of recent) if (now - at > OWN_WINDOW_MS) recent.delete(id);
}

export function isOwnChange(ticketId: string | undefined): boolean {
  if (!ticketId) return false;
  const at = recent.get(ticketId);
  return at !== undefined && Date.now() - at <= OWN_WINDOW_MS;
}
