import {
  type CreateEmailChannelInput,
  type EmailChannel,
  type EmailChannelRun,
  type EmailChannelTest,
  EMAIL_CHANNEL_MESSAGES as M,
  type UpdateEmailChannelInput,
} from '../../../domain/email-channels.ts';
import { classifyHost } from '../../../domain/remote-calls.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, isUniqueViolation } from '../../lib/http-errors.ts';
import type { ChannelRow, ChannelSettings, ChannelStore } from './channel-store.ts';
import type { EmailRunner } from './email-runner.ts';
import { type ImapOptions, testMailbox } from './imap-connection.ts';

export interface EmailChannelsServiceDeps {
  db: Db;
  store: ChannelStore;
  runner: EmailRunner;
  imap: ImapOptions;
}

const toChannel = (row: ChannelRow, lastRun: EmailChannelRun | null): EmailChannel => ({
  id: row.id,
  districtId: row.districtId,
  address: row.address,
  host: row.host,
  port: row.port,
  tls: row.tls,
  username: row.username,
  folder: row.folder,
  enabled: row.enabled,
  replyToUnknown: row.replyToUnknown,
  passwordSaved: row.passwordSealed.length > 0,
  lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
  lastRun,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a channel: its settings, never its password (only that it was replaced). */
const audited = (s: ChannelSettings, passwordReplaced: boolean) => ({ ...s, passwordReplaced });

/**
 * A district's help desk mailboxes (see docs/product.md#email-channels): kept by its
 * administrators, tested on demand, polled by the schedule or Poll now; passwords never answered.
 */
export function createEmailChannelsService(deps: EmailChannelsServiceDeps) {
  const { db, store, runner } = deps;

  async function visible(identity: Identity, id: string, payloadDistrictId?: string): Promise<ChannelRow> {
    return visibleRow(identity, (await store.get(id)) ?? undefined, M.notFound, payloadDistrictId);
  }

  /** A loopback server only with the tests' escape hatch (private addresses are refused by the schema). */
  function requireReachable(host: string) {
    if (classifyHost(host) !== 'name' && classifyHost(host) !== 'public' && !deps.imap.allowInsecure)
      throw badRequest(M.hostPrivate);
  }

  const settingsOf = (input: CreateEmailChannelInput | UpdateEmailChannelInput): ChannelSettings => ({
    address: input.address,
    host: input.host,
    port: input.port,
    tls: input.tls,
    username: input.username,
    folder: input.folder,
    enabled: input.enabled,
    replyToUnknown: input.replyToUnknown,
  });

  const taken = (err: unknown) => {
    if (isUniqueViolation(err, 'email_channels_address_key')) return conflict(M.addressTaken);
    return err;
  };

  return {
    async list(identity: Identity, requested?: string): Promise<EmailChannel[]> {
      const districtId = resolveDistrict(identity, requested);
      const [rows, latest] = await Promise.all([store.ofDistrict(districtId), runner.latest(districtId)]);
      return rows.map((r) => toChannel(r, latest.get(r.id) ?? null));
    },

    async create(identity: Identity, input: CreateEmailChannelInput): Promise<EmailChannel> {
      const districtId = resolveDistrict(identity, input.districtId);
      requireReachable(input.host);
      const settings = settingsOf(input);
      const row = await store.create(districtId, settings, input.password).catch((err) => {
        throw taken(err);
      });
      await recordAudit(db, identity, {
        action: 'email_channel.created',
        districtId,
        target: row.address,
        after: audited(settings, true),
      });
      return toChannel(row, null);
    },

    async update(identity: Identity, id: string, input: UpdateEmailChannelInput): Promise<EmailChannel> {
      const before = await visible(identity, id, input.districtId);
      requireReachable(input.host);
      const settings = settingsOf(input);
      const row = await store.update(before, settings, input.password || undefined).catch((err) => {
        throw taken(err);
      });
      await recordAudit(db, identity, {
        action: 'email_channel.saved',
        districtId: row.districtId,
        target: row.address,
        before: audited(settingsOf({ ...before, password: undefined }), false),
        after: audited(settings, !!input.password),
      });
      const [lastRun] = await runner.history(row.id, 1);
      return toChannel(row, lastRun ?? null);
    },

    async remove(identity: Identity, id: string): Promise<void> {
      const row = await visible(identity, id);
      await store.remove(row);
      await recordAudit(db, identity, {
        action: 'email_channel.removed',
        districtId: row.districtId,
        target: row.address,
      });
    },

    /** Connects with the saved settings now; the message says exactly what failed. */
    async test(identity: Identity, id: string): Promise<EmailChannelTest> {
      const row = await visible(identity, id);
      return testMailbox(row, await store.password(row), deps.imap);
    },

    /** Queues a reading now (a job; the answer does not wait for the mail server). */
    async poll(identity: Identity, id: string): Promise<{ runId: string }> {
      const row = await visible(identity, id);
      if (!row.enabled) throw badRequest(M.disabled);
      return { runId: await runner.enqueue(row, 'manual') };
    },

    async runs(identity: Identity, id: string): Promise<EmailChannelRun[]> {
      const row = await visible(identity, id);
      return runner.history(row.id);
    },
  };
}
