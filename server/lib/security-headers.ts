import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options (Content-Security-Policy, HSTS, frame and sniffing
 * rules…), computed once at start. They are the same for every answer; helmet itself, as
 * @fastify/helmet calls it, parses its options again on every request (about a fifth of the JavaScript time
 * of a cached list's answer).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The headers of API answers (JSON, files): data, never a document, so the policy is the
 * strictest one (nothing loads, nothing frames it) and the document-only headers are left out,
 * as OWASP's REST security guidance advises; fewer bytes on the busiest answers. Keeps the
 * document headers' HSTS when they have it.
 */
export function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}
