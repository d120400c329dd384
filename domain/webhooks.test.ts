import { describe, expect, it } from 'vitest';
import {
  changedFields,
  excerptOf,
  isRetryable,
  MAX_ATTEMPTS,
  nextAttemptAt,
  pickFields,
  RETRY_SCHEDULE_MS,
  retryAfterWaitMs,
  secretKeyBase64,
  secretOf,
  signatureHeader,
  signingInput,
  webhookInputSchema,
} from './webhooks.ts';

const now = new Date('2026-11-27T12:00:00Z');
const waitAfter = (attempts: number, o: Parameters<typeof nextAttemptAt>[1]) => {
  const at = nextAttemptAt(attempts, o, now);
  return at ? at.getTime() - now.getTime() : null;
};

describe('the retry schedule', () => {
  it('is the specification’s: at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    expect(RETRY_SCHEDULE_MS).toEqual([0, 5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 36e6]);
    expect(MAX_ATTEMPTS).toBe(8);
    const fail = { kind: 'answered', status: 500 } as const;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => waitAfter(n, fail))).toEqual(RETRY_SCHEDULE_MS.slice(1));
    expect(waitAfter(8, fail)).toBeNull();
  });

  it('retries 5xx, 429, 408, timeouts and failed connections; never other 4xx or a refused address', () => {
    expect(isRetryable({ kind: 'answered', status: 503 })).toBe(true);
    expect(isRetryable({ kind: 'answered', status: 429 })).toBe(true);
    expect(isRetryable({ kind: 'answered', status: 408 })).toBe(true);
    expect(isRetryable({ kind: 'timeout' })).toBe(true);
    expect(isRetryable({ kind: 'unreachable' })).toBe(true);
    expect(isRetryable({ kind: 'answered', status: 400 })).toBe(false);
    expect(isRetryable({ kind: 'answered', status: 410 })).toBe(false);
    expect(isRetryable({ kind: 'refused' })).toBe(false);
    expect(waitAfter(1, { kind: 'answered', status: 404 })).toBeNull();
    expect(waitAfter(1, { kind: 'answered', status: 204 })).toBeNull();
    expect(waitAfter(1, { kind: 'refused' })).toBeNull();
  });

  it('honours a Retry-After that asks for longer (seconds or a date), never shorter, at most a day', () => {
    expect(waitAfter(1, { kind: 'answered', status: 429, retryAfter: '120' })).toBe(120_000);
    expect(waitAfter(1, { kind: 'answered', status: 429, retryAfter: '1' })).toBe(5_000);
    expect(waitAfter(3, { kind: 'answered', status: 503, retryAfter: '60' })).toBe(18e5);
    expect(
      waitAfter(1, {
        kind: 'answered',
        status: 429,
        retryAfter: new Date(now.getTime() + 600_000).toUTCString(),
      }),
    ).toBe(600_000);
    expect(waitAfter(1, { kind: 'answered', status: 429, retryAfter: '999999' })).toBe(24 * 3600_000);
    expect(retryAfterWaitMs('soon', now)).toBeNull();
    expect(retryAfterWaitMs(null, now)).toBeNull();
  });
});

describe('signing', () => {
  it('signs id.timestamp.body and sends v1,<base64>', () => {
    expect(signingInput('msg_1', 1700000000, '{"a":1}')).toBe('msg_1.1700000000.{"a":1}');
    expect(signatureHeader('abc=')).toBe('v1,abc=');
  });

  it('makes secrets of whsec_ and base64, and reads their key back', () => {
    const secret = secretOf(new Uint8Array(32).fill(1));
    expect(secret).toBe(`whsec_${Buffer.alloc(32, 1).toString('base64')}`);
    expect(secretKeyBase64(secret)).toBe(Buffer.alloc(32, 1).toString('base64'));
  });
});

describe('payloads', () => {
  it('carry the allowed fields only: never a description, a note or a secret', () => {
    const ticket = {
      id: 't1',
      districtId: 'd1',
      title: 'Projector',
      description: 'The password is hunter2',
      internalNote: 'x',
      status: 'open',
      createdAt: now,
    };
    expect(pickFields('ticket', ticket)).toEqual({
      id: 't1',
      districtId: 'd1',
      title: 'Projector',
      status: 'open',
      createdAt: now.toISOString(),
    });
    expect(pickFields('user', { id: 'u', email: 'a@b.c', passwordHash: 'h', totpSecret: 's' })).toEqual({
      id: 'u',
      email: 'a@b.c',
    });
    expect(pickFields('visit', { id: 'v', status: 'completed', workNotes: 'Door code 1234' })).toEqual({
      id: 'v',
      status: 'completed',
    });
  });

  it('name the changed fields with their new values', () => {
    expect(
      changedFields(
        'asset',
        { id: 'a', status: 'active', name: 'X', notes: 'a' },
        { id: 'a', status: 'lost', name: 'X', notes: 'b' },
      ),
    ).toEqual({ status: 'lost' });
  });

  it('keep the first 1 KB of an answer', () => {
    expect(excerptOf('ok')).toBe('ok');
    expect(new TextEncoder().encode(excerptOf('é'.repeat(1000))).length).toBeLessThanOrEqual(1024);
  });
});

describe('the webhook form', () => {
  const base = { url: 'https://hooks.example.com/portal', events: ['ticket.created'] };
  const message = (v: object) => webhookInputSchema.safeParse(v).error?.issues[0]?.message;
  it('says what is wrong', () => {
    expect(webhookInputSchema.parse(base)).toMatchObject({ description: '', enabled: true });
    expect(message({ ...base, url: '' })).toBe('Enter the address that receives the events');
    expect(message({ ...base, url: 'hooks' })).toBe('Enter a full address starting with https://');
    expect(message({ ...base, url: 'https://192.168.1.5/x' })).toBe(
      'The address may not point at a private or local network',
    );
    expect(message({ ...base, events: [] })).toBe('Choose at least one event');
    expect(message({ ...base, events: ['ticket.deleted'] })).toBe('Not an event webhooks can send');
    expect(message({ ...base, description: 'x'.repeat(201) })).toBe('Must be at most 200 characters');
  });
});
