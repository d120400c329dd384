import { asc } from 'drizzle-orm';
import type { GoogleOptions } from '../../../domain/google-workspace.ts';
import {
  type ConnectorOverview,
  type IntegrationSettings,
  INTEGRATION_MESSAGES as M,
  OPTIONS_SCHEMAS,
  type TestResult,
} from '../../../domain/integration-settings.ts';
import {
  connectorState,
  INTEGRATIONS,
  type IntegrationSlug,
  type IntegrationStatusItem,
} from '../../../domain/integrations.ts';
import { remoteUrlProblem } from '../../../domain/remote-calls.ts';
import { isProviderWide, resolveDistrict } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { districts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { type RemoteCallOptions, RemoteError } from '../../lib/remote-http.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { ConnectionRow, Connections } from './connections.ts';
import { createConnectwiseClient } from './connectwise-client.ts';
import { createGoogleClient, GoogleError } from './google-client.ts';
import { remapOrgUnits } from './google-org-units.ts';
import type { GoogleRunner } from './google-runner.ts';
import { createIncidentiqClient } from './incidentiq-client.ts';
import { integrationStatus } from './integration-status.ts';
import type { SyncRunner } from './sync-runner.ts';

export interface IntegrationsServiceDeps {
  db: Db;
  bus: EventBus;
  connections: Connections;
  runner: SyncRunner;
  googleRunner: GoogleRunner;
  remote: RemoteCallOptions;
  publicUrl: string;
}

const labelOf = (name: IntegrationSlug) => INTEGRATIONS.find((i) => i.slug === name)!.name;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The addresses inside a payload's credentials and options that must pass the https and privacy rule. */
function addressesOf(name: IntegrationSlug, input: { credentials?: object; options: object }): string[] {
  const c = input.credentials as
    | { siteUrl?: string; instanceUrl?: string; serviceAccountKey?: string }
    | undefined;
  const o = input.options as { dashboardUrl?: string; apiRoot?: string };
  if (name === 'google') {
    // The key's token URI is called too: the same rule as every address.
    const tokenUri = c?.serviceAccountKey
      ? (JSON.parse(c.serviceAccountKey) as { token_uri?: string }).token_uri
      : undefined;
    return [o.apiRoot, tokenUri].filter((x): x is string => !!x);
  }
  if (name === 'connectwise') return [c?.siteUrl].filter((x): x is string => !!x);
  if (name === 'incidentiq') return [c?.instanceUrl].filter((x): x is string => !!x);
  return [o.dashboardUrl].filter((x): x is string => !!x);
}

/**
 * A district's integrations (see docs/product.md#integrations): settings without credentials,
 * test connection, status from what really happened, and Five Star's overview of every district.
 */
export function createIntegrationsService(deps: IntegrationsServiceDeps) {
  const { db, connections } = deps;

  function settingsOf(
    districtId: string,
    name: IntegrationSlug,
    row: ConnectionRow | null,
  ): IntegrationSettings {
    return {
      name,
      label: labelOf(name),
      districtId,
      enabled: row?.enabled ?? false,
      credentialsSaved: !!row?.credentialsSealed,
      options: connections.optionsOf(name, row) as Record<string, unknown>,
      state: connectorState(row),
      lastSync: iso(row?.lastSyncAt ?? null),
      lastError: row?.lastError ?? null,
      lastErrorAt: iso(row?.lastErrorAt ?? null),
      callbackUrl: row?.callbackKey
        ? `${deps.publicUrl}/api/integrations/connectwise/callback/${row.callbackKey}`
        : null,
    };
  }

  async function remoteTest(
    name: 'connectwise' | 'incidentiq' | 'google',
    row: ConnectionRow,
  ): Promise<string> {
    if (name === 'google')
      return createGoogleClient(
        await connections.credentials(row, 'google'),
        connections.optionsOf('google', row),
        deps.remote,
      ).test();
    if (name === 'connectwise')
      return createConnectwiseClient(await connections.credentials(row, 'connectwise'), deps.remote).test();
    return createIncidentiqClient(await connections.credentials(row, 'incidentiq'), deps.remote).test();
  }

  return {
    /** The three integrations of a district, with their status. */
    async list(identity: Identity, requested?: string): Promise<IntegrationSettings[]> {
      const districtId = resolveDistrict(identity, requested);
      const rows = await connections.ofDistrict(districtId);
      return INTEGRATIONS.map((i) =>
        settingsOf(districtId, i.slug, rows.find((r) => r.name === i.slug) ?? null),
      );
    },

    /** Saves a district's settings of one integration; credentials are sealed and never answered. */
    async save(
      identity: Identity,
      name: IntegrationSlug,
      input: { districtId?: string; enabled: boolean; credentials?: object; options: object },
    ): Promise<IntegrationSettings> {
      const districtId = resolveDistrict(identity, input.districtId);
      for (const address of addressesOf(name, input)) {
        const problem = remoteUrlProblem(address, deps.remote.allowInsecure);
        if (problem) throw badRequest(problem);
      }
      const options = OPTIONS_SCHEMAS[name].parse(input.options);
      const row = await connections.save(districtId, name, { ...input, options });
      // The stored org units follow a changed OU → site table at once (the next plan uses it).
      if (name === 'google') await remapOrgUnits(db, districtId, (options as GoogleOptions).ouSites);
      // Never the credentials: only that they were replaced.
      await recordAudit(db, identity, {
        action: 'integration.saved',
        districtId,
        target: labelOf(name),
        after: { enabled: input.enabled, credentialsReplaced: !!input.credentials, options },
      });
      await deps.bus.publish({ type: 'integration_changed', districtId, data: { name } });
      return settingsOf(districtId, name, row);
    },

    /** Calls the remote system now and says exactly what failed (address, credentials, permission). */
    async test(identity: Identity, name: IntegrationSlug, requested?: string): Promise<TestResult> {
      const districtId = resolveDistrict(identity, requested);
      const row = await connections.get(districtId, name);
      if (name === 'brightgauge') {
        return {
          ok: true,
          message: 'BrightGauge reads the reporting feed with its tokens: nothing to call.',
        };
      }
      if (!row?.credentialsSealed) return { ok: false, message: M.notConfigured };
      try {
        return { ok: true, message: await remoteTest(name, row) };
      } catch (err) {
        if (err instanceof GoogleError) return { ok: false, message: err.message, step: err.step };
        if (err instanceof RemoteError) return { ok: false, message: err.message };
        throw err;
      }
    },

    /** Queues a sync now (a job; the answer does not wait for the remote system). */
    async sync(
      identity: Identity,
      name: IntegrationSlug,
      requested?: string,
      dryRun = false,
    ): Promise<{ runId: string }> {
      const districtId = resolveDistrict(identity, requested);
      if (name === 'brightgauge') throw badRequest(M.noSync);
      const row = await connections.get(districtId, name);
      if (!row?.credentialsSealed) throw badRequest(M.notConfigured);
      if (!row.enabled) throw badRequest(M.disabled);
      if (name === 'google') return { runId: await deps.googleRunner.enqueue(districtId, 'manual', dryRun) };
      return { runId: await deps.runner.enqueue(districtId, name, 'manual') };
    },

    async runs(identity: Identity, name: IntegrationSlug, requested?: string) {
      return deps.runner.history(resolveDistrict(identity, requested), name);
    },

    /** The dashboard's list for the caller's district (or the one named; Five Star without one: every district). */
    async status(identity: Identity, requested?: string): Promise<IntegrationStatusItem[]> {
      const districtId = requested || !isProviderWide(identity) ? resolveDistrict(identity, requested) : null;
      return integrationStatus(db, districtId);
    },

    /** Five Star's table: every district's connectors (saved or not). */
    async overview(): Promise<ConnectorOverview[]> {
      const all = await db
        .select({ id: districts.id, name: districts.name })
        .from(districts)
        .orderBy(asc(districts.name));
      const rows = await connections.all();
      return all.flatMap((d) =>
        INTEGRATIONS.map((i) => {
          const row = rows.find((r) => r.districtId === d.id && r.name === i.slug) ?? null;
          return {
            districtId: d.id,
            districtName: d.name,
            name: i.slug,
            state: connectorState(row),
            lastSync: iso(row?.lastSyncAt ?? null),
            lastError: row?.lastError ?? null,
            lastErrorAt: iso(row?.lastErrorAt ?? null),
          };
        }),
      );
    },
  };
}
