import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { addDays, isoDay } from '../../../domain/license-rules.ts';
import {
  type CreateVaultEntry,
  canSeeEntry,
  canUseSecrets,
  hasSecurityAlert,
  isRecentlyAccessed,
  VAULT_MESSAGES as M,
  REVEAL_ACTIONS,
  type UpdateVaultEntry,
  VAULT_LIMITS,
  type VAULT_USE_ACTIONS,
  type VaultEntry,
  type VaultEvent,
  type VaultSecretField,
  type VaultSettings,
  type VaultSummary,
} from '../../../domain/vault.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import { open, seal } from '../../crypto/seal.ts';
import { vaultEntries, vaultEvents, vaultFavorites, vaultSettings } from '../../db/schema/index.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import type { DistrictKeys, VaultKeys } from './vault-keys.ts';
import { secretContext } from './vault-keys.ts';
import {
  type EntryRow,
  listColumns,
  reusedFingerprints,
  toVaultEntry,
  type VaultStore,
} from './vault-store.ts';
import { measureStrength } from './vault-strength.ts';

/** The expiry an entry without one gets: the district's default, if it has one. */
export const defaultExpiry = (settings: Pick<VaultSettings, 'defaultExpiryDays'>) =>
  settings.defaultExpiryDays ? addDays(isoDay(), settings.defaultExpiryDays) : null;

const SEALED_COLUMN = {
  password: 'passwordSealed',
  twoFactorBackup: 'twoFactorSealed',
  notes: 'notesSealed',
} as const;

/** A new entry's row: its secrets sealed to it, its password's fingerprint. */
export function storedEntry(
  keys: VaultKeys,
  k: DistrictKeys,
  meta: {
    id: string;
    districtId: string;
    createdById: string;
    strength: EntryRow['strength'];
    expiryDate: string | null;
  },
  e: CreateVaultEntry,
): typeof vaultEntries.$inferInsert {
  const sealed = (field: VaultSecretField, value: string | null) =>
    value === null ? null : seal(k.dataKey, value, secretContext(meta.districtId, meta.id, field));
  return {
    ...meta,
    title: e.title,
    username: e.username,
    url: e.url,
    category: e.category,
    department: e.department,
    accessLevel: e.accessLevel,
    sharedWith: e.sharedWith,
    passwordSealed: sealed('password', e.password)!,
    twoFactorSealed: sealed('twoFactorBackup', e.twoFactorBackup),
    notesSealed: sealed('notes', e.notes),
    passwordFingerprint: keys.fingerprint(k, e.password),
  };
}

/** A request's context that the access log keeps. */
export interface RequestContext {
  ipAddress: string | null;
}

/**
 * The Password Vault of a district (see docs/product.md#password-vault). Lists never carry a
 * secret; a secret leaves the server only through `reveal` (and the export), each recorded.
 */
export function createVaultService(store: VaultStore, keys: VaultKeys) {
  const { db, find, log, recordUse, settingsOf, viewerOf } = store;

  /** Seals a secret to its district, entry and field. */
  const sealFor = (
    k: DistrictKeys,
    districtId: string,
    entryId: string,
    field: VaultSecretField,
    value: string,
  ) => seal(k.dataKey, value, secretContext(districtId, entryId, field));

  /** Opens a stored secret; a value moved from another entry, field or district does not open. */
  function openSecret(k: DistrictKeys, row: EntryRow, field: VaultSecretField): string | null {
    const sealed = row[SEALED_COLUMN[field]];
    if (sealed === null) return null;
    try {
      return open(k.dataKey, sealed, secretContext(row.districtId, row.id, field));
    } catch {
      throw new HttpError(500, M.cannotOpen);
    }
  }

  /** Refuses an access level that would hide the entry from the one who saves it. */
  async function checkLevel(
    actor: Identity,
    entry: { accessLevel: EntryRow['accessLevel']; department: string },
  ) {
    if (!canSeeEntry(await viewerOf(actor), entry)) throw badRequest(M.levelHidden);
  }

  /** Every entry of the district the caller sees, as the list answers them. */
  async function visibleEntries(actor: Identity, districtId: string): Promise<VaultEntry[]> {
    const viewer = await viewerOf(actor);
    const rows = await db
      .select({ ...listColumns, favorite: sql<boolean>`${vaultFavorites.userId} is not null` })
      .from(vaultEntries)
      .leftJoin(
        vaultFavorites,
        and(eq(vaultFavorites.entryId, vaultEntries.id), eq(vaultFavorites.userId, actor.userId)),
      )
      .where(eq(vaultEntries.districtId, districtId))
      .orderBy(vaultEntries.title, vaultEntries.id);
    const visible = rows.filter((r) => canSeeEntry(viewer, r));
    const reused = reusedFingerprints(visible);
    const today = isoDay();
    return visible.map((r) => toVaultEntry(r, today, r.favorite, reused));
  }

  return {
    visibleEntries,
    openSecret,

    list: (actor: Identity, requested?: string) => visibleEntries(actor, resolveDistrict(actor, requested)),

    /** The four cards, over the entries the caller sees. */
    async summary(actor: Identity, requested?: string): Promise<VaultSummary> {
      const list = await visibleEntries(actor, resolveDistrict(actor, requested));
      const now = new Date();
      return {
        total: list.length,
        securityAlerts: list.filter(hasSecurityAlert).length,
        recentlyAccessed: list.filter((e) => isRecentlyAccessed(e.lastAccessedAt, now)).length,
        shared: list.filter((e) => e.sharedWith.length > 0).length,
      };
    },

    async create(actor: Identity, input: CreateVaultEntry): Promise<VaultEntry> {
      const districtId = resolveDistrict(actor, input.districtId);
      await checkLevel(actor, input);
      const id = randomUUID();
      const strength = await measureStrength(input.password);
      await db.transaction(async (tx) => {
        const k = await keys.keysOf(districtId, tx);
        const settings = await settingsOf(tx, districtId);
        const expiryDate = input.expiryDate ?? defaultExpiry(settings);
        await tx
          .insert(vaultEntries)
          .values(
            storedEntry(keys, k, { id, districtId, createdById: actor.userId, strength, expiryDate }, input),
          );
        await log(tx, actor, { id, districtId, title: input.title }, 'create');
      });
      return (await visibleEntries(actor, districtId)).find((e) => e.id === id)!;
    },

    async update(actor: Identity, id: string, input: UpdateVaultEntry): Promise<VaultEntry> {
      const districtId = await db.transaction(async (tx) => {
        const row = await find(tx, actor, id, true);
        if (input.districtId && input.districtId !== row.districtId) throw notFound(M.notFound);
        await checkLevel(actor, input);
        const k = await keys.keysOf(row.districtId, tx);
        const secrets: Partial<typeof vaultEntries.$inferInsert> = {};
        if (input.password !== undefined) {
          secrets.passwordSealed = sealFor(k, row.districtId, id, 'password', input.password);
          secrets.passwordFingerprint = keys.fingerprint(k, input.password);
          secrets.strength = await measureStrength(input.password);
        }
        if (input.twoFactorBackup !== undefined)
          secrets.twoFactorSealed =
            input.twoFactorBackup === null
              ? null
              : sealFor(k, row.districtId, id, 'twoFactorBackup', input.twoFactorBackup);
        if (input.notes !== undefined)
          secrets.notesSealed =
            input.notes === null ? null : sealFor(k, row.districtId, id, 'notes', input.notes);
        await tx
          .update(vaultEntries)
          .set({
            title: input.title,
            username: input.username,
            url: input.url,
            category: input.category,
            department: input.department,
            accessLevel: input.accessLevel,
            sharedWith: input.sharedWith,
            expiryDate: input.expiryDate,
            ...secrets,
            updatedAt: sql`now()`,
          })
          .where(eq(vaultEntries.id, id));
        await log(tx, actor, { id, districtId: row.districtId, title: input.title }, 'update');
        return row.districtId;
      });
      return (await visibleEntries(actor, districtId)).find((e) => e.id === id)!;
    },

    async remove(actor: Identity, id: string): Promise<{ title: string }> {
      return db.transaction(async (tx) => {
        const row = await find(tx, actor, id, true);
        await tx.delete(vaultEntries).where(eq(vaultEntries.id, id));
        await log(tx, actor, row, 'delete');
        return { title: row.title };
      });
    },

    /** One secret of an entry, for one who may use secrets; recorded in its log and the audit log. */
    async reveal(
      actor: Identity,
      id: string,
      field: VaultSecretField,
      reason: string | null,
      ctx: RequestContext,
    ): Promise<string> {
      if (!canUseSecrets(actor.role)) throw forbidden(M.viewerSecret);
      // A district's own people read the entry and their district's settings at once.
      const [row, own] = await Promise.all([
        find(db, actor, id),
        actor.districtId ? settingsOf(db, actor.districtId) : null,
      ]);
      const settings = own ?? (await settingsOf(db, row.districtId));
      if (settings.requireRevealReason && !reason) throw badRequest(M.reasonRequired);
      const value = openSecret(await keys.keysOf(row.districtId), row, field);
      if (value === null) throw badRequest(M.noSecret);
      // The reveal's access-log row and audit entry commit together, before the secret leaves.
      await recordUse(
        actor,
        row,
        REVEAL_ACTIONS[field],
        { reason, ipAddress: ctx.ipAddress },
        {
          action: 'vault.revealed',
          districtId: row.districtId,
          target: `${row.title} (${field})`,
          after: reason ? { reason } : null,
          ipAddress: ctx.ipAddress ?? undefined,
        },
      );
      return value;
    },

    /** A copy or an opened link, in the entry's log. Copying the password is for those who may use secrets. */
    async use(
      actor: Identity,
      id: string,
      action: (typeof VAULT_USE_ACTIONS)[number],
      ctx: RequestContext,
    ): Promise<void> {
      if (action === 'copy_password' && !canUseSecrets(actor.role)) throw forbidden(M.viewerSecret);
      const row = await find(db, actor, id);
      await recordUse(actor, row, action, { ipAddress: ctx.ipAddress });
    },

    /** The entry's access log, newest first. */
    async events(actor: Identity, id: string): Promise<VaultEvent[]> {
      const row = await find(db, actor, id);
      const rows = await db
        .select()
        .from(vaultEvents)
        .where(and(eq(vaultEvents.districtId, row.districtId), eq(vaultEvents.entryId, id)))
        .orderBy(desc(vaultEvents.at), desc(vaultEvents.id))
        .limit(VAULT_LIMITS.logEntries);
      return rows.map((e) => ({
        id: e.id,
        action: e.action,
        actorLabel: e.actorLabel,
        reason: e.reason,
        ipAddress: e.ipAddress,
        at: e.at.toISOString(),
      }));
    },

    async setFavorite(actor: Identity, id: string, isFavorite: boolean): Promise<void> {
      await find(db, actor, id);
      if (isFavorite)
        await db.insert(vaultFavorites).values({ entryId: id, userId: actor.userId }).onConflictDoNothing();
      else
        await db
          .delete(vaultFavorites)
          .where(and(eq(vaultFavorites.entryId, id), eq(vaultFavorites.userId, actor.userId)));
    },

    settings: (actor: Identity, requested?: string) => settingsOf(db, resolveDistrict(actor, requested)),

    async saveSettings(
      actor: Identity,
      requested: string | undefined,
      input: VaultSettings,
    ): Promise<VaultSettings> {
      const districtId = resolveDistrict(actor, requested);
      const values = {
        requireRevealReason: input.requireRevealReason,
        defaultExpiryDays: input.defaultExpiryDays,
        exportRoles: [...new Set(input.exportRoles)],
      };
      await db.transaction(async (tx) => {
        const before = await settingsOf(tx, districtId);
        await tx
          .insert(vaultSettings)
          .values({ districtId, ...values })
          .onConflictDoUpdate({
            target: vaultSettings.districtId,
            set: { ...values, updatedAt: sql`now()` },
          });
        await recordAudit(tx, actor, {
          action: 'vault.settings_saved',
          districtId,
          target: 'Vault Settings',
          before: { ...before },
          after: { ...values },
        });
      });
      return settingsOf(db, districtId);
    },
  };
}
export type VaultService = ReturnType<typeof createVaultService>;
