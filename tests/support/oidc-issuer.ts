import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIssuer {
  issuer: string;
  /** The account that the next sign-in at this issuer authenticates as. */
  account: { sub: string; email: string; email_verified: boolean; given_name: string; family_name: string };
  close(): Promise<void>;
}

/**
 * A real OpenID provider on a local port. Its login and consent screens are replaced by handlers
 * that accept at once, as a user who clicks through Google's screens would.
 */
export async function startTestIssuer(client: {
  id: string;
  secret: string;
  redirectUri: string;
}): Promise<TestIssuer> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: TestIssuer = {
    issuer,
    account: {
      sub: 'google-sub-1',
      email: 'tess@school.example',
      email_verified: true,
      given_name: 'Tess',
      family_name: 'Teacher',
    },
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ ...state.account, sub }) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test-issuer-key'] },
  });
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: state.account.sub } },
        { mergeWithLastSubmission: false },
      );
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: client.id });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  });
  return state;
}
