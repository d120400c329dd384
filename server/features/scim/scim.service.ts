import { randomBytes } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { featuresOf } from '../../../domain/access.ts';
import type { Role } from '../../../domain/roles.ts';
import {
  type CreatedScimToken,
  groupFieldsOf,
  groupPatchOf,
  isScimTokenShaped,
  pageOf,
  parseScimFilter,
  roleFromGroups,
  roleOfGroup,
  SCIM_BASE_PATH,
  SCIM_MESSAGES,
  SCIM_SCHEMA,
  SCIM_TOKEN_HINT_LENGTH,
  SCIM_TOKEN_PREFIX,
  SCIM_TOKEN_TOUCH_MS,
  type ScimError,
  type ScimGroupChange,
  type ScimToken,
  type ScimTokens,
  type ScimUserChange,
  scimError,
  userFieldsOf,
  userPatchOf,
} from '../../../domain/scim.ts';
import type { DistrictRole } from '../../../domain/users.ts';
import { pickFields } from '../../../domain/webhooks.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { SessionStore } from '../../auth/sessions.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  districts,
  samlConfigs,
  scimGroupMembers,
  scimGroups,
  scimTokens,
  scimUsers,
  users,
} from '../../db/schema/index.ts';
import { HttpError, isUniqueViolation, notFound } from '../../lib/http-errors.ts';
import type { WebhookOutbox } from '../webhooks/index.ts';

/** An RFC 7644 error to answer (the area's error handler sends its body with its status). */
export class ScimRefusal extends Error {
  constructor(readonly body: ScimError) {
    super(body.detail);
  }
  get status() {
    return Number(this.body.status);
  }
}
const refuse = (error: ScimError) => new ScimRefusal(error);

/** What the SCIM area may ask of User Management: its one change of role and activity (sessions end there). */
export interface ScimUserManagement {
  update(actor: Identity, id: string, changes: { role?: DistrictRole; isActive?: boolean }): Promise<unknown>;
}

export interface ScimServiceDeps {
  db: Db;
  publicUrl: string;
  users: ScimUserManagement;
  identities: Pick<SessionStore, 'changed'>;
  webhooks: WebhookOutbox;
}

/** Who asks over SCIM: one district's token. */
export interface ScimClient {
  tokenId: string;
  districtId: string;
  /** The identity its changes are made and audited as: "SCIM (scim_ab12…)", the district's administrator. */
  actor: Identity;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const newScimToken = () => `${SCIM_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

type UserRow = typeof users.$inferSelect & {
  scimUserName: string | null;
  externalId: string | null;
};
type GroupRow = typeof scimGroups.$inferSelect;

/** SCIM provisioning of a district (see docs/api.md#scim-20-issue-35): its tokens, Users and Groups. */
export function createScimService({
  db,
  publicUrl,
  users: management,
  identities,
  webhooks,
}: ScimServiceDeps) {
  const baseUrl = `${publicUrl.replace(/\/$/, '')}${SCIM_BASE_PATH}`;

  // ————— Tokens —————

  const tokenColumns = {
    id: scimTokens.id,
    hint: scimTokens.hint,
    createdAt: scimTokens.createdAt,
    firstName: users.firstName,
    lastName: users.lastName,
    lastUsedAt: scimTokens.lastUsedAt,
    lastUsedAddress: scimTokens.lastUsedAddress,
  };
  const toToken = (r: {
    id: string;
    hint: string;
    createdAt: Date;
    firstName: string | null;
    lastName: string | null;
    lastUsedAt: Date | null;
    lastUsedAddress: string | null;
  }): ScimToken => ({
    id: r.id,
    hint: `${r.hint}…`,
    createdAt: r.createdAt.toISOString(),
    createdByName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
    lastUsedAt: iso(r.lastUsedAt),
    lastUsedAddress: r.lastUsedAddress,
  });

  /** The actor a token's changes are made as: its creator's account (for the audit's link), acting as the district's administrator. */
  async function actorOf(token: { id: string; hint: string; districtId: string; createdBy: string | null }) {
    const [district] = await db.select().from(districts).where(eq(districts.id, token.districtId));
    if (!district) return null;
    const creator = token.createdBy
      ? (await db.select({ id: users.id }).from(users).where(eq(users.id, token.createdBy)))[0]
      : undefined;
    const fallback = creator
      ? undefined
      : (
          await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'provider_admin'), eq(users.isActive, true)))
            .orderBy(asc(users.createdAt))
            .limit(1)
        )[0];
    const userId = creator?.id ?? fallback?.id;
    if (!userId) return null;
    const actor: Identity = {
      userId,
      email: 'scim',
      firstName: 'SCIM',
      lastName: `(${token.hint}…)`,
      isDemo: false,
      accountRole: 'district_admin',
      role: 'district_admin',
      districtId: district.id,
      districtName: district.name,
      serviceLevel: district.serviceLevel,
      features: featuresOf(district.features),
      maintenance: null,
      inDistrictView: false,
      sessionHash: `scim-token:${token.id}`,
    };
    return actor;
  }

  // ————— Users —————

  const userColumns = {
    ...getTableColumns(users),
    scimUserName: scimUsers.userName,
    externalId: scimUsers.externalId,
  };

  /** The district's people SCIM sees: not Five Star's, not deleted by the IdP. */
  const ofDistrict = (districtId: string) =>
    and(eq(users.districtId, districtId), ne(users.role, 'provider_admin'), isNull(scimUsers.deletedAt));

  const usersQuery = (where: SQL | undefined) =>
    db.select(userColumns).from(users).leftJoin(scimUsers, eq(scimUsers.userId, users.id)).where(where);

  async function groupsOf(userIds: string[]) {
    if (userIds.length === 0) return new Map<string, { id: string; displayName: string }[]>();
    const rows = await db
      .select({ userId: scimGroupMembers.userId, id: scimGroups.id, displayName: scimGroups.displayName })
      .from(scimGroupMembers)
      .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
      .where(inArray(scimGroupMembers.userId, userIds));
    const map = new Map<string, { id: string; displayName: string }[]>();
    for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r]);
    return map;
  }

  const toScimUser = (u: UserRow, groups: { id: string; displayName: string }[] = []) => ({
    schemas: [SCIM_SCHEMA.user],
    id: u.id,
    ...(u.externalId ? { externalId: u.externalId } : {}),
    userName: u.scimUserName ?? u.email,
    name: {
      givenName: u.firstName,
      familyName: u.lastName,
      formatted: `${u.firstName} ${u.lastName}`.trim(),
    },
    displayName: `${u.firstName} ${u.lastName}`.trim(),
    emails: [{ value: u.email, type: 'work', primary: true }],
    active: u.isActive,
    groups: groups.map((g) => ({ value: g.id, display: g.displayName, $ref: `${baseUrl}/Groups/${g.id}` })),
    meta: {
      resourceType: 'User',
      created: u.createdAt.toISOString(),
      lastModified: u.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${u.id}`,
    },
  });

  async function findUser(client: ScimClient, id: string): Promise<UserRow> {
    if (!UUID.test(id)) throw refuse(scimError(404, SCIM_MESSAGES.userNotFound));
    const [u] = await usersQuery(and(eq(users.id, id), ofDistrict(client.districtId)));
    if (!u) throw refuse(scimError(404, SCIM_MESSAGES.userNotFound));
    return u;
  }

  async function answerUser(client: ScimClient, id: string) {
    const u = await findUser(client, id);
    return toScimUser(u, (await groupsOf([u.id])).get(u.id));
  }

  /** The district's default role for new people: its SAML configuration's, else Staff & Students. */
  async function defaultRoleOf(runner: Pick<Db, 'select'>, districtId: string): Promise<DistrictRole> {
    const [row] = await runner
      .select({ role: samlConfigs.defaultRole })
      .from(samlConfigs)
      .where(eq(samlConfigs.scope, districtId));
    return row?.role ?? 'requester';
  }

  /** User Management's refusals (the last administrator, one's own account) as SCIM errors. */
  async function viaUsers(run: () => Promise<unknown>) {
    try {
      await run();
    } catch (err) {
      if (err instanceof HttpError) {
        if (err.statusCode === 409)
          throw refuse(scimError(409, SCIM_MESSAGES.lastAdministrator, 'mutability'));
        if (err.statusCode === 404) throw refuse(scimError(404, SCIM_MESSAGES.userNotFound));
        throw refuse(scimError(err.statusCode, err.message, 'mutability'));
      }
      throw err;
    }
  }

  /** Writes what the IdP says of a person (names, address, userName, externalId), then their activity through User Management. */
  async function applyUser(client: ScimClient, user: UserRow, change: ScimUserChange) {
    const fields = {
      ...(change.email !== undefined ? { email: change.email } : {}),
      ...(change.firstName !== undefined ? { firstName: change.firstName } : {}),
      ...(change.lastName !== undefined ? { lastName: change.lastName } : {}),
    };
    try {
      await db.transaction(async (tx) => {
        if (Object.keys(fields).length > 0)
          await tx
            .update(users)
            .set({ ...fields, updatedAt: new Date() })
            .where(eq(users.id, user.id));
        if (change.userName !== undefined || change.externalId !== undefined)
          await tx
            .insert(scimUsers)
            .values({
              userId: user.id,
              districtId: client.districtId,
              userName: change.userName ?? user.scimUserName ?? user.email,
              externalId: change.externalId ?? user.externalId,
            })
            .onConflictDoUpdate({
              target: scimUsers.userId,
              set: {
                ...(change.userName !== undefined ? { userName: change.userName } : {}),
                ...(change.externalId !== undefined ? { externalId: change.externalId } : {}),
              },
            });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw refuse(scimError(409, SCIM_MESSAGES.userNameTaken, 'uniqueness'));
      throw err;
    }
    if (change.email !== undefined && change.email !== user.email)
      await identities.changed({ userId: user.id });
    if (change.active !== undefined && change.active !== user.isActive)
      await viaUsers(() => management.update(client.actor, user.id, { isActive: change.active }));
  }

  // ————— Groups —————

  async function findGroup(client: ScimClient, id: string): Promise<GroupRow> {
    if (!UUID.test(id)) throw refuse(scimError(404, SCIM_MESSAGES.groupNotFound));
    const [g] = await db
      .select()
      .from(scimGroups)
      .where(and(eq(scimGroups.id, id), eq(scimGroups.districtId, client.districtId)));
    if (!g) throw refuse(scimError(404, SCIM_MESSAGES.groupNotFound));
    return g;
  }

  async function membersOf(groupIds: string[]) {
    const map = new Map<string, { id: string; display: string }[]>();
    if (groupIds.length === 0) return map;
    const rows = await db
      .select({
        groupId: scimGroupMembers.groupId,
        id: users.id,
        email: users.email,
      })
      .from(scimGroupMembers)
      .innerJoin(users, eq(users.id, scimGroupMembers.userId))
      .where(inArray(scimGroupMembers.groupId, groupIds))
      .orderBy(asc(users.email));
    for (const r of rows) map.set(r.groupId, [...(map.get(r.groupId) ?? []), { id: r.id, display: r.email }]);
    return map;
  }

  const toScimGroup = (g: GroupRow, members: { id: string; display: string }[] | null) => ({
    schemas: [SCIM_SCHEMA.group],
    id: g.id,
    ...(g.externalId ? { externalId: g.externalId } : {}),
    displayName: g.displayName,
    ...(members
      ? {
          members: members.map((m) => ({
            value: m.id,
            display: m.display,
            $ref: `${baseUrl}/Users/${m.id}`,
          })),
        }
      : {}),
    meta: {
      resourceType: 'Group',
      created: g.createdAt.toISOString(),
      lastModified: g.updatedAt.toISOString(),
      location: `${baseUrl}/Groups/${g.id}`,
    },
  });

  async function answerGroup(client: ScimClient, id: string, withMembers = true) {
    const g = await findGroup(client, id);
    return toScimGroup(g, withMembers ? ((await membersOf([g.id])).get(g.id) ?? []) : null);
  }

  /** Refuses member ids that are not the district's people (400 invalidValue). */
  async function checkMembers(tx: Tx, client: ScimClient, ids: string[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return unique;
    if (unique.some((id) => !UUID.test(id)))
      throw refuse(scimError(400, SCIM_MESSAGES.invalidMember, 'invalidValue'));
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(users)
      .where(
        and(
          inArray(users.id, unique),
          eq(users.districtId, client.districtId),
          ne(users.role, 'provider_admin'),
        ),
      )) as [{ n: number }];
    if (n !== unique.length) throw refuse(scimError(400, SCIM_MESSAGES.invalidMember, 'invalidValue'));
    return unique;
  }

  /** Makes the group's members exactly `ids` (or adds and removes some); answers whose membership changed. */
  async function changeMembers(tx: Tx, client: ScimClient, groupId: string, change: ScimGroupChange) {
    const before = (
      await tx
        .select({ userId: scimGroupMembers.userId })
        .from(scimGroupMembers)
        .where(eq(scimGroupMembers.groupId, groupId))
    ).map((r) => r.userId);
    const next = new Set(
      change.replaceMembers ? await checkMembers(tx, client, change.replaceMembers) : before,
    );
    for (const id of await checkMembers(tx, client, change.addMembers)) next.add(id);
    for (const id of change.removeMembers) next.delete(id);
    const removed = before.filter((id) => !next.has(id));
    const added = [...next].filter((id) => !before.includes(id));
    if (removed.length > 0)
      await tx
        .delete(scimGroupMembers)
        .where(and(eq(scimGroupMembers.groupId, groupId), inArray(scimGroupMembers.userId, removed)));
    if (added.length > 0)
      await tx
        .insert(scimGroupMembers)
        .values(added.map((userId) => ({ districtId: client.districtId, groupId, userId })))
        .onConflictDoNothing();
    return { changed: [...removed, ...added], members: [...next] };
  }

  /**
   * Each person's role from their groups (the highest role a group's name carries, else the district's
   * default), changed through User Management: sessions are re-scoped there. A change it refuses (the
   * district's last active administrator) leaves that person's role as it is.
   */
  async function settleRoles(client: ScimClient, userIds: string[]) {
    if (userIds.length === 0) return;
    const fallback = await defaultRoleOf(db, client.districtId);
    const rows = await db
      .select({ id: users.id, role: users.role, group: scimGroups.displayName })
      .from(users)
      .leftJoin(scimGroupMembers, eq(scimGroupMembers.userId, users.id))
      .leftJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
      .where(and(inArray(users.id, [...new Set(userIds)]), eq(users.districtId, client.districtId)));
    const byUser = new Map<string, { role: Role; groups: (Role | null)[] }>();
    for (const r of rows) {
      const entry = byUser.get(r.id) ?? { role: r.role, groups: [] };
      if (r.group !== null) entry.groups.push(roleOfGroup(r.group));
      byUser.set(r.id, entry);
    }
    for (const [id, { role, groups }] of byUser) {
      if (role === 'provider_admin') continue;
      const wanted = roleFromGroups(groups, fallback) as DistrictRole;
      if (wanted === role) continue;
      try {
        await management.update(client.actor, id, { role: wanted });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
      }
    }
  }

  async function saveGroup(
    client: ScimClient,
    run: (tx: Tx) => Promise<{ groupId: string; affected: string[] }>,
  ): Promise<string> {
    let result: { groupId: string; affected: string[] };
    try {
      result = await db.transaction(run);
    } catch (err) {
      if (isUniqueViolation(err)) throw refuse(scimError(409, SCIM_MESSAGES.groupNameTaken, 'uniqueness'));
      throw err;
    }
    await settleRoles(client, result.affected);
    return result.groupId;
  }

  const listAnswer = <T>(resources: T[], total: number, offset: number) => ({
    schemas: [SCIM_SCHEMA.list],
    totalResults: total,
    startIndex: offset + 1,
    itemsPerPage: resources.length,
    Resources: resources,
  });

  const invalidFilter = () => refuse(scimError(400, SCIM_MESSAGES.invalidFilter, 'invalidFilter'));
  const parsed = <T>(p: { ok: true; value: T } | { ok: false; error: ScimError }): T => {
    if (!p.ok) throw refuse(p.error);
    return p.value;
  };

  return {
    baseUrl,

    // ————— Tokens (the District profile) —————

    async listTokens(districtId: string): Promise<ScimTokens> {
      const rows = await db
        .select(tokenColumns)
        .from(scimTokens)
        .leftJoin(users, eq(users.id, scimTokens.createdBy))
        .where(and(eq(scimTokens.districtId, districtId), isNull(scimTokens.revokedAt)))
        .orderBy(desc(scimTokens.createdAt));
      return { baseUrl, tokens: rows.map(toToken) };
    },

    async createToken(identity: Identity, districtId: string): Promise<CreatedScimToken> {
      const token = newScimToken();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(scimTokens)
          .values({
            districtId,
            tokenHash: hashToken(token),
            hint: token.slice(0, SCIM_TOKEN_HINT_LENGTH),
            createdBy: identity.userId,
          })
          .returning({ id: scimTokens.id });
        await recordAudit(tx, identity, {
          action: 'scim_token.created',
          districtId,
          target: `${token.slice(0, SCIM_TOKEN_HINT_LENGTH)}…`,
        });
        return row!.id;
      });
      const [row] = await db
        .select(tokenColumns)
        .from(scimTokens)
        .leftJoin(users, eq(users.id, scimTokens.createdBy))
        .where(eq(scimTokens.id, id));
      return { token, scimToken: toToken(row!) };
    },

    async revokeToken(identity: Identity, districtId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(scimTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(eq(scimTokens.id, id), eq(scimTokens.districtId, districtId), isNull(scimTokens.revokedAt)),
          )
          .returning({ hint: scimTokens.hint });
        if (!row) throw notFound(SCIM_MESSAGES.notFound);
        await recordAudit(tx, identity, { action: 'scim_token.revoked', districtId, target: `${row.hint}…` });
      });
    },

    /** The client of `Authorization: Bearer scim_…`, or null (unknown, revoked). Its last use is written at most once a minute. */
    async authenticate(token: string | null, address: string): Promise<ScimClient | null> {
      if (!token || !isScimTokenShaped(token)) return null;
      const [row] = await db
        .select()
        .from(scimTokens)
        .where(and(eq(scimTokens.tokenHash, hashToken(token)), isNull(scimTokens.revokedAt)));
      if (!row) return null;
      const actor = await actorOf(row);
      if (!actor) return null;
      const now = new Date();
      await db
        .update(scimTokens)
        .set({ lastUsedAt: now, lastUsedAddress: address })
        .where(
          and(
            eq(scimTokens.id, row.id),
            or(
              isNull(scimTokens.lastUsedAt),
              lt(scimTokens.lastUsedAt, new Date(now.getTime() - SCIM_TOKEN_TOUCH_MS)),
            ),
          ),
        );
      return { tokenId: row.id, districtId: row.districtId, actor };
    },

    // ————— Users —————

    async listUsers(client: ScimClient, query: { filter?: string; startIndex?: number; count?: number }) {
      let where: SQL | undefined = ofDistrict(client.districtId);
      if (query.filter !== undefined) {
        const f = parseScimFilter(query.filter);
        if (!f || f.attribute === 'displayName') throw invalidFilter();
        const v = f.value;
        const cond =
          f.attribute === 'userName'
            ? or(
                sql`lower(${scimUsers.userName}) = lower(${v})`,
                and(isNull(scimUsers.userName), sql`lower(${users.email}) = lower(${v})`),
              )
            : f.attribute === 'externalId'
              ? eq(scimUsers.externalId, v)
              : f.attribute === 'email'
                ? sql`lower(${users.email}) = lower(${v})`
                : UUID.test(v)
                  ? eq(users.id, v)
                  : sql`false`;
        where = and(where, cond);
      }
      const { offset, limit } = pageOf(query);
      const [{ n }] = (await db
        .select({ n: count() })
        .from(users)
        .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
        .where(where)) as [{ n: number }];
      const rows =
        limit === 0
          ? []
          : await usersQuery(where).orderBy(asc(users.createdAt), asc(users.id)).limit(limit).offset(offset);
      const groups = await groupsOf(rows.map((r) => r.id));
      return listAnswer(
        rows.map((u) => toScimUser(u, groups.get(u.id))),
        n,
        offset,
      );
    },

    readUser: answerUser,

    /**
     * A person of the district, with no password (they sign in by SAML, Google or a reset link), in
     * the district's default role until their groups say otherwise. One the IdP deleted comes back.
     */
    async createUser(client: ScimClient, body: Record<string, unknown>) {
      const f = parsed(userFieldsOf(body));
      const [existing] = await db
        .select({ id: users.id, districtId: users.districtId, deletedAt: scimUsers.deletedAt })
        .from(users)
        .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
        .where(sql`lower(${users.email}) = ${f.email}`);
      if (existing) {
        if (existing.districtId !== client.districtId || existing.deletedAt === null)
          throw refuse(scimError(409, SCIM_MESSAGES.userNameTaken, 'uniqueness'));
        // Deleted by the IdP before: the same person, provisioned again.
        await db
          .update(scimUsers)
          .set({ deletedAt: null, userName: f.userName, externalId: f.externalId })
          .where(eq(scimUsers.userId, existing.id));
        const user = await findUser(client, existing.id);
        await applyUser(client, user, { firstName: f.firstName, lastName: f.lastName, active: f.active });
        return answerUser(client, existing.id);
      }
      const role = await defaultRoleOf(db, client.districtId);
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: scimUsers.userId })
            .from(scimUsers)
            .where(
              and(
                eq(scimUsers.districtId, client.districtId),
                isNull(scimUsers.deletedAt),
                sql`lower(${scimUsers.userName}) = lower(${f.userName})`,
              ),
            );
          if (taken) throw refuse(scimError(409, SCIM_MESSAGES.userNameTaken, 'uniqueness'));
          const [u] = await tx
            .insert(users)
            .values({
              email: f.email,
              firstName: f.firstName,
              lastName: f.lastName,
              role,
              districtId: client.districtId,
              isActive: f.active,
            })
            .returning();
          await tx.insert(scimUsers).values({
            userId: u!.id,
            districtId: client.districtId,
            userName: f.userName,
            externalId: f.externalId,
          });
          await recordAudit(tx, client.actor, {
            action: 'user.provisioned',
            districtId: client.districtId,
            target: f.email,
            after: { role, active: f.active },
          });
          await webhooks.enqueue(tx, client.districtId, 'user.created', {
            user: pickFields('user', { ...u!, active: u!.isActive }),
          });
          return u!.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw refuse(scimError(409, SCIM_MESSAGES.userNameTaken, 'uniqueness'));
        throw err;
      }
      return answerUser(client, id);
    },

    async replaceUser(client: ScimClient, id: string, body: Record<string, unknown>) {
      const user = await findUser(client, id);
      const f = parsed(userFieldsOf(body));
      await applyUser(client, user, {
        userName: f.userName,
        email: f.email,
        firstName: f.firstName,
        lastName: f.lastName,
        externalId: f.externalId,
        active: f.active,
      });
      return answerUser(client, id);
    },

    async patchUser(client: ScimClient, id: string, body: Record<string, unknown>) {
      const user = await findUser(client, id);
      await applyUser(client, user, parsed(userPatchOf(body)));
      return answerUser(client, id);
    },

    /** Deactivates the person (their tickets and history stay); SCIM answers 404 for them from now on. */
    async deleteUser(client: ScimClient, id: string): Promise<void> {
      const user = await findUser(client, id);
      if (user.isActive) await viaUsers(() => management.update(client.actor, user.id, { isActive: false }));
      await db
        .insert(scimUsers)
        .values({
          userId: user.id,
          districtId: client.districtId,
          userName: user.scimUserName ?? user.email,
          externalId: user.externalId,
          deletedAt: new Date(),
        })
        .onConflictDoUpdate({ target: scimUsers.userId, set: { deletedAt: new Date() } });
      await db.delete(scimGroupMembers).where(eq(scimGroupMembers.userId, user.id));
      await recordAudit(db, client.actor, {
        action: 'user.deprovisioned',
        districtId: client.districtId,
        target: user.email,
      });
    },

    // ————— Groups —————

    async listGroups(
      client: ScimClient,
      query: { filter?: string; startIndex?: number; count?: number; excludedAttributes?: string },
    ) {
      let where: SQL | undefined = eq(scimGroups.districtId, client.districtId);
      if (query.filter !== undefined) {
        const f = parseScimFilter(query.filter);
        if (!f || (f.attribute !== 'displayName' && f.attribute !== 'externalId' && f.attribute !== 'id'))
          throw invalidFilter();
        where = and(
          where,
          f.attribute === 'displayName'
            ? sql`lower(${scimGroups.displayName}) = lower(${f.value})`
            : f.attribute === 'externalId'
              ? eq(scimGroups.externalId, f.value)
              : UUID.test(f.value)
                ? eq(scimGroups.id, f.value)
                : sql`false`,
        );
      }
      const { offset, limit } = pageOf(query);
      const [{ n }] = (await db.select({ n: count() }).from(scimGroups).where(where)) as [{ n: number }];
      const rows =
        limit === 0
          ? []
          : await db
              .select()
              .from(scimGroups)
              .where(where)
              .orderBy(asc(scimGroups.createdAt), asc(scimGroups.id))
              .limit(limit)
              .offset(offset);
      const withMembers = !/\bmembers\b/i.test(query.excludedAttributes ?? '');
      const members = withMembers ? await membersOf(rows.map((g) => g.id)) : null;
      return listAnswer(
        rows.map((g) => toScimGroup(g, members ? (members.get(g.id) ?? []) : null)),
        n,
        offset,
      );
    },

    readGroup: (client: ScimClient, id: string, excludedAttributes?: string) =>
      answerGroup(client, id, !/\bmembers\b/i.test(excludedAttributes ?? '')),

    async createGroup(client: ScimClient, body: Record<string, unknown>) {
      const f = parsed(groupFieldsOf(body));
      const id = await saveGroup(client, async (tx) => {
        const [g] = await tx
          .insert(scimGroups)
          .values({ districtId: client.districtId, displayName: f.displayName, externalId: f.externalId })
          .returning({ id: scimGroups.id });
        const { members } = await changeMembers(tx, client, g!.id, {
          replaceMembers: f.members,
          addMembers: [],
          removeMembers: [],
        });
        return { groupId: g!.id, affected: members };
      });
      return answerGroup(client, id);
    },

    async replaceGroup(client: ScimClient, id: string, body: Record<string, unknown>) {
      const group = await findGroup(client, id);
      const f = parsed(groupFieldsOf(body));
      await saveGroup(client, async (tx) => {
        await tx
          .update(scimGroups)
          .set({ displayName: f.displayName, externalId: f.externalId, updatedAt: new Date() })
          .where(eq(scimGroups.id, group.id));
        const { changed, members } = await changeMembers(tx, client, group.id, {
          replaceMembers: f.members,
          addMembers: [],
          removeMembers: [],
        });
        return { groupId: group.id, affected: [...changed, ...members] };
      });
      return answerGroup(client, id);
    },

    async patchGroup(client: ScimClient, id: string, body: Record<string, unknown>) {
      const group = await findGroup(client, id);
      const change = parsed(groupPatchOf(body));
      await saveGroup(client, async (tx) => {
        if (change.displayName !== undefined || change.externalId !== undefined)
          await tx
            .update(scimGroups)
            .set({
              ...(change.displayName !== undefined ? { displayName: change.displayName } : {}),
              ...(change.externalId !== undefined ? { externalId: change.externalId } : {}),
              updatedAt: new Date(),
            })
            .where(eq(scimGroups.id, group.id));
        else await tx.update(scimGroups).set({ updatedAt: new Date() }).where(eq(scimGroups.id, group.id));
        const { changed, members } = await changeMembers(tx, client, group.id, change);
        // A new name may carry another role: every member's role is settled again.
        const renamed = change.displayName !== undefined && change.displayName !== group.displayName;
        return { groupId: group.id, affected: renamed ? [...changed, ...members] : changed };
      });
      // Entra ID and Okta accept 204 or the resource; the resource tells them what was kept.
      return answerGroup(client, id);
    },

    async deleteGroup(client: ScimClient, id: string): Promise<void> {
      const group = await findGroup(client, id);
      await saveGroup(client, async (tx) => {
        const members = (
          await tx
            .select({ userId: scimGroupMembers.userId })
            .from(scimGroupMembers)
            .where(eq(scimGroupMembers.groupId, group.id))
        ).map((r) => r.userId);
        await tx.delete(scimGroups).where(eq(scimGroups.id, group.id));
        return { groupId: group.id, affected: members };
      });
    },
  };
}
