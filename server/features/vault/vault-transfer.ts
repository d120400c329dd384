import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { isoDay } from '../../../domain/license-rules.ts';
import {
  BITWARDEN_COLUMNS,
  bitwardenRow,
  type CreateVaultEntry,
  canSeeEntry,
  checkImportRow,
  fromBitwardenRecord,
  VAULT_MESSAGES as M,
  mayExport,
  VAULT_ACCESS_LEVELS,
  VAULT_CATEGORIES,
  VAULT_DEPARTMENTS,
  VAULT_LIMITS,
  type VaultImportReport,
  type VaultViewer,
} from '../../../domain/vault.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { users, vaultEntries } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/http-errors.ts';
import { defaultExpiry, type RequestContext, storedEntry, type VaultService } from './vault.service.ts';
import type { VaultKeys } from './vault-keys.ts';
import type { VaultStore } from './vault-store.ts';
import { measureStrength } from './vault-strength.ts';

/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const CHUNK = 500;

/** What an imported row without Bitwarden's custom fields becomes: something the importer still sees. */
function importDefaults(viewer: VaultViewer) {
  const ownDepartment = (VAULT_DEPARTMENTS as readonly string[]).includes(viewer.department ?? '');
  return {
    category: VAULT_CATEGORIES[0],
    department: ownDepartment ? viewer.department! : VAULT_DEPARTMENTS[0],
    accessLevel:
      viewer.role === 'district_admin' || viewer.role === 'provider_admin'
        ? VAULT_ACCESS_LEVELS[0]
        : ownDepartment
          ? 'department'
          : 'public',
  };
}

/**
 * Export and import in Bitwarden's CSV. The export needs the caller's password again, holds only
 * entries they see, and is audited; the import checks every row with Add Password's rules and adds
 * all of them or none.
 */
export function createVaultTransfer(store: VaultStore, keys: VaultKeys, service: VaultService) {
  const { db, log, logMany, settingsOf, viewerOf } = store;

  return {
    async exportCsv(
      actor: Identity,
      requested: string | undefined,
      password: string,
      ctx: RequestContext,
    ): Promise<{ csv: string; count: number; day: string }> {
      const districtId = resolveDistrict(actor, requested);
      const settings = await settingsOf(db, districtId);
      if (!mayExport(actor.role, settings.exportRoles)) throw forbidden(M.exportNotAllowed);
      const [me] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, actor.userId));
      if (!(await verifyPassword(me?.hash ?? null, password))) throw badRequest(M.wrongPassword);

      const list = await service.visibleEntries(actor, districtId);
      const sealed = new Map(
        (await db.select().from(vaultEntries).where(eq(vaultEntries.districtId, districtId))).map((r) => [
          r.id,
          r,
        ]),
      );
      const k = await keys.keysOf(districtId);
      const rows = list.flatMap((item) => {
        const row = sealed.get(item.id);
        if (!row) return [];
        return [
          bitwardenRow({
            ...item,
            password: service.openSecret(k, row, 'password') ?? '',
            twoFactorBackup: service.openSecret(k, row, 'twoFactorBackup'),
            notes: service.openSecret(k, row, 'notes'),
          }),
        ];
      });
      await db.transaction(async (tx) => {
        const title = `${list.length} ${list.length === 1 ? 'entry' : 'entries'}`;
        await log(tx, actor, { id: null, districtId, title }, 'export', { ipAddress: ctx.ipAddress });
        await recordAudit(tx, actor, {
          action: 'vault.exported',
          districtId,
          target: `Password Vault (${title})`,
          ipAddress: ctx.ipAddress ?? undefined,
        });
      });
      // Formulas are neutralised cell by cell in bitwardenRow (the password is left exact).
      const csv = Papa.unparse({ fields: [...BITWARDEN_COLUMNS], data: rows }, { newline: '\r\n' });
      return { csv: `${csv}\r\n`, count: list.length, day: isoDay() };
    },

    async importCsv(
      actor: Identity,
      requested: string | undefined,
      text: string,
      dryRun: boolean,
    ): Promise<VaultImportReport> {
      const districtId = resolveDistrict(actor, requested);
      const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (h) => h.trim(),
      });
      const fields = parsed.meta.fields ?? [];
      if (!fields.includes('name') || !fields.includes('login_password')) throw badRequest(M.importColumns);
      if (parsed.data.length === 0) throw badRequest(M.importEmpty);
      if (parsed.data.length > VAULT_LIMITS.importRows) throw badRequest(M.importTooManyRows);

      const viewer = await viewerOf(actor);
      const defaults = importDefaults(viewer);
      const valid: CreateVaultEntry[] = [];
      const validRows: number[] = [];
      const rejected: { row: number; title: string; message: string }[] = [];
      parsed.data.forEach((record, i) => {
        const row = fromBitwardenRecord(record, defaults);
        const checked = checkImportRow(row);
        const title = row.title.trim().slice(0, VAULT_LIMITS.title);
        if (!checked.ok) rejected.push({ row: i + 2, title, message: checked.message });
        else if (!canSeeEntry(viewer, checked.entry))
          rejected.push({ row: i + 2, title, message: M.levelHidden });
        else {
          valid.push(checked.entry);
          validRows.push(i + 2);
        }
      });
      const strengths = await Promise.all(valid.map((e) => measureStrength(e.password)));
      const report = (created: number): VaultImportReport => ({
        dryRun,
        total: parsed.data.length,
        valid: valid.length,
        created,
        rejectedCount: rejected.length,
        rejected: rejected.slice(0, VAULT_LIMITS.importReport),
        preview: valid.slice(0, VAULT_LIMITS.importReport).map((e, i) => ({
          row: validRows[i]!,
          title: e.title,
          username: e.username,
          url: e.url,
          category: e.category,
          department: e.department,
          accessLevel: e.accessLevel,
          strength: strengths[i]!,
        })),
      });
      if (dryRun || rejected.length > 0) return report(0);

      const expiry = defaultExpiry(await settingsOf(db, districtId));
      await db.transaction(async (tx) => {
        const k = await keys.keysOf(districtId, tx);
        for (let start = 0; start < valid.length; start += CHUNK) {
          const values = valid.slice(start, start + CHUNK).map((e, i) =>
            storedEntry(
              keys,
              k,
              {
                id: randomUUID(),
                districtId,
                createdById: actor.userId,
                strength: strengths[start + i]!,
                expiryDate: e.expiryDate ?? expiry,
              },
              e,
            ),
          );
          await tx.insert(vaultEntries).values(values);
          await logMany(tx, actor, values as { id: string; districtId: string; title: string }[], 'import');
        }
      });
      return report(valid.length);
    },
  };
}
