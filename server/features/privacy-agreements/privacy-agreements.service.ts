import { and, asc, type Column, eq, isNull, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { CSV_ESCAPE_NEEDED } from '../../../domain/csv.ts';
import { isoDay } from '../../../domain/license-rules.ts';
import {
  type AgreementFields,
  type AppFields,
  DATA_ELEMENT_KEYS,
  type DataElement,
  daysToExpiry,
  effectiveDpaStatus,
  isMissingAgreement,
  PRIVACY_AGREEMENT_MESSAGES as M,
  PRIVACY_APPS_CSV_HEADER,
  type PrivacyApp,
  type PrivacyAppsQuery,
  privacyAppCsvCells,
  remindersAfterSave,
} from '../../../domain/privacy-agreements.ts';
import { visibleRow } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { licenses, vendorAgreements } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-errors.ts';
import { readDistrictSettings } from '../settings/index.ts';

type AgreementRow = typeof vendorAgreements.$inferSelect;

/** What a change records in the audit log: the agreement's fields. */
const auditFields = (a: AgreementFields | AgreementRow) => ({
  dpaStatus: a.dpaStatus,
  agreementType: a.agreementType,
  signedAt: a.signedAt,
  expiresAt: a.expiresAt,
  dataElements: a.dataElements,
  agreementUrl: a.agreementUrl,
  approvedForStudents: a.approvedForStudents,
});

/** The columns a save writes from the payload. */
const agreementValues = (input: AgreementFields) => ({
  dpaStatus: input.dpaStatus,
  agreementType: input.agreementType,
  signedAt: input.signedAt,
  expiresAt: input.expiresAt,
  dataElements: input.dataElements,
  agreementUrl: input.agreementUrl,
  approvedForStudents: input.approvedForStudents,
});

const knownElements = (keys: string[]) =>
  keys.filter((k): k is DataElement => (DATA_ELEMENT_KEYS as string[]).includes(k));

/** One row of the list, from a license (or an app without one) and its agreement (or none yet). */
function toApp(
  app: { licenseId: string | null; appName: string; vendor: string },
  a: AgreementRow | null,
  today: string,
): PrivacyApp {
  const dpaStatus = a?.dpaStatus ?? 'none';
  const expiresAt = a?.expiresAt ?? null;
  const status = effectiveDpaStatus({ dpaStatus, expiresAt }, today);
  return {
    id: a?.id ?? null,
    licenseId: app.licenseId,
    appName: app.appName,
    vendor: app.vendor,
    status,
    dpaStatus,
    agreementType: a?.agreementType ?? null,
    signedAt: a?.signedAt ?? null,
    expiresAt,
    dataElements: knownElements(a?.dataElements ?? []),
    agreementUrl: a?.agreementUrl ?? null,
    approvedForStudents: a?.approvedForStudents ?? false,
    daysToExpiry: daysToExpiry(expiresAt, today),
    missingAgreement: isMissingAgreement(status),
    updatedAt: a?.updatedAt.toISOString() ?? null,
  };
}

const byName = (a: PrivacyApp, b: PrivacyApp) =>
  a.appName.localeCompare(b.appName, 'en', { sensitivity: 'base' }) ||
  a.vendor.localeCompare(b.vendor, 'en', { sensitivity: 'base' });

/**
 * Vendor agreements (docs/product.md#vendor-agreements): each license's data privacy agreement,
 * apps in use without a license, the list of apps missing a signed agreement and its export.
 * Every change is recorded in the audit log in its own transaction.
 */
export function createPrivacyAgreementsService({ db }: { db: Db }) {
  /** The district's today, in its time zone: every status and day count is on it. */
  const todayOf = async (districtId: string) =>
    isoDay(new Date(), (await readDistrictSettings(db, districtId)).timezone);

  async function licenseOf(runner: Db | Tx, actor: Identity, requested: string | undefined, id: string) {
    const [row] = await runner
      .select({
        id: licenses.id,
        districtId: licenses.districtId,
        name: licenses.name,
        vendor: licenses.vendor,
      })
      .from(licenses)
      .where(eq(licenses.id, id));
    return visibleRow(actor, row, M.licenseNotFound, requested);
  }

  /** An app without a license (a license's agreement is not one: 404). */
  async function appOf(tx: Tx, actor: Identity, requested: string | undefined, id: string) {
    const [row] = await tx
      .select()
      .from(vendorAgreements)
      .where(and(eq(vendorAgreements.id, id), isNull(vendorAgreements.licenseId)))
      .for('update');
    return visibleRow(actor, row, M.appNotFound, requested);
  }

  /** 409 when the app is listed already: as an app without a license, or as a license. */
  async function refuseDuplicate(tx: Tx, districtId: string, app: AppFields, except?: string) {
    const same = (column: Column, value: string) => sql`lower(${column}) = lower(${value})`;
    const [listed] = await tx
      .select({ id: vendorAgreements.id })
      .from(vendorAgreements)
      .where(
        and(
          eq(vendorAgreements.districtId, districtId),
          isNull(vendorAgreements.licenseId),
          same(vendorAgreements.vendor, app.vendor),
          same(vendorAgreements.appName, app.appName),
          except ? sql`${vendorAgreements.id} <> ${except}` : undefined,
        ),
      )
      .limit(1);
    if (listed) throw conflict(M.appExists);
    const [licensed] = await tx
      .select({ id: licenses.id })
      .from(licenses)
      .where(
        and(
          eq(licenses.districtId, districtId),
          isNull(licenses.cancelledAt),
          same(licenses.vendor, app.vendor),
          same(licenses.name, app.appName),
        ),
      )
      .limit(1);
    if (licensed) throw conflict(M.appHasLicense);
  }

  async function list(districtId: string, query: PrivacyAppsQuery): Promise<PrivacyApp[]> {
    const today = await todayOf(districtId);
    const [licensed, unlicensed] = await Promise.all([
      db
        .select({
          license: { id: licenses.id, name: licenses.name, vendor: licenses.vendor },
          agreement: vendorAgreements,
        })
        .from(licenses)
        .leftJoin(vendorAgreements, eq(vendorAgreements.licenseId, licenses.id))
        .where(and(eq(licenses.districtId, districtId), isNull(licenses.cancelledAt))),
      db
        .select()
        .from(vendorAgreements)
        .where(and(eq(vendorAgreements.districtId, districtId), isNull(vendorAgreements.licenseId)))
        .orderBy(asc(vendorAgreements.appName)),
    ]);
    const apps = [
      ...licensed.map((r) =>
        toApp(
          { licenseId: r.license.id, appName: r.license.name, vendor: r.license.vendor },
          r.agreement,
          today,
        ),
      ),
      ...unlicensed.map((a) =>
        toApp({ licenseId: null, appName: a.appName ?? '', vendor: a.vendor ?? '' }, a, today),
      ),
    ];
    const q = query.q?.toLowerCase();
    return apps
      .filter((a) => query.missingAgreement !== 'true' || a.missingAgreement)
      .filter((a) => !q || a.appName.toLowerCase().includes(q) || a.vendor.toLowerCase().includes(q))
      .sort(byName);
  }

  return {
    list,

    /** The list as CSV, in the words a parent reads. */
    async exportCsv(districtId: string, query: PrivacyAppsQuery): Promise<{ csv: string; count: number }> {
      const apps = await list(districtId, query);
      const csv = Papa.unparse(
        { fields: [...PRIVACY_APPS_CSV_HEADER], data: apps.map(privacyAppCsvCells) },
        { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' },
      );
      return { csv: `${csv}\r\n`, count: apps.length };
    },

    async forLicense(actor: Identity, requested: string | undefined, licenseId: string): Promise<PrivacyApp> {
      const license = await licenseOf(db, actor, requested, licenseId);
      const [agreement] = await db
        .select()
        .from(vendorAgreements)
        .where(eq(vendorAgreements.licenseId, license.id));
      const app = { licenseId: license.id, appName: license.name, vendor: license.vendor };
      return toApp(app, agreement ?? null, await todayOf(license.districtId));
    },

    /** Records a license's agreement (an upsert); a new expiry date clears the reminders sent. */
    async saveForLicense(
      actor: Identity,
      requested: string | undefined,
      licenseId: string,
      input: AgreementFields,
    ): Promise<PrivacyApp> {
      const saved = await db.transaction(async (tx) => {
        const license = await licenseOf(tx, actor, requested, licenseId);
        // Locks the license so two first saves cannot both insert.
        await tx.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, license.id)).for('update');
        const [before] = await tx
          .select()
          .from(vendorAgreements)
          .where(eq(vendorAgreements.licenseId, license.id))
          .for('update');
        const values = {
          ...agreementValues(input),
          remindersSent: remindersAfterSave(before ?? null, input.expiresAt),
          updatedBy: actor.userId,
          updatedAt: new Date(),
        };
        const [row] = before
          ? await tx
              .update(vendorAgreements)
              .set(values)
              .where(eq(vendorAgreements.id, before.id))
              .returning()
          : await tx
              .insert(vendorAgreements)
              .values({ ...values, districtId: license.districtId, licenseId: license.id })
              .returning();
        await recordAudit(tx, actor, {
          action: 'privacy_agreement.saved',
          districtId: license.districtId,
          target: `${license.name} (${license.vendor})`,
          before: before ? auditFields(before) : null,
          after: auditFields(input),
        });
        return { row: row!, license };
      });
      const app = { licenseId: saved.license.id, appName: saved.license.name, vendor: saved.license.vendor };
      return toApp(app, saved.row, await todayOf(saved.license.districtId));
    },

    /** An app in use without a license, with its agreement. */
    async addApp(actor: Identity, districtId: string, input: AppFields): Promise<PrivacyApp> {
      const row = await db.transaction(async (tx) => {
        // One add at a time per district, so the duplicate check holds.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('privacy-apps'), hashtext(${districtId}))`,
        );
        await refuseDuplicate(tx, districtId, input);
        const [made] = await tx
          .insert(vendorAgreements)
          .values({
            ...agreementValues(input),
            districtId,
            vendor: input.vendor,
            appName: input.appName,
            updatedBy: actor.userId,
          })
          .returning();
        await recordAudit(tx, actor, {
          action: 'privacy_agreement.added',
          districtId,
          target: `${input.appName} (${input.vendor})`,
          after: auditFields(input),
        });
        return made!;
      });
      return toApp(
        { licenseId: null, appName: input.appName, vendor: input.vendor },
        row,
        await todayOf(districtId),
      );
    },

    async updateApp(
      actor: Identity,
      requested: string | undefined,
      id: string,
      input: AppFields,
    ): Promise<PrivacyApp> {
      const row = await db.transaction(async (tx) => {
        const before = await appOf(tx, actor, requested, id);
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('privacy-apps'), hashtext(${before.districtId}))`,
        );
        await refuseDuplicate(tx, before.districtId, input, before.id);
        const [after] = await tx
          .update(vendorAgreements)
          .set({
            ...agreementValues(input),
            vendor: input.vendor,
            appName: input.appName,
            remindersSent: remindersAfterSave(before, input.expiresAt),
            updatedBy: actor.userId,
            updatedAt: new Date(),
          })
          .where(eq(vendorAgreements.id, before.id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'privacy_agreement.saved',
          districtId: before.districtId,
          target: `${input.appName} (${input.vendor})`,
          before: { appName: before.appName, vendor: before.vendor, ...auditFields(before) },
          after: { appName: input.appName, vendor: input.vendor, ...auditFields(input) },
        });
        return after!;
      });
      return toApp(
        { licenseId: null, appName: input.appName, vendor: input.vendor },
        row,
        await todayOf(row.districtId),
      );
    },

    async removeApp(actor: Identity, requested: string | undefined, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await appOf(tx, actor, requested, id);
        await tx.delete(vendorAgreements).where(eq(vendorAgreements.id, row.id));
        await recordAudit(tx, actor, {
          action: 'privacy_agreement.removed',
          districtId: row.districtId,
          target: `${row.appName} (${row.vendor})`,
          before: auditFields(row),
        });
      });
    },
  };
}
