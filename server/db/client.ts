import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

// Return int8 counts as numbers and timestamps as Date objects.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // A connection lost (the database stopped, or ended it) must not crash the process: the pool
  // forwards an idle client's error here, and removes that client.
  pool.on('error', () => {});
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  // A checked-out client has no listener of the pool's: each gets its own, or its error would
  // crash the process. Its holder's statements fail (answered 503) and it is given back at once,
  // so the pool replaces it: Drizzle never releases a client whose `begin` failed (drizzle-orm
  // 0.45, `begin` is outside its try), which would leak a connection per lost one.
  pool.on('connect', (client) =>
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {}; // the holder's own release, if it comes, has nothing left to do
      release(err);
    }),
  );
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}
