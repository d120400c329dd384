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
