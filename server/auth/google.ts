import { and, eq, isNull, sql } from 'drizzle-orm';
import type * as Oidc from 'openid-client';
import { domainOf, requesterPlacement } from '../../domain/portal.ts';
import { pickFields } from '../../domain/webhooks.ts';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { districtSettings, users } from '../db/schema/index.ts';

export const FLOW_COOKIE = 'portal_oidc';

/** The OpenID client, loaded when someone signs in with Google, not at start. */
const openidClient = () => import('openid-client');

/**
 * The webhooks' enqueue (the features' WebhookOutbox, handed in by the composition root: this
 * layer sits below the features): a requester made at sign-in is `user.created` for its district.
 */
export interface SignInWebhooks {
  enqueue(tx: Tx, districtId: string, event: 'user.created', data: Record<string, unknown>): Promise<void>;
}

export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
}

/** Google (or any OpenID provider) sign-in: authorization code flow with state, nonce and PKCE. */
export function createGoogleSignIn({
  db,
  google,
  publicUrl,
  webhooks,
}: {
  db: Db;
  google: NonNullable<Config['google']>;
  publicUrl: string;
  webhooks: SignInWebhooks;
}) {
  let discovered: Promise<Oidc.Configuration> | null = null;
  const redirectUri = `${publicUrl}/api/auth/google/callback`;

  function configuration(): Promise<Oidc.Configuration> {
    discovered ??= openidClient()
      .then((oidc) =>
        oidc.discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
          // A local issuer (tests, intranet) may speak plain http.
          execute: google.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
        }),
      )
      .catch((err) => {
        discovered = null;
        throw err;
      });
    return discovered;
  }

  /** The district whose requester domains take this address, by the one rule (domain/portal.ts). */
  async function requesterDistrictOf(email: string, verified: boolean): Promise<string | null> {
    if (!verified) return null;
    const candidates = await db
      .select({
        districtId: districtSettings.districtId,
        emailDomains: districtSettings.emailDomains,
        requesterDomains: districtSettings.requesterDomains,
      })
      .from(districtSettings)
      .where(sql`${domainOf(email)} = any(${districtSettings.requesterDomains})`);
    return requesterPlacement({ email, verified }, candidates)?.districtId ?? null;
  }

  return {
    async start(): Promise<{ url: string; flow: OidcFlow }> {
      const oidc = await openidClient();
      const config = await configuration();
      const flow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, flow };
    },

    /**
     * Finishes the flow and returns the user id: found by issuer + subject, linked by verified email,
     * or new: a requester of the district whose requester domains take the verified address, else an
     * account that waits for access (requesterPlacement in domain/portal.ts).
     */
    async finish(callbackUrl: URL, flow: OidcFlow): Promise<string> {
      const oidc = await openidClient();
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      // Google puts the profile in the ID token; stricter providers only in userinfo.
      const claims =
        idClaims.email === undefined
          ? { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), iss: idClaims.iss }
          : idClaims;
      const issuer = claims.iss;
      const subject = claims.sub;
      const [known] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
      if (known) return known.id;

      const email =
        typeof claims.email === 'string' ? claims.email.toLowerCase() : `${subject}@${new URL(issuer).host}`;
      if (claims.email_verified === true) {
        const [linked] = await db
          .update(users)
          .set({ oidcIssuer: issuer, oidcSubject: subject, updatedAt: new Date() })
          .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.oidcSubject)))
          .returning({ id: users.id });
        if (linked) return linked.id;
      }
      const districtId = await requesterDistrictOf(email, claims.email_verified === true);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email,
            firstName: String(claims.given_name ?? claims.name ?? email.split('@')[0]),
            lastName: String(claims.family_name ?? ''),
            ...(districtId ? { role: 'requester' as const, districtId } : { role: 'viewer' as const }),
            oidcIssuer: issuer,
            oidcSubject: subject,
          })
          .returning();
        // An account waiting for access has no district yet: its `user.created` goes when it is given one.
        if (districtId)
          await webhooks.enqueue(tx, districtId, 'user.created', {
            user: pickFields('user', { ...created!, active: created!.isActive }),
          });
        return created!.id;
      });
    },
  };
}
