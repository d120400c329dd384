import { vaultApi } from '../../../domain/api/vault.ts';
import type { VaultEntry } from '../../../domain/vault.ts';
import { TEST_PASSWORD } from '../../support/fixtures.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

const entryBody = {
  title: 'Matrix entry',
  username: 'matrix',
  password: 'Matrix-Password-1',
  category: 'Network Infrastructure',
  department: 'IT Infrastructure',
  accessLevel: 'public',
};

/** A fresh All Staff entry of district A (its administrator adds it). */
async function newEntry(ctx: MatrixContext): Promise<VaultEntry> {
  const res = await call<VaultEntry>(ctx.app, 'POST', '/api/vault', {
    cookie: ctx.cookies.adminA,
    body: entryBody,
  });
  if (res.status !== 201) throw new Error(`vault fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const shared = (ctx: MatrixContext) => ctx.once('vault-entry', () => newEntry(ctx));

/**
 * The Password Vault: Five Star only inside a district view (outside it, 403); viewers read the
 * list but never a secret; an All Staff entry is not shown to viewers (404); the log and settings
 * are for administrators; export needs a role the district allows (technicians not by default).
 */
export const vaultEndpoints = casesOf(vaultApi, {
  list: {
    request: ({ districtA }) => ({ url: `/api/vault?districtId=${districtA.id}` }),
    expect: statuses({ anonymous: 401, adminA: 200, techA: 200, viewerA: 200, adminB: 404 }, 403),
  },
  summary: {
    request: ({ districtA }) => ({ url: `/api/vault/summary?districtId=${districtA.id}` }),
    expect: statuses({ anonymous: 401, adminA: 200, techA: 200, viewerA: 200, adminB: 404 }, 403),
  },
  settings: {
    request: ({ districtA }) => ({ url: `/api/vault/settings?districtId=${districtA.id}` }),
    expect: statuses({ anonymous: 401, adminA: 200, techA: 200, viewerA: 200, adminB: 404 }, 403),
  },
  saveSettings: {
    request: ({ districtA }) => ({
      url: '/api/vault/settings',
      body: {
        districtId: districtA.id,
        requireRevealReason: false,
        defaultExpiryDays: null,
        exportRoles: [],
      },
    }),
    expect: statuses({ anonymous: 401, adminA: 200, adminB: 404 }, 403),
  },
  create: {
    request: ({ districtA }) => ({ url: '/api/vault', body: { ...entryBody, districtId: districtA.id } }),
    expect: statuses({ anonymous: 401, adminA: 201, techA: 201, adminB: 404 }, 403),
  },
  update: {
    request: async (ctx) => ({ url: `/api/vault/${(await shared(ctx)).id}`, body: entryBody }),
    expect: statuses({ anonymous: 401, adminA: 200, techA: 200, adminB: 404 }, 403),
  },
  remove: {
    request: async (ctx) => ({ url: `/api/vault/${(await newEntry(ctx)).id}` }),
    expect: statuses({ anonymous: 401, adminA: 200, techA: 200, adminB: 404 }, 403),
  },
  reveal: {
    request: async (ctx) => ({
      url: `/api/vault/${(await shared(ctx)).id}/reveal`,
      body: { field: 'password' },
    }),
    expect: statuses({ anonymous: 401, adminA: 200, techA: 200, adminB: 404 }, 403),
  },
  use: {
    request: async (ctx) => ({
      url: `/api/vault/${(await shared(ctx)).id}/events`,
      body: { action: 'copy_username' },
    }),
    expect: statuses({ anonymous: 401, adminA: 200, techA: 200, viewerA: 404, adminB: 404 }, 403),
  },
  log: {
    request: async (ctx) => ({ url: `/api/vault/${(await shared(ctx)).id}/log` }),
    expect: statuses({ anonymous: 401, adminA: 200, adminB: 404 }, 403),
  },
  favorite: {
    request: async (ctx) => ({
      url: `/api/vault/${(await shared(ctx)).id}/favorite`,
      body: { isFavorite: true },
    }),
    expect: statuses({ anonymous: 401, adminA: 200, techA: 200, viewerA: 404, adminB: 404 }, 403),
  },
  export: {
    request: ({ districtA }) => ({
      url: '/api/vault/export',
      body: { districtId: districtA.id, password: TEST_PASSWORD },
    }),
    expect: statuses({ anonymous: 401, adminA: 200, adminB: 404 }, 403),
  },
  import: {
    request: ({ districtA }) => ({
      url: '/api/vault/import',
      body: {
        districtId: districtA.id,
        csv: 'name,login_password,login_uri\nImported,Secret-1,https://x.example.org\n',
      },
    }),
    expect: statuses({ anonymous: 401, adminA: 200, techA: 200, adminB: 404 }, 403),
  },
});
