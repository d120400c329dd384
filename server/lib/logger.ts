import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import type { Config } from '../config.ts';
import { serializeError } from './log-safety.ts';

interface LoggerOutput {
  /** Where the lines go (tests capture them); standard output by default. */
  stream?: Writable;
  /** Readable lines instead of JSON; by default when standard output is a terminal. */
  pretty?: boolean;
}

/**
 * The one logger of a process (the HTTP server's, the jobs' and the start's own messages): readable
 * lines when the output is a terminal, JSON lines otherwise (a file, a pipe, a log collector);
 * errors without what may hold secrets (log-safety.ts).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, output: LoggerOutput = {}): Logger {
  const options = { level: config.logLevel, serializers: { err: serializeError } };
  const pretty = output.pretty ?? (!output.stream && process.stdout.isTTY === true);
  if (!pretty) return output.stream ? pino(options, output.stream) : pino(options);
  // In this thread, not pino's worker-thread transport (a second V8 heap for a terminal's lines);
  // loaded only for a terminal.
  const prettyStream = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pino(
    options,
    prettyStream.build({
      destination: output.stream ?? 1,
      colorize: !output.stream,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      sync: true,
    }),
  );
}
