import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  ASSIGNMENT_LIST_MAX,
  type AssignmentPage,
  isPerSeat,
  type LicenseAssignment,
  LICENSE_MESSAGES as M,
} from '../../../domain/licenses.ts';
import { ROLE_LABELS } from '../../../domain/roles.ts';
import { displayName, type Identity } from '../../auth/identity.ts';
import type { Tx } from '../../db/client.ts';
import { assets, licenseAssignments, licenses, users } from '../../db/schema/index.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/http-errors.ts';
import { type LicenseRow, likePattern } from './license-rows.ts';
import type { LicenseStore } from './license-store.ts';

type AssignmentRow = typeof licenseAssignments.$inferSelect;

function toAssignment(row: AssignmentRow): LicenseAssignment {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    assetId: row.assetId,
    name: row.name,
    email: row.email,
    detail: row.detail,
    removed: (row.kind === 'user' && row.userId === null) || (row.kind === 'device' && row.assetId === null),
    assignedAt: row.assignedAt.toISOString(),
    assignedByName: row.assignedByName,
  };
}

/** How a seat holder is named in messages and the history: "Ms. Rivera (rivera@…)", "Cart laptop (BENS-LT-0042)". */
const holderLabel = (a: { kind: string; name: string; email: string | null; detail: string }) =>
  a.kind === 'device'
    ? `${a.name} (${a.detail.split(' · ')[0]})`
    : a.email
      ? `${a.name} (${a.email})`
      : a.name;

type Assignee = { userId: string } | { assetId: string } | { name: string; email: string };

/**
 * The seats of per-seat licenses: a seat goes to a user of the district, a person named by name
 * and email, or a device of the inventory (see docs/product.md#licenses). Assigning locks the
 * license, so two people assigning the last seat at once cannot both get it.
 */
export function createLicenseSeats(store: LicenseStore) {
  const { db, changed, record, find, lock, save } = store;

  /** The holder a payload names, looked up in the license's district (404 when it is not there). */
  async function holder(tx: Tx, license: LicenseRow, who: Assignee) {
    if ('userId' in who) {
      if (license.seatModel !== 'per_user') throw conflict(M.personOnPerDevice);
      const [u] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, who.userId), eq(users.districtId, license.districtId)));
      if (!u) throw notFound(M.userNotFound);
      return {
        kind: 'user' as const,
        userId: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        detail: ROLE_LABELS[u.role],
      };
    }
    if ('assetId' in who) {
      if (license.seatModel !== 'per_device') throw conflict(M.deviceOnPerUser);
      const [a] = await tx
        .select()
        .from(assets)
        .where(and(eq(assets.id, who.assetId), eq(assets.districtId, license.districtId)));
      if (!a) throw notFound(M.deviceNotFound);
      const model = [a.manufacturer, a.model].filter(Boolean).join(' ');
      return {
        kind: 'device' as const,
        assetId: a.id,
        name: a.name,
        email: null,
        detail: [a.assetTag, model].filter(Boolean).join(' · '),
      };
    }
    if (license.seatModel !== 'per_user') throw conflict(M.personOnPerDevice);
    return { kind: 'person' as const, name: who.name, email: who.email, detail: '' };
  }

  return {
    /** The license's seats, newest first, narrowed by a search over name, email and device details. */
    async list(
      actor: Identity,
      requested: string | undefined,
      id: string,
      q: { q?: string; limit?: number },
    ): Promise<AssignmentPage> {
      const license = await find(actor, id, requested);
      const search = q.q?.trim();
      const where = and(
        eq(licenseAssignments.districtId, license.districtId),
        eq(licenseAssignments.licenseId, license.id),
        search
          ? sql`lower(${licenseAssignments.name} || ' ' || coalesce(${licenseAssignments.email}, '') || ' ' || ${licenseAssignments.detail}) like ${likePattern(search)}`
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(licenseAssignments)
          .where(where)
          .orderBy(desc(licenseAssignments.assignedAt), desc(licenseAssignments.id))
          .limit(q.limit ?? ASSIGNMENT_LIST_MAX),
        search
          ? db.select({ n: count() }).from(licenseAssignments).where(where)
          : [{ n: license.assignedSeats }],
      ]);
      return { items: rows.map(toAssignment), total: total?.n ?? 0 };
    },

    /**
     * Gives a seat: a user or a named person on a per-user license, a device on a per-device one.
     * 409 when every seat is taken, the license is cancelled, or the holder has a seat already.
     */
    async assign(
      actor: Identity,
      requested: string | undefined,
      id: string,
      who: Assignee,
    ): Promise<LicenseAssignment> {
      let label = '';
      const created = await db
        .transaction(async (tx) => {
          const license = await lock(tx, actor, id, requested);
          if (!isPerSeat(license.seatModel)) throw conflict(M.notPerSeat);
          if (license.cancelledAt) throw conflict(M.cancelledNoSeats);
          const h = await holder(tx, license, who);
          label = holderLabel(h);
          if (license.assignedSeats >= license.licenseCount)
            throw conflict(M.noSeats(license.name, license.licenseCount));
          const [row] = await tx
            .insert(licenseAssignments)
            .values({
              ...h,
              districtId: license.districtId,
              licenseId: license.id,
              assignedBy: actor.userId,
              assignedByName: displayName(actor),
            })
            .returning();
          const after = await save(tx, license.id, {
            assignedSeats: sql`${licenses.assignedSeats} + 1` as never,
          });
          await record(tx, after, actor, 'seat_assigned', { assignee: label });
          return row!;
        })
        .catch((err) => {
          if (isUniqueViolation(err)) throw conflict(M.alreadyAssigned(label));
          throw err;
        });
      await changed(created.districtId, { id, action: 'seat_assigned' });
      return toAssignment(created);
    },

    /** Frees a seat. */
    async unassign(actor: Identity, requested: string | undefined, id: string, assignmentId: string) {
      const districtId = await db.transaction(async (tx) => {
        const license = await lock(tx, actor, id, requested);
        const [gone] = await tx
          .delete(licenseAssignments)
          .where(
            and(
              eq(licenseAssignments.districtId, license.districtId),
              eq(licenseAssignments.licenseId, license.id),
              eq(licenseAssignments.id, assignmentId),
            ),
          )
          .returning();
        if (!gone) throw notFound(M.assignmentNotFound);
        const after = await save(tx, license.id, {
          assignedSeats: sql`${licenses.assignedSeats} - 1` as never,
        });
        await record(tx, after, actor, 'seat_unassigned', { assignee: holderLabel(gone) });
        return license.districtId;
      });
      await changed(districtId, { id, action: 'seat_unassigned' });
    },
  };
}
