import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { RESET_LINK_HOURS } from '../../../domain/account.ts';
import {
  type DistrictRole,
  type GiveAccessPayload,
  type ImportUsersReport,
  INVITATION_DAYS,
  type InvitationAnswer,
  type InviteUserPayload,
  isStaffRole,
  type ManagedUser,
  roleFromText,
  USER_IMPORT_MAX_ROWS,
  USER_MESSAGES,
  type UserStatus,
  type UserSummary,
  type WaitingAccount,
} from '../../../domain/users.ts';
import { pickFields } from '../../../domain/webhooks.ts';
import { requireAccess } from '../../access/guard.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { displayName, type Identity } from '../../auth/identity.ts';
import { issueLink, revokeAuthTokens } from '../../auth/one-time-links.ts';
import type { SessionStore } from '../../auth/sessions.ts';
import type { Db, Tx } from '../../db/client.ts';
import { districtSettings, districts, sessions, users } from '../../db/schema/index.ts';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/http-errors.ts';
import { accessGivenMail } from '../../mail/access-given.ts';
import { invitationMail } from '../../mail/invitation.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordResetMail } from '../../mail/password-reset.ts';
import type { WebhookOutbox } from '../webhooks/index.ts';

const statusOf = (u: {
  isActive: boolean;
  passwordHash: string | null;
  oidcSubject: string | null;
}): UserStatus =>
  !u.isActive ? 'deactivated' : u.passwordHash === null && u.oidcSubject === null ? 'invited' : 'active';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An account of no district yet that is not Five Star's: someone who registered and waits for access. */
const waitingAccount = and(
  isNull(users.districtId),
  ne(users.role, 'provider_admin'),
  eq(users.isActive, true),
);
const emailDomain = sql`lower(split_part(${users.email}, '@', 2))`;

/** Every tier's administrators give staff roles; an administrator's role needs User Management (or Five Star). */
function requireRoleGrant(actor: Identity, role: DistrictRole) {
  if (!isStaffRole(role)) requireAccess(actor, 'users', 'admin');
}

/** The audit entries of a change of role or activity (a department alone is not an administrative act). */
async function auditUpdate(
  tx: Tx,
  actor: Identity,
  user: { email: string; districtId: string; role: string; isActive: boolean },
  changes: { role?: DistrictRole; isActive?: boolean },
) {
  const about = { districtId: user.districtId, target: user.email };
  if (changes.role !== undefined && changes.role !== user.role)
    await recordAudit(tx, actor, {
      action: 'user.role_changed',
      ...about,
      before: { role: user.role },
      after: { role: changes.role },
    });
  if (changes.isActive !== undefined && changes.isActive !== user.isActive)
    await recordAudit(tx, actor, {
      action: changes.isActive ? 'user.reactivated' : 'user.deactivated',
      ...about,
      before: { status: user.isActive ? 'active' : 'deactivated' },
      after: { status: changes.isActive ? 'active' : 'deactivated' },
    });
}

export interface UsersServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Every server re-checks the sessions of a person whose district, role or activity changed. */
  identities: Pick<SessionStore, 'changed'>;
  /** The webhooks' enqueue: `user.created` and `user.deactivated` in the change's transaction. */
  webhooks: WebhookOutbox;
}

/** An account as webhooks carry it (never its password, its second factor or its sessions). */
const userPayload = (u: typeof users.$inferSelect, active = u.isActive) => ({
  user: pickFields('user', { ...u, active }),
});

/** The people of districts: pickers for everyone, and User Management for administrators. */
export function createUsersService({ db, mailer, publicUrl, identities, webhooks }: UsersServiceDeps) {
  async function districtNameOf(runner: Pick<Db, 'select'>, districtId: string) {
    const [d] = await runner
      .select({ name: districts.name })
      .from(districts)
      .where(eq(districts.id, districtId));
    return d?.name ?? 'your district';
  }

  /** A district's account the caller may manage (Five Star staff are not managed here): else 404. */
  async function managed(actor: Identity, id: string) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    const row = u?.districtId ? { ...u, districtId: u.districtId } : undefined;
    return visibleRow(actor, row, USER_MESSAGES.notFound);
  }

  /**
   * In `tx`: a new invitation link for the inviter to see once, and the invitation's mail (which gets
   * a link of its own as it goes out; using either ends both).
   */
  async function sendInvitation(
    tx: Tx,
    actor: Identity,
    user: { id: string; email: string; firstName: string; districtId: string },
  ) {
    await mailer.queue(tx, {
      to: user.email,
      kind: 'invitation',
      districtId: user.districtId,
      dedupeKey: `invitation:${user.id}:${randomUUID()}`,
      mail: invitationMail({
        firstName: user.firstName,
        districtName: await districtNameOf(tx, user.districtId),
        inviter: displayName(actor),
        days: INVITATION_DAYS,
      }),
      link: { userId: user.id, purpose: 'invite' },
    });
    return issueLink(tx, publicUrl, user.id, 'invite');
  }

  /** An active account of the caller's reach, for a link to choose a new password. */
  async function activeManaged(actor: Identity, id: string) {
    const user = await managed(actor, id);
    if (!user.isActive) throw conflict(USER_MESSAGES.deactivated);
    return user;
  }

  /** The district's own mail domains (District profile). */
  async function domainsOf(districtId: string): Promise<string[]> {
    const [row] = await db
      .select({ domains: districtSettings.emailDomains })
      .from(districtSettings)
      .where(eq(districtSettings.districtId, districtId));
    return row?.domains ?? [];
  }

  /**
   * The waiting accounts the caller may see (one of them with `id`): every one for Five Star, else
   * those whose email is of one of the district's domains.
   */
  async function waitingFor(actor: Identity, requested?: string, id?: string) {
    const provider = actor.accountRole === 'provider_admin';
    const domains = provider ? null : await domainsOf(resolveDistrict(actor, requested));
    if (domains?.length === 0) return [];
    return db
      .select()
      .from(users)
      .where(
        and(
          waitingAccount,
          domains ? inArray(emailDomain, domains) : undefined,
          id ? eq(users.id, id) : undefined,
        ),
      )
      .orderBy(asc(users.createdAt));
  }

  /**
   * A waiting account joins a district with a role, in `tx`; answers false if it no longer waits.
   * It keeps its password: a mail tells it to sign in.
   */
  async function attach(
    tx: Tx,
    actor: Identity,
    account: { id: string; email: string; firstName: string },
    to: { districtId: string; role: DistrictRole; department?: string | null },
  ): Promise<boolean> {
    const [joined] = await tx
      .update(users)
      .set({
        districtId: to.districtId,
        role: to.role,
        ...(to.department ? { department: to.department } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, account.id), waitingAccount))
      .returning();
    if (!joined) return false;
    // New to the district: its webhooks see the account for the first time.
    await webhooks.enqueue(tx, to.districtId, 'user.created', userPayload(joined));
    const districtName = await districtNameOf(tx, to.districtId);
    await mailer.queue(tx, {
      to: account.email,
      kind: 'access_given',
      districtId: to.districtId,
      dedupeKey: `access-given:${account.id}:${to.districtId}`,
      mail: accessGivenMail({
        firstName: account.firstName,
        districtName,
        giver: displayName(actor),
        url: `${publicUrl}/`,
      }),
    });
    await recordAudit(tx, actor, {
      action: 'user.access_given',
      districtId: to.districtId,
      target: account.email,
      before: { status: 'waiting' },
      after: { role: to.role },
    });
    return true;
  }

  /** Refuses to leave a district without an active administrator. */
  async function keepAnAdministrator(tx: Tx, user: { id: string; districtId: string }) {
    const [{ n }] = (
      await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from users where district_id = ${user.districtId} and role = 'district_admin' and is_active and id <> ${user.id}`,
      )
    ).rows as [{ n: number }];
    if (n === 0) throw conflict(USER_MESSAGES.lastAdministrator);
  }

  return {
    /**
     * The people of one district (its staff and its Staff & Students, each with their role: a
     * picker of who takes work leaves requesters out), optionally with Five Star's administrators
     * and technicians.
     */
    async people(actor: Identity, districtId: string, includeProvider: boolean): Promise<UserSummary[]> {
      // Five Star's staff and their addresses are for Five Star's administrators.
      if (includeProvider && actor.accountRole !== 'provider_admin') throw forbidden();
      const ofDistrict = and(eq(users.districtId, districtId), eq(users.isActive, true));
      const provider = and(isNull(users.districtId), inArray(users.role, ['provider_admin', 'technician']));
      const rows = await db
        .select()
        .from(users)
        .where(includeProvider ? or(ofDistrict, provider) : ofDistrict)
        .orderBy(asc(users.firstName), asc(users.lastName));
      return rows.map((u) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        role: u.role,
        districtId: u.districtId,
      }));
    },

    /** User Management's table: the district's accounts, filtered. */
    async list(
      actor: Identity,
      requested: string | undefined,
      q: { q?: string; role?: DistrictRole; status?: UserStatus },
    ): Promise<ManagedUser[]> {
      const districtId = resolveDistrict(actor, requested);
      const filters: (SQL | undefined)[] = [eq(users.districtId, districtId)];
      if (q.role) filters.push(eq(users.role, q.role));
      if (q.q) {
        const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(
          or(
            ilike(users.email, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            ilike(users.department, like),
          ),
        );
      }
      // "users"."id" spelled out: drizzle writes ${users.id} as a bare "id", the token's own id here.
      const invitationExpiry = sql<Date | null>`(select max(t.expires_at) from auth_tokens t where t.user_id = "users"."id" and t.purpose = 'invite' and t.used_at is null)`;
      const rows = await db
        .select({ u: users, invitationExpiresAt: invitationExpiry })
        .from(users)
        .where(and(...filters))
        .orderBy(asc(users.firstName), asc(users.lastName));
      return rows
        .map(({ u, invitationExpiresAt }) => ({
          id: u.id,
          name: `${u.firstName} ${u.lastName}`.trim(),
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          role: u.role,
          department: u.department,
          status: statusOf(u),
          districtId: u.districtId,
          lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
          invitationExpiresAt:
            statusOf(u) === 'invited' && invitationExpiresAt
              ? new Date(invitationExpiresAt).toISOString()
              : null,
          twoFactor: u.totpSecret !== null,
          createdAt: u.createdAt.toISOString(),
        }))
        .filter((u) => !q.status || u.status === q.status);
    },

    /**
     * Invites someone to the district: an account without a password, and a one-time link by mail.
     * An email that is an account waiting for access joins the district at once instead.
     */
    async invite(
      actor: Identity,
      input: InviteUserPayload & { email: string; role: DistrictRole },
    ): Promise<InvitationAnswer> {
      const districtId = resolveDistrict(actor, input.districtId);
      requireRoleGrant(actor, input.role);
      let answer: InvitationAnswer;
      try {
        answer = await db.transaction(async (tx) => {
          const [waiting] = await tx
            .select()
            .from(users)
            .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, waitingAccount));
          if (waiting) {
            const to = { districtId, role: input.role, department: input.department || null };
            if (!(await attach(tx, actor, waiting, to))) throw conflict(USER_MESSAGES.emailTaken);
            const now = new Date().toISOString();
            return {
              invitation: { id: waiting.id, email: waiting.email, role: input.role, expiresAt: now },
              inviteUrl: `${publicUrl}/`,
              attached: true,
            };
          }
          const [user] = await tx
            .insert(users)
            .values({
              email: input.email,
              firstName: input.firstName || input.email.split('@')[0]!,
              lastName: input.lastName ?? '',
              role: input.role,
              department: input.department || null,
              districtId,
            })
            .returning();
          const link = await sendInvitation(tx, actor, { ...user!, districtId });
          await recordAudit(tx, actor, {
            action: 'user.invited',
            districtId,
            target: user!.email,
            before: null,
            after: { email: user!.email, role: user!.role, department: user!.department },
          });
          await webhooks.enqueue(tx, districtId, 'user.created', userPayload(user!));
          return {
            invitation: { id: user!.id, email: user!.email, role: user!.role, expiresAt: link.expiresAt },
            inviteUrl: link.url,
            attached: false,
          };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'users_email_key')) throw conflict(USER_MESSAGES.emailTaken);
        throw err;
      }
      // Someone who was waiting takes the district at once, in their open sessions too.
      if (answer.attached) await identities.changed({ userId: answer.invitation.id });
      return answer;
    },

    /**
     * Accounts waiting for access: every one for Five Star; for a district's administrators, those
     * whose email is of one of the district's domains (District profile).
     */
    async waiting(actor: Identity, requested?: string): Promise<WaitingAccount[]> {
      const rows = await waitingFor(actor, requested);
      return rows.map((u) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        createdAt: u.createdAt.toISOString(),
      }));
    },

    /** A waiting account joins a district with a role (Five Star: any; an administrator: their domains'). */
    async giveAccess(actor: Identity, id: string, input: GiveAccessPayload): Promise<ManagedUser> {
      const districtId = resolveDistrict(actor, input.districtId);
      requireRoleGrant(actor, input.role);
      const [account] = await waitingFor(actor, districtId, id);
      if (!account) throw notFound(USER_MESSAGES.waitingNotFound);
      await db.transaction(async (tx) => {
        if (!(await attach(tx, actor, account, { districtId, role: input.role })))
          throw notFound(USER_MESSAGES.waitingNotFound);
      });
      // Their open sessions take the district at once.
      await identities.changed({ userId: id });
      const [joined] = (await this.list(actor, districtId, {})).filter((u) => u.id === id);
      return joined!;
    },

    /** A fresh link for an invitation not used yet; the old link stops working. */
    async resend(actor: Identity, id: string): Promise<InvitationAnswer> {
      const user = await managed(actor, id);
      if (statusOf(user) !== 'invited') throw conflict(USER_MESSAGES.notInvited);
      return db.transaction(async (tx) => {
        await revokeAuthTokens(tx, user.id, 'invite');
        const link = await sendInvitation(tx, actor, user);
        return {
          invitation: { id: user.id, email: user.email, role: user.role, expiresAt: link.expiresAt },
          inviteUrl: link.url,
          attached: false,
        };
      });
    },

    /** Withdraws an invitation not used yet: the account it made is removed. */
    async revoke(actor: Identity, id: string): Promise<void> {
      const user = await managed(actor, id).catch(() => {
        throw notFound(USER_MESSAGES.invitationNotFound);
      });
      if (statusOf(user) !== 'invited') throw conflict(USER_MESSAGES.notInvited);
      await db.delete(users).where(eq(users.id, user.id));
    },

    /**
     * Role, department, deactivation. Nobody changes their own role or deactivates themselves, and a
     * district always keeps an active administrator. A changed role or activity re-checks the
     * person's sessions on every server: ended if deactivated, re-scoped if the role changed.
     */
    async update(
      actor: Identity,
      id: string,
      changes: { role?: DistrictRole; department?: string | null; isActive?: boolean },
    ): Promise<ManagedUser> {
      const user = await managed(actor, id);
      if (changes.role !== undefined && changes.role !== user.role && user.id === actor.userId)
        throw forbidden(USER_MESSAGES.ownRole);
      if (changes.isActive === false && user.id === actor.userId) throw forbidden(USER_MESSAGES.ownAccount);
      const demoted =
        user.role === 'district_admin' && changes.role !== undefined && changes.role !== 'district_admin';
      const deactivated = user.isActive && changes.isActive === false;
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`district-admins:${user.districtId}`}))`,
        );
        if (user.role === 'district_admin' && (demoted || deactivated)) await keepAnAdministrator(tx, user);
        await tx
          .update(users)
          .set({
            ...(changes.role !== undefined ? { role: changes.role } : {}),
            ...(changes.department !== undefined ? { department: changes.department || null } : {}),
            ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
        // A deactivated account's sessions end at once (its sockets close on the identity event).
        if (deactivated) await tx.delete(sessions).where(eq(sessions.userId, user.id));
        if (deactivated)
          await webhooks.enqueue(tx, user.districtId, 'user.deactivated', userPayload(user, false));
        await auditUpdate(tx, actor, user, changes);
      });
      const [after] = await this.list(actor, user.districtId, {}).then((all) =>
        all.filter((u) => u.id === user.id),
      );
      if ((changes.role !== undefined && changes.role !== user.role) || changes.isActive !== undefined)
        await identities.changed({ userId: user.id });
      return after!;
    },

    /** A one-time link to choose a new password for an administrator to pass on; the person is mailed one too. */
    async resetLink(actor: Identity, id: string): Promise<{ resetUrl: string; expiresAt: string }> {
      const user = await activeManaged(actor, id);
      return db.transaction(async (tx) => {
        await mailer.queue(tx, {
          to: user.email,
          kind: 'password_reset',
          districtId: user.districtId,
          dedupeKey: `password-reset:${user.id}:${randomUUID()}`,
          mail: passwordResetMail({ firstName: user.firstName, hours: RESET_LINK_HOURS }),
          link: { userId: user.id, purpose: 'password' },
        });
        await recordAudit(tx, actor, {
          action: 'user.reset_link',
          districtId: user.districtId,
          target: user.email,
        });
        const link = await issueLink(tx, publicUrl, user.id, 'password');
        return { resetUrl: link.url, expiresAt: link.expiresAt };
      });
    },

    /**
     * A Five Star administrator's way in for someone who cannot get mail (no mail server, a lost
     * address): a one-time link to choose a new password, shown once to that administrator, mailed
     * to nobody and recorded in the audit log.
     */
    async signInLink(actor: Identity, id: string): Promise<{ url: string; expiresAt: string }> {
      if (actor.accountRole !== 'provider_admin') throw forbidden(USER_MESSAGES.signInLinkProviderOnly);
      const user = await activeManaged(actor, id);
      return db.transaction(async (tx) => {
        await recordAudit(tx, actor, {
          action: 'user.sign_in_link',
          districtId: user.districtId,
          target: user.email,
        });
        return issueLink(tx, publicUrl, user.id, 'password');
      });
    },

    /**
     * Invites every valid row of a CSV (Email, Role, Department, First Name, Last Name); answers a
     * report of each row refused and why. A dry run checks and invites nobody.
     */
    async importCsv(
      actor: Identity,
      requested: string | undefined,
      csv: string,
      dryRun: boolean,
    ): Promise<ImportUsersReport> {
      const districtId = resolveDistrict(actor, requested);
      const parsed = Papa.parse<Record<string, string>>(csv.trim(), {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/[^a-z]/g, ''),
      });
      const rows = parsed.data.slice(0, USER_IMPORT_MAX_ROWS);
      const emails = rows.map((r) => (r.email ?? '').trim().toLowerCase());
      const taken = new Set(
        emails.length
          ? (
              await db
                .select({ email: users.email })
                .from(users)
                .where(inArray(sql`lower(${users.email})`, emails))
            ).map((u) => u.email.toLowerCase())
          : [],
      );
      const seen = new Set<string>();
      const rejected: ImportUsersReport['rejected'] = [];
      const valid: {
        email: string;
        role: DistrictRole;
        department?: string;
        firstName?: string;
        lastName?: string;
      }[] = [];
      rows.forEach((r, i) => {
        const email = emails[i]!;
        const reasons: string[] = [];
        const role = roleFromText(r.role ?? '');
        if (!emailPattern.test(email) || email.length > 254) reasons.push('Enter a valid email address');
        else if (taken.has(email)) reasons.push(USER_MESSAGES.emailTaken);
        else if (seen.has(email)) reasons.push('This email appears twice in the file');
        if (!role) reasons.push(USER_MESSAGES.roleInvalid);
        for (const [field, max] of [
          ['department', 100],
          ['firstname', 100],
          ['lastname', 100],
        ] as const)
          if ((r[field] ?? '').length > max) reasons.push(`${field} must be at most ${max} characters`);
        seen.add(email);
        if (reasons.length) rejected.push({ row: i + 2, email, reasons });
        else
          valid.push({
            email,
            role: role!,
            department: r.department?.trim() || undefined,
            firstName: r.firstname?.trim() || undefined,
            lastName: r.lastname?.trim() || undefined,
          });
      });
      if (rows.length === 0)
        rejected.push({ row: 1, email: '', reasons: ['The file has no rows under its header'] });
      if (!dryRun) for (const v of valid) await this.invite(actor, { ...v, districtId });
      return { dryRun, total: rows.length, invited: dryRun ? 0 : valid.length, rejected };
    },
  };
}
