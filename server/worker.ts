import { createBackground } from './background.ts';
import { loadConfig } from './config.ts';
import { keyBesideDataWarning, loadMasterKey } from './crypto/master-key.ts';
import { openDatabase } from './db/open.ts';
import { createLogger } from './lib/logger.ts';
import { tolerateLostConnections } from './lib/unhandled-rejections.ts';
import { createEventBus } from './realtime/event-bus.ts';

// npm run worker: runs background jobs without serving HTTP, beside API-only servers (WORKER=false)
// on the same database, so a large install scales the two separately.
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the server (which runs jobs itself).',
    );
  }
  const logger = createLogger(config);
  tolerateLostConnections((msg) => logger.warn(msg));
  const say = (msg: string) => logger.info(msg);
  const opened = await openDatabase(config, say);
  const bus = await createEventBus(opened.database.url, opened.database.pool, say);
  const masterKey = await loadMasterKey(config.vaultKey, config.dataDir);
  const keyWarning = keyBesideDataWarning(masterKey, config.dataDir, config.env);
  if (keyWarning) logger.warn(keyWarning);
  const background = createBackground({
    config,
    database: opened.database,
    bus,
    logger,
    masterKey: masterKey.key,
  });
  await background.start({ work: true });
  say('running background jobs');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, letting running jobs finish`);
    await background.stop().catch(() => {});
    await bus.close();
    await opened.shutdown();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(`[worker] could not start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
