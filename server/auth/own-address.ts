import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { type HostName, isOneOf, LOOPBACK_NAMES } from '../lib/host-names.ts';

/** The names and origins this server answers as. */
export interface OwnAddress {
  /**
   * True when the request is addressed to this server: its Host header and, behind a trusted
   * proxy, its X-Forwarded-Host (the name the browser used) are both among the allowed names.
   * A DNS-rebinding page reaches the server under the attacker's name, which is never one.
   */
  isAddressedHere(req: FastifyRequest): boolean;
  /** The origins whose browser requests may change state and open /ws. */
  origins(): readonly string[];
}

/**
 * Config's names and origins, plus, on a loopback HOST, localhost, 127.0.0.1 and [::1] on the
 * port the server listens on (known after listen: `port` is asked each time).
 */
export function ownAddress(
  config: Pick<Config, 'allowedHosts' | 'allowedOrigins' | 'loopback'>,
  port: () => number,
): OwnAddress {
  let known = { port: Number.NaN, hosts: [] as HostName[], origins: [] as string[] };
  const current = () => {
    const p = port();
    if (p !== known.port) {
      const loopback = config.loopback ? LOOPBACK_NAMES : [];
      known = {
        port: p,
        hosts: [...config.allowedHosts, ...loopback.map((name) => ({ name, port: String(p) }))],
        origins: [...config.allowedOrigins, ...loopback.map((name) => `http://${name}:${p}`)],
      };
    }
    return known;
  };
  return {
    isAddressedHere(req) {
      const { hosts } = current();
      const { host } = req.headers;
      // req.host is X-Forwarded-Host's last entry behind a trusted proxy, else the Host header.
      return isOneOf(host, hosts) && (req.host === host || isOneOf(req.host, hosts));
    },
    origins: () => current().origins,
  };
}
