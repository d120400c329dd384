import {
  type CacheProvider,
  generateServiceProviderMetadata,
  type Profile,
  SAML,
} from '@node-saml/node-saml';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  type AssertionFacts,
  assertionKeptUntil,
  assertionProblem,
  FIVE_STAR_SAML_CODE,
  lookupOf,
  SAML_MESSAGES as M,
  personOf,
  SAML_ATTRIBUTE_DEFAULTS,
  SAML_CLOCK_SKEW_MS,
  SAML_REQUEST_TTL_MS,
  type SamlConfig,
  type SamlConfigInput,
  safeRelayState,
  serviceProviderOf,
} from '../../../domain/saml.ts';
import { pickFields } from '../../../domain/webhooks.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { districtSettings, districts, samlConfigs, samlSeenIds, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { RemoteError, remoteFetch } from '../../lib/remote-http.ts';
import type { WebhookOutbox } from '../webhooks/index.ts';
import { describeCertificate, MetadataProblem, readIdpMetadata } from './saml-metadata.ts';

type ConfigRow = typeof samlConfigs.$inferSelect;

/** An account as webhooks carry it (never its password, its second factor or its sessions). */
const userPayload = (u: typeof users.$inferSelect) => ({
  user: pickFields('user', { ...u, active: u.isActive }),
});

/** Why a sign-in at the ACS was refused: `reason` goes to the login page (?signin=saml-<reason>), `detail` to the log. */
export class SamlRefused extends Error {
  constructor(
    readonly reason: 'failed' | 'other-district' | 'deactivated' | 'no-email' | 'fivestar-new',
    readonly detail: string,
  ) {
    super(detail);
  }
}

type Node = Record<string, unknown> & { $?: Record<string, string>; _?: string };
const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : []);

/** What the checks of domain/saml.ts read from the verified assertion and the response around it. */
function factsOf(profile: Profile): AssertionFacts {
  const assertion = (profile.getAssertion?.() as { Assertion?: Node } | undefined)?.Assertion;
  const subject = list(assertion?.Subject)[0];
  const conditions = list(assertion?.Conditions)[0];
  const destination = /<(?:\w+:)?Response\b[^>]*\sDestination="([^"]*)"/.exec(
    profile.getSamlResponseXml?.() ?? '',
  )?.[1];
  return {
    id: assertion?.$?.ID ?? null,
    issuer: profile.issuer ?? null,
    destination: destination ? destination.replace(/&amp;/g, '&') : null,
    notOnOrAfter: conditions?.$?.NotOnOrAfter ?? null,
    confirmations: list(subject?.SubjectConfirmation).map((c) => {
      const data = list(c.SubjectConfirmationData)[0];
      return {
        method: c.$?.Method ?? null,
        recipient: data?.$?.Recipient ?? null,
        notOnOrAfter: data?.$?.NotOnOrAfter ?? null,
      };
    }),
  };
}

/**
 * SAML sign-in (see docs/product.md#single-sign-on-saml): the configuration per district (and Five
 * Star's under `fivestar`), the service provider's metadata, the sign-in redirect, the assertion
 * consumer service and the "require SAML" rule for password sign-in.
 */
export function createSamlService({
  db,
  publicUrl,
  remote,
  webhooks,
}: {
  db: Db;
  publicUrl: string;
  remote: { allowInsecure: boolean };
  /** An account made (or a waiting one placed) at sign-in is `user.created` for its district. */
  webhooks: Pick<WebhookOutbox, 'enqueue'>;
}) {
  /** Our requests' ids, kept in the database so any server can take the answer. */
  function requestCache(scope: string): CacheProvider {
    const where = (key: string) =>
      and(eq(samlSeenIds.scope, scope), eq(samlSeenIds.kind, 'request'), eq(samlSeenIds.id, key));
    return {
      async saveAsync(key, value) {
        const createdAt = Date.now();
        await db
          .insert(samlSeenIds)
          .values({
            scope,
            kind: 'request',
            id: key,
            value,
            expiresAt: new Date(createdAt + SAML_REQUEST_TTL_MS),
          })
          .onConflictDoNothing();
        return { value, createdAt };
      },
      async getAsync(key) {
        const [row] = await db
          .select({ value: samlSeenIds.value })
          .from(samlSeenIds)
          .where(and(where(key), gt(samlSeenIds.expiresAt, new Date())));
        return row?.value ?? null;
      },
      async removeAsync(key) {
        if (!key) return null;
        const [row] = await db.delete(samlSeenIds).where(where(key)).returning({ value: samlSeenIds.value });
        return row?.value ?? null;
      },
    };
  }

  const codeOf = async (row: Pick<ConfigRow, 'scope' | 'districtId'>): Promise<string> => {
    if (!row.districtId) return FIVE_STAR_SAML_CODE;
    const [d] = await db
      .select({ code: districts.code })
      .from(districts)
      .where(eq(districts.id, row.districtId));
    return d?.code ?? row.scope;
  };

  /** The configuration and district of a code of the public endpoints (`fivestar` or a district's code). */
  async function byCode(code: string) {
    const lower = code.toLowerCase();
    if (lower === FIVE_STAR_SAML_CODE) {
      const [row] = await db.select().from(samlConfigs).where(eq(samlConfigs.scope, FIVE_STAR_SAML_CODE));
      return { code: FIVE_STAR_SAML_CODE, districtId: null, config: row ?? null };
    }
    const [d] = await db
      .select({ id: districts.id, code: districts.code })
      .from(districts)
      .where(sql`lower(${districts.code}) = ${lower}`);
    if (!d) throw notFound(M.notConfigured);
    const [row] = await db.select().from(samlConfigs).where(eq(samlConfigs.scope, d.id));
    return { code: d.code, districtId: d.id, config: row ?? null };
  }

  function samlFor(code: string, row: ConfigRow): SAML {
    const sp = serviceProviderOf(publicUrl, code);
    return new SAML({
      issuer: sp.entityId,
      audience: sp.entityId,
      callbackUrl: sp.acsUrl,
      entryPoint: row.ssoUrl,
      idpCert: row.certificates,
      // The assertion must be signed (the response around it may be too).
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      validateInResponseTo: (row.allowIdpInitiated
        ? 'ifPresent'
        : 'always') as SAML['options']['validateInResponseTo'],
      requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
      cacheProvider: requestCache(row.scope),
      acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
      identifierFormat: null,
      // Passwordless and MFA sign-ins would fail a "password protected transport" request.
      disableRequestedAuthnContext: true,
    });
  }

  async function metadataXmlOf(
    input: SamlConfigInput,
    stored: ConfigRow | undefined,
  ): Promise<{ xml: string; url: string | null }> {
    if (input.metadataXml?.trim()) return { xml: input.metadataXml, url: null };
    const url = input.metadataUrl || (input.metadataXml === undefined ? stored?.metadataUrl : null);
    if (url) {
      try {
        const res = await remoteFetch(
          'The metadata address',
          url,
          { method: 'GET', headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' } },
          { allowInsecure: remote.allowInsecure, tries: 2, timeoutMs: 10_000 },
        );
        if (!res.ok) throw badRequest(M.metadataFetchFailed(`it answered ${res.status}.`));
        const xml = await res.text();
        if (xml.length > 1_000_000) throw badRequest(M.metadataFetchFailed('it is too large.'));
        return { xml, url };
      } catch (err) {
        if (err instanceof RemoteError) throw badRequest(M.metadataFetchFailed(err.message));
        throw err;
      }
    }
    if (stored?.metadataXml) return { xml: stored.metadataXml, url: null };
    throw badRequest(M.metadataRequired);
  }

  function toAnswer(code: string, row: ConfigRow | undefined): SamlConfig {
    return {
      districtCode: code,
      configured: Boolean(row),
      enabled: row?.enabled ?? false,
      metadataUrl: row?.metadataUrl ?? null,
      idpEntityId: row?.idpEntityId ?? null,
      ssoUrl: row?.ssoUrl ?? null,
      certificates: (row?.certificates ?? []).map(describeCertificate),
      emailAttribute: row?.emailAttribute ?? SAML_ATTRIBUTE_DEFAULTS.emailAttribute,
      firstNameAttribute: row?.firstNameAttribute ?? SAML_ATTRIBUTE_DEFAULTS.firstNameAttribute,
      lastNameAttribute: row?.lastNameAttribute ?? SAML_ATTRIBUTE_DEFAULTS.lastNameAttribute,
      defaultRole: row?.defaultRole ?? 'requester',
      requireSaml: row?.requireSaml ?? false,
      allowIdpInitiated: row?.allowIdpInitiated ?? false,
      metadataReadAt: row?.metadataReadAt.toISOString() ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      serviceProvider: serviceProviderOf(publicUrl, code),
    };
  }

  /** The scope a caller asks for: a district the guard has let through, or Five Star's (its administrators only). */
  function scopeOf(identity: Identity, requested: string): { scope: string; districtId: string | null } {
    if (requested !== FIVE_STAR_SAML_CODE) return { scope: requested, districtId: requested };
    if (identity.accountRole !== 'provider_admin') throw forbidden(M.providerOnly);
    return { scope: FIVE_STAR_SAML_CODE, districtId: null };
  }

  async function readRow(scope: string) {
    const [row] = await db.select().from(samlConfigs).where(eq(samlConfigs.scope, scope));
    return row;
  }

  /** Accounts of the scope (a district's, or Five Star's own): whom "require SAML" concerns. */
  async function matchUser(code: string, districtId: string | null, row: ConfigRow, profile: Profile) {
    const person = personOf(
      (profile.attributes as Record<string, unknown> | undefined) ?? {},
      profile.nameID ?? null,
      row,
    );
    if (!person) throw new SamlRefused('no-email', 'no email address in the assertion');
    const [known] = await db
      .select({
        id: users.id,
        districtId: users.districtId,
        role: users.role,
        isActive: users.isActive,
        isDemo: users.isDemo,
      })
      .from(users)
      .where(sql`lower(${users.email}) = ${person.email}`);
    if (known) {
      if (!known.isActive) throw new SamlRefused('deactivated', `${code}: account deactivated`);
      if (known.isDemo) throw new SamlRefused('other-district', `${code}: a demo account`);
      if (districtId === null) {
        if (known.role !== 'provider_admin')
          throw new SamlRefused('other-district', `${code}: not a Five Star account`);
        return known.id;
      }
      if (known.districtId === districtId) return known.id;
      // A waiting account (no district, not Five Star) joins the district its identity provider vouches for.
      if (known.districtId === null && known.role !== 'provider_admin') {
        await db.transaction(async (tx) => {
          const [joined] = await tx
            .update(users)
            .set({ districtId, role: row.defaultRole, updatedAt: new Date() })
            .where(eq(users.id, known.id))
            .returning();
          // New to the district, as when an administrator gives a waiting account access.
          await webhooks.enqueue(tx, districtId, 'user.created', userPayload(joined!));
        });
        return known.id;
      }
      throw new SamlRefused('other-district', `${code}: the account belongs to another district`);
    }
    if (districtId === null)
      throw new SamlRefused('fivestar-new', `${code}: no Five Star account for the address`);
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ ...person, role: row.defaultRole, districtId })
        .returning();
      await webhooks.enqueue(tx, districtId, 'user.created', userPayload(created!));
      return created!.id;
    });
  }

  return {
    async readConfig(identity: Identity, requested: string): Promise<SamlConfig> {
      const { scope, districtId } = scopeOf(identity, requested);
      const row = await readRow(scope);
      return toAnswer(await codeOf({ scope, districtId }), row);
    },

    /** Saves a configuration: the metadata is read (fetched through the one remote HTTP layer) now, and refused when it says too little. */
    async saveConfig(identity: Identity, requested: string, input: SamlConfigInput): Promise<SamlConfig> {
      const { scope, districtId } = scopeOf(identity, requested);
      const stored = await readRow(scope);
      const { xml, url } = await metadataXmlOf(input, stored);
      let idp: Awaited<ReturnType<typeof readIdpMetadata>>;
      try {
        idp = await readIdpMetadata(xml);
      } catch (err) {
        if (err instanceof MetadataProblem) throw badRequest(err.message);
        throw err;
      }
      const values = {
        enabled: input.enabled,
        metadataUrl: url,
        metadataXml: url ? null : xml,
        idpEntityId: idp.entityId,
        ssoUrl: idp.ssoUrl,
        certificates: idp.certificates,
        emailAttribute: input.emailAttribute,
        firstNameAttribute: input.firstNameAttribute,
        lastNameAttribute: input.lastNameAttribute,
        defaultRole: input.defaultRole,
        requireSaml: input.requireSaml,
        allowIdpInitiated: input.allowIdpInitiated,
        metadataReadAt: new Date(),
        updatedAt: new Date(),
        updatedBy: identity.userId,
      };
      const [row] = await db
        .insert(samlConfigs)
        .values({ scope, districtId, ...values })
        .onConflictDoUpdate({ target: samlConfigs.scope, set: values })
        .returning();
      return toAnswer(await codeOf({ scope, districtId }), row);
    },

    /** The portal's metadata for a code: what the district's IT team gives its identity provider. */
    async metadata(code: string): Promise<string> {
      const found = await byCode(code);
      const sp = serviceProviderOf(publicUrl, found.code);
      return generateServiceProviderMetadata({
        issuer: sp.entityId,
        callbackUrl: sp.acsUrl,
        wantAssertionsSigned: true,
        identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      });
    },

    /** The identity provider's sign-in address for an SP-initiated sign-in (its request id kept for the answer). */
    async loginUrl(code: string, next: string | undefined): Promise<string> {
      const found = await byCode(code);
      if (!found.config?.enabled) throw notFound(M.notConfigured);
      return samlFor(found.code, found.config).getAuthorizeUrlAsync(safeRelayState(next), undefined, {});
    },

    /**
     * The assertion consumer service: node-saml checks the signature (the assertion's), the audience,
     * the conditions' times and InResponseTo; domain/saml.ts the issuer, recipient, destination and
     * the confirmation's NotOnOrAfter; the assertion id is remembered until it ends (a replay is
     * refused). Answers who signs in and where they go.
     */
    async finish(code: string, body: { SAMLResponse: string; RelayState?: string }) {
      const found = await byCode(code);
      const row = found.config;
      if (!row?.enabled) throw new SamlRefused('failed', `${code}: single sign-on is off`);
      let profile: Profile | null;
      try {
        ({ profile } = await samlFor(found.code, row).validatePostResponseAsync({
          SAMLResponse: body.SAMLResponse,
        }));
      } catch (err) {
        throw new SamlRefused('failed', `${code}: ${(err as Error).message}`);
      }
      if (!profile) throw new SamlRefused('failed', `${code}: no assertion`);
      const now = Date.now();
      const facts = factsOf(profile);
      const sp = serviceProviderOf(publicUrl, found.code);
      const problem = assertionProblem(facts, { acsUrl: sp.acsUrl, idpEntityId: row.idpEntityId }, now);
      if (problem) throw new SamlRefused('failed', `${code}: ${problem}`);
      await db.delete(samlSeenIds).where(lt(samlSeenIds.expiresAt, new Date(now)));
      const [fresh] = await db
        .insert(samlSeenIds)
        .values({
          scope: row.scope,
          kind: 'assertion',
          id: facts.id!,
          expiresAt: assertionKeptUntil(facts, now),
        })
        .onConflictDoNothing()
        .returning({ id: samlSeenIds.id });
      if (!fresh) throw new SamlRefused('failed', `${code}: the assertion was presented before (replay)`);
      const userId = await matchUser(found.code, found.districtId, row, profile);
      return { userId, next: safeRelayState(body.RelayState) };
    },

    /** "Sign in with single sign-on": a district code, or an email address or domain, to the sign-in address. */
    async lookUp(input: string) {
      const wanted = lookupOf(input);
      if (!wanted) throw badRequest(M.lookupRequired);
      const rows = await db
        .select({ code: districts.code, name: districts.name, enabled: samlConfigs.enabled })
        .from(samlConfigs)
        .innerJoin(districts, eq(districts.id, samlConfigs.districtId))
        .leftJoin(districtSettings, eq(districtSettings.districtId, districts.id))
        .where(
          'code' in wanted
            ? sql`lower(${districts.code}) = ${wanted.code}`
            : sql`${wanted.domain} = any(${districtSettings.emailDomains})`,
        );
      let match = rows.find((r) => r.enabled);
      if (!match && 'code' in wanted && wanted.code === FIVE_STAR_SAML_CODE) {
        const five = await readRow(FIVE_STAR_SAML_CODE);
        if (five?.enabled) match = { code: FIVE_STAR_SAML_CODE, name: 'Five Star', enabled: true };
      }
      if (!match) throw notFound(M.notFoundFor);
      return {
        districtCode: match.code,
        name: match.name,
        loginUrl: serviceProviderOf('', match.code).loginUrl,
      };
    },

    /** Refuses a password sign-in for an account whose district (or Five Star, for its staff) requires SAML. */
    async refusePasswordSignIn(email: string): Promise<void> {
      const [user] = await db
        .select({ districtId: users.districtId, role: users.role })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      if (!user) return;
      const scope = user.districtId ?? (user.role === 'provider_admin' ? FIVE_STAR_SAML_CODE : null);
      if (!scope) return;
      const row = await readRow(scope);
      if (row?.enabled && row.requireSaml) throw forbidden(M.passwordsOff);
    },
  };
}
