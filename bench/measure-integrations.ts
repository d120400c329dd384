import { randomBytes } from 'node:crypto';
import { connect } from '../server/db/client.ts';
import { createConnections } from '../server/features/integrations/connections.ts';
import { createSyncRunner } from '../server/features/integrations/sync-runner.ts';
import type { JobQueue } from '../server/jobs/queue.ts';
import type { EventBus } from '../server/realtime/event-bus.ts';
import { startConnectwiseFake } from '../tests/support/fakes/connectwise.ts';
import type { Measure } from './measures.ts';

const REMOTE_TICKETS = 2000;
const CODE = 'BENCHCW';
const creds = { companyId: 'bench', publicKey: 'pub', privateKey: 'priv', clientId: 'client' };

/**
 * A first ConnectWise sync of 2,000 remote tickets (pages of 1,000 followed by their Link header,
 * each ticket's notes read) against the local fake, then a second sync with nothing changed.
 */
export const connectwiseSync: Measure = {
  name: `ConnectWise sync of ${REMOTE_TICKETS.toLocaleString('en-US')} remote tickets (local fake)`,
  goal: 'measured',
  async seed(pool) {
    await pool.query(
      `insert into districts (name, code, service_level) values ('ConnectWise Bench USD', $1, 'apex')
       on conflict (code) do nothing`,
      [CODE],
    );
  },
  async run({ databaseUrl, pool }) {
    const { rows } = await pool.query<{ id: string }>('select id from districts where code = $1', [CODE]);
    const districtId = rows[0]!.id;
    const cw = await startConnectwiseFake(creds);
    for (let i = 0; i < REMOTE_TICKETS; i++) cw.addTicket({ summary: `Bench ticket ${i}`, company: CODE });
    const database = connect(databaseUrl, 4);
    const connections = createConnections(database.db, randomBytes(32));
    await connections.save(districtId, 'connectwise', {
      enabled: true,
      credentials: { ...creds, siteUrl: cw.siteUrl },
      options: { board: 'Service Board', company: CODE },
    });
    const runner = createSyncRunner({
      db: database.db,
      bus: { publish: async () => {} } as unknown as EventBus,
      queue: { send: async () => null } as unknown as JobQueue,
      connections,
      remote: { allowInsecure: true },
      log: { error: () => {} },
    });
    const timed = async () => {
      const runId = await runner.enqueue(districtId, 'connectwise', 'manual');
      const started = Date.now();
      await runner.run(runId);
      const [run] = await runner.history(districtId, 'connectwise', 1);
      if (run?.status !== 'succeeded') throw new Error(`bench sync failed: ${run?.errors.join('; ')}`);
      return { ms: Date.now() - started, run };
    };
    try {
      const first = await timed();
      const second = await timed();
      return {
        value: `${(first.ms / 1000).toFixed(1)} s (${Math.round((first.run.itemsIn / first.ms) * 1000)} tickets/s in)`,
        detail: `${first.run.itemsIn} in, ${first.run.itemsOut} out, ${cw.seen.length} remote calls; second sync with nothing changed: ${second.ms} ms`,
      };
    } finally {
      await database.close();
      await cw.stop();
    }
  },
};
