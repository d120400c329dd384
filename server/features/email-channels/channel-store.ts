import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { open, seal } from '../../crypto/seal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { emailChannels } from '../../db/schema/index.ts';
import { createVaultKeys } from '../vault/index.ts';

export type ChannelRow = typeof emailChannels.$inferSelect;

/** What a channel's password is sealed to: its district and its row (copied to another row, it does not open). */
const passwordContext = (districtId: string, channelId: string) => `email-channel:${districtId}:${channelId}`;

export interface ChannelSettings {
  address: string;
  host: string;
  port: number;
  tls: boolean;
  username: string;
  folder: string;
  enabled: boolean;
  replyToUnknown: boolean;
}

/**
 * The district's mailboxes. Passwords are sealed with the district's data key (the vault's
 * envelope: a per-district key wrapped by the master key, as integration credentials are) and
 * opened only in memory, by the poll or the test that uses them.
 */
export function createChannelStore(db: Db, masterKey: Buffer) {
  const keys = createVaultKeys(db, masterKey);

  async function sealFor(tx: Tx, districtId: string, channelId: string, password: string) {
    // In the transaction that read the district's key, so a key rotation cannot retire it meanwhile.
    return seal(
      (await keys.keysOf(districtId, tx)).dataKey,
      password,
      passwordContext(districtId, channelId),
    );
  }

  return {
    async get(id: string): Promise<ChannelRow | null> {
      const [row] = await db.select().from(emailChannels).where(eq(emailChannels.id, id));
      return row ?? null;
    },

    ofDistrict: (districtId: string): Promise<ChannelRow[]> =>
      db
        .select()
        .from(emailChannels)
        .where(eq(emailChannels.districtId, districtId))
        .orderBy(asc(emailChannels.createdAt), asc(emailChannels.id)),

    /** Every enabled channel (the schedule's tick). */
    enabled: (): Promise<ChannelRow[]> =>
      db.select().from(emailChannels).where(eq(emailChannels.enabled, true)),

    /** Every channel's address: mail from one of them is a loop. */
    async addresses(): Promise<string[]> {
      const rows = await db.select({ address: emailChannels.address }).from(emailChannels);
      return rows.map((r) => r.address.toLowerCase());
    },

    async create(districtId: string, settings: ChannelSettings, password: string): Promise<ChannelRow> {
      return db.transaction(async (tx) => {
        const id = randomUUID();
        const [row] = await tx
          .insert(emailChannels)
          .values({
            id,
            districtId,
            ...settings,
            passwordSealed: await sealFor(tx, districtId, id, password),
          })
          .returning();
        return row!;
      });
    },

    /** Saves the settings; a new password replaces the sealed one. A new server, account or folder reads from the start. */
    async update(
      row: ChannelRow,
      settings: ChannelSettings,
      password: string | undefined,
    ): Promise<ChannelRow> {
      const moved =
        settings.host !== row.host ||
        settings.port !== row.port ||
        settings.username !== row.username ||
        settings.folder !== row.folder;
      return db.transaction(async (tx) => {
        const [saved] = await tx
          .update(emailChannels)
          .set({
            ...settings,
            ...(password ? { passwordSealed: await sealFor(tx, row.districtId, row.id, password) } : {}),
            ...(moved ? { uidValidity: null, lastUid: 0 } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(emailChannels.id, row.id))
          .returning();
        return saved!;
      });
    },

    async remove(row: ChannelRow): Promise<void> {
      await db.delete(emailChannels).where(eq(emailChannels.id, row.id));
    },

    /** The password, opened in memory for the caller's one use. */
    async password(row: ChannelRow): Promise<string> {
      const { dataKey } = await keys.keysOf(row.districtId);
      return open(dataKey, row.passwordSealed, passwordContext(row.districtId, row.id));
    },

    /** Where reading stopped: the folder's UIDVALIDITY and the last UID taken in. */
    async advance(id: string, cursor: { uidValidity: string; lastUid: number }): Promise<void> {
      await db
        .update(emailChannels)
        .set({ uidValidity: cursor.uidValidity, lastUid: cursor.lastUid, lastPolledAt: sql`now()` })
        .where(eq(emailChannels.id, id));
    },

    async polled(id: string): Promise<void> {
      await db.update(emailChannels).set({ lastPolledAt: sql`now()` }).where(eq(emailChannels.id, id));
    },
  };
}
export type ChannelStore = ReturnType<typeof createChannelStore>;

/**
 * Re-seals a district's channel passwords (for the rotation of its data key, in the rotation's
 * transaction); answers how many.
 */
export async function resealChannelPasswords(
  tx: Tx,
  districtId: string,
  reseal: (sealed: string, context: string) => string,
): Promise<number> {
  const rows = await tx
    .select({ id: emailChannels.id, sealed: emailChannels.passwordSealed })
    .from(emailChannels)
    .where(eq(emailChannels.districtId, districtId))
    .for('update');
  for (const row of rows)
    await tx
      .update(emailChannels)
      .set({ passwordSealed: reseal(row.sealed, passwordContext(districtId, row.id)) })
      .where(and(eq(emailChannels.districtId, districtId), eq(emailChannels.id, row.id)));
  return rows.length;
}
