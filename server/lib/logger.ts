import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import type { Config } from '../config.ts';
import { serializeError } from './log-safety.ts';

/**
 * The one logger of a process (the HTTP server's and the jobs'): JSON lines, or readable lines when
 * the output is a terminal; errors without what may hold secrets (log-safety.ts).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, stream?: Writable): Logger {
  const options = { level: config.logLevel, serializers: { err: serializeError } };
  if (stream) return pino(options, stream);
  if (process.stdout.isTTY) return pino({ ...options, transport: { target: 'pino-pretty' } });
  return pino(options);
}
