/** A name this server answers as, as a Host header carries it; `port` null for any port. */
export interface HostName {
  name: string;
  port: string | null;
}

/** localhost, 127.0.0.1 and [::1]: one machine, one server on its port. */
export const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

const DEFAULT_PORTS = new Set(['80', '443']);
// A DNS name or a bracketed IPv6 address, then an optional port; nothing else (no user info, no path).
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?)(?::(\d{1,5}))?$/;

/** "name" or "name:port" (a Host header, an ALLOWED_HOSTS entry), lower-cased; null when it is neither. */
export function parseHost(value: string): HostName | null {
  const match = HOST.exec(value.trim().toLowerCase());
  return match ? { name: match[1]!, port: match[2] ?? null } : null;
}

/** The host of a URL with its port spelled out (80 or 443 when the URL leaves it out). */
export function hostOfUrl(url: string): HostName {
  const u = new URL(url);
  return { name: u.hostname, port: u.port || (u.protocol === 'https:' ? '443' : '80') };
}

/** True when the Host header `host` names one of `names`; a Host without a port means 80 or 443. */
export function isOneOf(host: string | undefined, names: readonly HostName[]): boolean {
  const h = host === undefined ? null : parseHost(host);
  if (!h) return false;
  return names.some(
    (n) =>
      n.name === h.name &&
      (n.port === null || n.port === h.port || (h.port === null && DEFAULT_PORTS.has(n.port))),
  );
}
