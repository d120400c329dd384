import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { GoogleCredentials } from '../../../domain/google-workspace.ts';
import {
  type ConnectwiseCredentials,
  type IncidentiqCredentials,
  type IntegrationOptions,
  INTEGRATION_MESSAGES as M,
  OPTIONS_SCHEMAS,
} from '../../../domain/integration-settings.ts';
import { connectorState, type IntegrationSlug } from '../../../domain/integrations.ts';
import { open, seal } from '../../crypto/seal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { integrationConnections } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { createVaultKeys } from '../vault/index.ts';

export type ConnectionRow = typeof integrationConnections.$inferSelect;
export type Credentials = {
  connectwise: ConnectwiseCredentials;
  incidentiq: IncidentiqCredentials;
  google: GoogleCredentials;
};

/** What credentials are sealed to: their district and integration (copied to another row, they do not open). */
const credentialsContext = (districtId: string, name: IntegrationSlug) => `integration:${districtId}:${name}`;

/** The options with every default filled in (stored options are re-read, so new defaults apply). */
export function optionsOf<N extends IntegrationSlug>(
  name: N,
  row: Pick<ConnectionRow, 'options'> | null,
): IntegrationOptions[N] {
  const parsed = OPTIONS_SCHEMAS[name].safeParse(row?.options ?? {});
  return (parsed.success ? parsed.data : OPTIONS_SCHEMAS[name].parse({})) as IntegrationOptions[N];
}

/**
 * Each district's integration settings. Credentials are sealed with the district's data key (the
 * vault's envelope: per-district key wrapped by the master key) and opened only in memory, by the
 * job or test that uses them.
 */
export function createConnections(db: Db, masterKey: Buffer) {
  const keys = createVaultKeys(db, masterKey);

  async function get(districtId: string, name: IntegrationSlug): Promise<ConnectionRow | null> {
    const [row] = await db
      .select()
      .from(integrationConnections)
      .where(and(eq(integrationConnections.districtId, districtId), eq(integrationConnections.name, name)));
    return row ?? null;
  }

  return {
    get,

    /** Every saved integration of a district. */
    async ofDistrict(districtId: string): Promise<ConnectionRow[]> {
      return db
        .select()
        .from(integrationConnections)
        .where(eq(integrationConnections.districtId, districtId));
    },

    /** Every district's saved integrations (Five Star's overview, the scheduler). */
    all: (): Promise<ConnectionRow[]> => db.select().from(integrationConnections),

    optionsOf,

    /** Saves enabled, options and (when given) new credentials; an enabled syncing integration needs credentials. */
    async save(
      districtId: string,
      name: IntegrationSlug,
      input: { enabled: boolean; credentials?: object; options: object },
    ): Promise<ConnectionRow> {
      const before = await get(districtId, name);
      const needsCredentials = name !== 'brightgauge';
      if (input.enabled && needsCredentials && !input.credentials && !before?.credentialsSealed)
        throw badRequest(M.credentialsRequired);
      const wantsCallbacks = name === 'connectwise' && (input.options as { callbacks?: boolean }).callbacks;
      const callbackKey = wantsCallbacks
        ? (before?.callbackKey ?? randomBytes(24).toString('base64url'))
        : null;
      const settings = {
        enabled: input.enabled,
        options: input.options as Record<string, unknown>,
        callbackKey,
      };
      // In the transaction that read the district's key, so a key rotation cannot retire it meanwhile.
      const row = await db.transaction(async (tx) => {
        const sealed = input.credentials
          ? seal(
              (await keys.keysOf(districtId, tx)).dataKey,
              JSON.stringify(input.credentials),
              credentialsContext(districtId, name),
            )
          : undefined;
        const values = {
          ...settings,
          ...(sealed ? { credentialsSealed: sealed } : {}),
          // New credentials start the status afresh: the old error said nothing about them.
          ...(sealed ? { lastError: null, lastErrorAt: null } : {}),
        };
        const [saved] = await tx
          .insert(integrationConnections)
          .values({ districtId, name, ...values })
          .onConflictDoUpdate({
            target: [integrationConnections.districtId, integrationConnections.name],
            set: { ...values, updatedAt: sql`now()` },
          })
          .returning();
        return saved!;
      });
      return row;
    },

    /** The credentials of a saved integration, opened in memory for the caller's one use. */
    async credentials<N extends keyof Credentials>(row: ConnectionRow, name: N): Promise<Credentials[N]> {
      if (!row.credentialsSealed) throw badRequest(M.notConfigured);
      const { dataKey } = await keys.keysOf(row.districtId);
      return JSON.parse(open(dataKey, row.credentialsSealed, credentialsContext(row.districtId, name)));
    },

    /** Records what a sync or a test found: success moves lastSyncAt, failure the error and its time. */
    async recordOutcome(
      districtId: string,
      name: IntegrationSlug,
      outcome: { ok: true } | { ok: false; error: string },
    ) {
      await db
        .update(integrationConnections)
        .set(
          outcome.ok
            ? { lastSyncAt: sql`now()`, lastRunAt: sql`now()` }
            : { lastError: outcome.error, lastErrorAt: sql`now()`, lastRunAt: sql`now()` },
        )
        .where(and(eq(integrationConnections.districtId, districtId), eq(integrationConnections.name, name)));
    },

    /** Moves the sync cursors after a successful run. */
    async advance(districtId: string, name: IntegrationSlug, cursors: { remote: Date | null; local: Date }) {
      await db
        .update(integrationConnections)
        .set({ remoteCursor: cursors.remote, localCursor: cursors.local })
        .where(and(eq(integrationConnections.districtId, districtId), eq(integrationConnections.name, name)));
    },

    /** The connection a ConnectWise callback URL names (callbacks on), or null. */
    async byCallbackKey(key: string): Promise<ConnectionRow | null> {
      const [row] = await db
        .select()
        .from(integrationConnections)
        .where(eq(integrationConnections.callbackKey, key));
      return row ?? null;
    },

    state: (row: ConnectionRow | null) => connectorState(row),
  };
}
export type Connections = ReturnType<typeof createConnections>;

/**
 * Re-seals a district's integration credentials (for the rotation of its data key, in the
 * rotation's transaction); answers how many.
 */
export async function resealCredentials(
  tx: Tx,
  districtId: string,
  reseal: (sealed: string, context: string) => string,
): Promise<number> {
  const rows = await tx
    .select({ name: integrationConnections.name, sealed: integrationConnections.credentialsSealed })
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.districtId, districtId),
        isNotNull(integrationConnections.credentialsSealed),
      ),
    )
    .for('update');
  for (const row of rows)
    await tx
      .update(integrationConnections)
      .set({ credentialsSealed: reseal(row.sealed!, credentialsContext(districtId, row.name)) })
      .where(
        and(eq(integrationConnections.districtId, districtId), eq(integrationConnections.name, row.name)),
      );
  return rows.length;
}
