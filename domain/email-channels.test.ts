import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  channelSummary,
  createEmailChannelSchema,
  isHostName,
  EMAIL_CHANNEL_MESSAGES as M,
  updateEmailChannelSchema,
} from './email-channels.ts';

const valid = {
  address: 'Help@Benson.k12.us',
  host: 'IMAP.gmail.com',
  username: 'help@benson.k12.us',
  password: ' app password ',
};
const firstMessage = (input: unknown, schema: z.ZodType = createEmailChannelSchema) => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('email channel input', () => {
  it('fills the defaults: port 993 with TLS, INBOX, on, polite answers to unknown senders', () => {
    expect(createEmailChannelSchema.parse(valid)).toEqual({
      address: 'help@benson.k12.us',
      host: 'imap.gmail.com',
      port: 993,
      tls: true,
      username: 'help@benson.k12.us',
      password: ' app password ',
      folder: 'INBOX',
      enabled: true,
      replyToUnknown: true,
    });
    expect(createEmailChannelSchema.parse({ ...valid, folder: '  ' }).folder).toBe('INBOX');
    expect(createEmailChannelSchema.parse({ ...valid, port: '143', tls: false }).port).toBe(143);
  });

  it('says what is wrong with each field', () => {
    expect(firstMessage({ ...valid, address: '' })).toBe(M.addressRequired);
    expect(firstMessage({ ...valid, address: 'help desk' })).toBe(M.addressInvalid);
    expect(firstMessage({ ...valid, host: '' })).toBe(M.hostRequired);
    expect(firstMessage({ ...valid, host: 'imaps://imap.gmail.com:993' })).toBe(M.hostInvalid);
    expect(firstMessage({ ...valid, host: '10.0.0.5' })).toBe(M.hostPrivate);
    expect(firstMessage({ ...valid, host: '192.168.1.20' })).toBe(M.hostPrivate);
    expect(firstMessage({ ...valid, port: 0 })).toBe(M.portInvalid);
    expect(firstMessage({ ...valid, port: 70000 })).toBe(M.portInvalid);
    expect(firstMessage({ ...valid, port: 99.5 })).toBe(M.portInvalid);
    expect(firstMessage({ ...valid, port: 'abc' })).toBe(M.portInvalid);
    expect(firstMessage({ ...valid, username: ' ' })).toBe(M.usernameRequired);
    expect(firstMessage({ ...valid, password: '' })).toBe(M.passwordRequired);
    expect(firstMessage({ ...valid, password: undefined })).toBe(M.passwordRequired);
    expect(firstMessage({ ...valid, password: 'x'.repeat(1001) })).toBe(M.passwordTooLong);
    expect(firstMessage({ ...valid, folder: 'portal-failed' })).toBe(M.folderReserved);
    expect(firstMessage({ ...valid, folder: 'In\u0001box' })).toBe('Must not contain control characters');
  });

  it('keeps the saved password when an update leaves it out', () => {
    const { password: _, ...rest } = valid;
    expect(updateEmailChannelSchema.parse(rest).password).toBeUndefined();
    expect(firstMessage(rest, updateEmailChannelSchema)).toBeNull();
  });

  it('knows a server name from anything else', () => {
    for (const ok of [
      'imap.gmail.com',
      'outlook.office365.com',
      'mail',
      '203.0.113.5',
      '2001:db8::1',
      'mx-1.k12.us.',
    ])
      expect(isHostName(ok)).toBe(true);
    for (const bad of ['imap://x', 'x:993', 'a b', '-x.org', 'x..org', '', 'a'.repeat(254)])
      expect(isHostName(bad)).toBe(false);
  });
});

describe('channelSummary', () => {
  const run = {
    id: '00000000-0000-4000-8000-000000000001',
    channelId: '00000000-0000-4000-8000-000000000002',
    trigger: 'schedule' as const,
    status: 'succeeded' as const,
    startedAt: '2026-03-03T10:00:00Z',
    finishedAt: '2026-03-03T10:00:01Z',
    ticketsCreated: 2,
    repliesAdded: 1,
    skipped: 3,
    failed: 0,
    errors: [],
  };
  it('says what the channel did last', () => {
    expect(channelSummary({ enabled: false, lastRun: run })).toBe('Off: the mailbox is not read.');
    expect(channelSummary({ enabled: true, lastRun: null })).toBe('On: not read yet.');
    expect(channelSummary({ enabled: true, lastRun: run })).toBe(
      'Last run: 2 new tickets, 1 reply, 3 skipped.',
    );
    expect(
      channelSummary({ enabled: true, lastRun: { ...run, status: 'failed', errors: ['Refused.'] } }),
    ).toBe('Refused.');
    expect(channelSummary({ enabled: true, lastRun: { ...run, status: 'running' } })).toBe(
      'Reading the mailbox…',
    );
  });
});
