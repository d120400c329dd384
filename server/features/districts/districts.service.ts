import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createDistrictSchema } from '../../../domain/districts.ts';
import { CREATE_DISTRICT_MESSAGES, type District, deriveDistrictCode } from '../../../domain/districts.ts';
import { pickFields } from '../../../domain/webhooks.ts';
import { canSeeDistrict } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { displayName, type Identity } from '../../auth/identity.ts';
import { issueLink, LINK_DAYS } from '../../auth/one-time-links.ts';
import { recordActivity } from '../../db/activity-log.ts';
import type { Db } from '../../db/client.ts';
import { districtStats, districts, users } from '../../db/schema/index.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/http-errors.ts';
import { invitationMail } from '../../mail/invitation.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { defaultFeatures } from '../permissions/index.ts';
import type { WebhookOutbox } from '../webhooks/index.ts';

type DistrictRow = typeof districts.$inferSelect;
type CreateInput = z.output<typeof createDistrictSchema>;

export function toDistrict(row: DistrictRow, userCount: number): District {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    isActive: row.status !== 'inactive',
    status: row.status,
    serviceLevel: row.serviceLevel,
    location: row.location,
    userCount,
    estimatedUsers: row.estimatedUsers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createDistrictsService({
  db,
  bus,
  publicUrl,
  mailer,
  webhooks,
}: {
  db: Db;
  bus: EventBus;
  publicUrl: string;
  mailer: Mailer;
  /** The first administrator is `user.created` for the new district (its provider-wide webhooks hear it). */
  webhooks: Pick<WebhookOutbox, 'enqueue'>;
}) {
  async function userCounts(ids: string[] | null): Promise<Map<string, number>> {
    const q = db.select({ districtId: users.districtId, n: count() }).from(users);
    const rows = await (ids ? q.where(inArray(users.districtId, ids)) : q).groupBy(users.districtId);
    return new Map(rows.map((r) => [r.districtId!, r.n]));
  }

  async function freeCode(base: string): Promise<string> {
    const taken = new Set(
      (
        await db
          .select({ code: districts.code })
          .from(districts)
          .where(sql`${districts.code} like ${`${base}%`}`)
      ).map((r) => r.code),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) {
      const candidate = `${base.slice(0, 16 - String(n).length)}${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  return {
    /** Provider admins see every district; everybody else only their own. */
    async list(id: Identity): Promise<District[]> {
      if (id.districtId === null && id.role !== 'provider_admin') return [];
      const rows = id.districtId
        ? await db.select().from(districts).where(eq(districts.id, id.districtId))
        : await db.select().from(districts).orderBy(asc(districts.name));
      const counts = await userCounts(id.districtId ? [id.districtId] : null);
      return rows.map((r) => toDistrict(r, counts.get(r.id) ?? 0));
    },

    async get(id: Identity, districtId: string) {
      if (!canSeeDistrict(id, districtId)) throw notFound('District not found.');
      const [row] = await db.select().from(districts).where(eq(districts.id, districtId));
      if (!row) throw notFound('District not found.');
      const counts = await districtCounts(db, districtId);
      return { ...toDistrict(row, counts.users), counts };
    },

    /** Creates the district, its administrator's account and a one-time invitation, in one transaction. */
    async create(actor: Identity, input: CreateInput) {
      const code = input.code ?? (await freeCode(deriveDistrictCode(input.districtName)));
      const [firstName, ...rest] = input.adminName.split(/\s+/);
      let created: District & { inviteUrl: string };
      try {
        created = await db.transaction(async (tx) => {
          // A new district gets the toggles saved under Manage Permissions' 'All districts'.
          const features = await defaultFeatures(tx);
          const [row] = await tx
            .insert(districts)
            .values({
              name: input.districtName,
              code,
              serviceLevel: input.serviceLevel,
              estimatedUsers: input.estimatedUsers,
              location: input.location || null,
              features,
            })
            .returning();
          const [admin] = await tx
            .insert(users)
            .values({
              email: input.adminEmail,
              firstName: firstName ?? input.adminName,
              lastName: rest.join(' '),
              role: 'district_admin',
              districtId: row!.id,
            })
            .returning();
          await webhooks.enqueue(tx, row!.id, 'user.created', {
            user: pickFields('user', { ...admin!, active: admin!.isActive }),
          });
          // The creator sees this link once; the mail gets one of its own as it goes out (none without
          // a mail server: the outbox never holds a link). Using either ends both.
          const { url: inviteUrl } = await issueLink(tx, publicUrl, admin!.id, 'invite');
          await mailer.queue(tx, {
            to: input.adminEmail,
            kind: 'invitation',
            districtId: row!.id,
            dedupeKey: `invitation:${admin!.id}:${Date.now()}`,
            mail: invitationMail({
              firstName: firstName ?? input.adminName,
              districtName: row!.name,
              inviter: `${displayName(actor)} (Five Star)`,
              days: LINK_DAYS,
            }),
            link: { userId: admin!.id, purpose: 'invite' },
          });
          await recordActivity(tx, {
            districtId: row!.id,
            actorId: actor.userId,
            action: 'district_created',
            summary: `${row!.name} was created with ${input.serviceLevel} service`,
          });
          await recordAudit(tx, actor, {
            action: 'district.created',
            districtId: row!.id,
            target: row!.name,
            before: null,
            after: {
              name: row!.name,
              code: row!.code,
              serviceLevel: row!.serviceLevel,
              location: row!.location,
              estimatedUsers: row!.estimatedUsers,
              administrator: input.adminEmail,
              features,
            },
          });
          return { ...toDistrict(row!, 1), inviteUrl };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'districts_code_unique'))
          throw conflict(CREATE_DISTRICT_MESSAGES.duplicateCode(code));
        if (isUniqueViolation(err, 'users_email_key'))
          throw conflict(CREATE_DISTRICT_MESSAGES.adminEmailTaken);
        throw err;
      }
      await bus.publish({ type: 'district_created', districtId: created.id, data: { name: created.name } });
      return created;
    },
  };
}

/** Real counts shown on the district detail page (tickets and assets from the kept counters). */
export async function districtCounts(db: Db, districtId: string) {
  const [u] = await db.select({ n: count() }).from(users).where(eq(users.districtId, districtId));
  const [s] = await db.select().from(districtStats).where(eq(districtStats.districtId, districtId));
  return { users: u?.n ?? 0, openTickets: s?.ticketsOpen ?? 0, assets: s?.assetsTotal ?? 0 };
}
