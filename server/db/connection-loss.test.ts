import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-loss.ts';

/** A server-side error as node-postgres builds it from the wire. */
function databaseError(code: string, message = 'error'): pg.DatabaseError {
  const err = new pg.DatabaseError(message, message.length, 'error');
  err.code = code;
  return err;
}
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isConnectionLoss', () => {
  it.each([
    ['admin_shutdown (pg_terminate_backend, fast shutdown)', '57P01'],
    ['crash_shutdown', '57P02'],
    ['cannot_connect_now (starting, in recovery)', '57P03'],
    ['connection_exception', '08000'],
    ['connection_does_not_exist', '08003'],
    ['connection_failure', '08006'],
    ['sqlclient_unable_to_establish_sqlconnection', '08001'],
  ])('knows %s (%s)', (_name, code) => {
    expect(isConnectionLoss(databaseError(code))).toBe(true);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])(
    'knows the socket error %s',
    (code) => {
      expect(isConnectionLoss(socketError(code))).toBe(true);
    },
  );

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
    'timeout exceeded when trying to connect',
    'Cannot use a pool after calling end on the pool',
  ])('knows node-postgres’s “%s”', (message) => {
    expect(isConnectionLoss(new Error(message))).toBe(true);
  });

  it('looks through Drizzle’s wrapping and a failed connect’s AggregateError', () => {
    const wrapped = new Error('Failed query: select 1', { cause: databaseError('57P01') });
    expect(isConnectionLoss(wrapped)).toBe(true);
    const aggregate = new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], '');
    expect(isConnectionLoss(aggregate)).toBe(true);
  });

  it('leaves the query’s own faults and everything else alone', () => {
    for (const code of ['23505', '23503', '22P02', '42P01', '40001', '57014', '53300', '0A000'])
      expect(isConnectionLoss(databaseError(code))).toBe(false);
    expect(isConnectionLoss(new Error('Failed query: select 1', { cause: databaseError('23505') }))).toBe(
      false,
    );
    expect(isConnectionLoss(new Error('Connection to the mail server terminated'))).toBe(false);
    expect(isConnectionLoss(new TypeError('x is undefined'))).toBe(false);
    for (const value of [null, undefined, 'ECONNREFUSED', 57, {}])
      expect(isConnectionLoss(value)).toBe(false);
  });

  it('knows what node-postgres really throws when nothing listens on the port', async () => {
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none' });
    const err = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isConnectionLoss(err)).toBe(true);
  });
});
