import type { Config } from '../config.ts';
import { connect, type Database } from './client.ts';
import { startEmbedded } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export interface OpenedDatabase {
  database: Database;
  kind: 'embedded' | 'external';
  /**
   * Calls `handler` if the embedded PostgreSQL exits without being asked to ("exit code 1",
   * "signal SIGKILL"). Never for an external database: its connections are opened again as needed.
   */
  onEmbeddedExit(handler: (how: string) => void): void;
  /** Closes the pool and stops an embedded server. */
  shutdown(): Promise<void>;
}

/** The database of `DATABASE_URL`, or an embedded PostgreSQL under `DATA_DIR`; migrated. */
export async function openDatabase(config: Config, log: (msg: string) => void): Promise<OpenedDatabase> {
  const embedded = config.databaseUrl ? null : await startEmbedded(config.dataDir, log);
  const database = connect(config.databaseUrl ?? embedded!.url, 20);
  try {
    await runMigrations(database);
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
  return {
    database,
    kind: embedded ? 'embedded' : 'external',
    onEmbeddedExit: (handler) => embedded?.onUnexpectedExit(handler),
    async shutdown() {
      await database.close().catch(() => {});
      await embedded?.stop();
    },
  };
}
