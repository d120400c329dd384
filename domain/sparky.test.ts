import { describe, expect, it } from 'vitest';
import {
  answersFromDistrictData,
  chatRequestSchema,
  confidenceTone,
  conversationTitle,
  formatConfidence,
  plainTextOf,
  SPARKY_MESSAGES,
  sessionBadge,
  ticketDescriptionFromConversation,
} from './sparky.ts';

describe('confidence', () => {
  it('is green from 0.8, yellow from 0.6, red below', () => {
    expect([0.8, 0.97, 1].map(confidenceTone)).toEqual(['green', 'green', 'green']);
    expect([0.6, 0.79].map(confidenceTone)).toEqual(['yellow', 'yellow']);
    expect([0, 0.35, 0.599].map(confidenceTone)).toEqual(['red', 'red', 'red']);
  });

  it('is shown as a whole percent', () => {
    expect(formatConfidence(0.856)).toBe('86%');
    expect(formatConfidence(1)).toBe('100%');
    expect(formatConfidence(0)).toBe('0%');
  });
});

describe('session badge', () => {
  it('shows the last 8 characters of the session id', () => {
    expect(sessionBadge('0d3f2a1c-9b7e-4c55-8f21-3a9d7e6b12ff')).toBe('7e6b12ff');
  });
});

describe('chat request', () => {
  it('refuses empty and whitespace-only messages and trims the rest', () => {
    for (const message of ['', '   ', '\n\t']) {
      const r = chatRequestSchema.safeParse({ message });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(SPARKY_MESSAGES.emptyMessage);
    }
    expect(chatRequestSchema.parse({ message: '  printer offline ' }).message).toBe('printer offline');
  });
});

describe('ticket from a conversation', () => {
  it('puts the whole conversation, oldest first, in the description', () => {
    const text = ticketDescriptionFromConversation(
      [
        { role: 'user', content: 'Projector says no signal', timestamp: '2026-03-02T15:00:00.000Z' },
        { role: 'assistant', content: '1. Press Input.', timestamp: '2026-03-02T15:00:01.000Z' },
      ],
      { sessionId: 'abcdef12-0000-0000-0000-00001234abcd' },
    );
    expect(text).toBe(
      'Conversation with Sparky (session 1234abcd)\n\nUser (2026-03-02 15:00 UTC):\nProjector says no signal\n\nSparky (2026-03-02 15:00 UTC):\n1. Press Input.',
    );
  });

  it('writes Sparky’s Markdown as plain text', () => {
    expect(
      plainTextOf(
        '## Try this\n1. Press **Input** on the remote.\n* Check the `HDMI 1` cable\n- See [the guide](https://help.example.org/p) or _restart_ it.\nA 2*3 grid and snake_case stay.',
      ),
    ).toBe(
      'Try this\n1. Press Input on the remote.\n- Check the HDMI 1 cable\n- See the guide (https://help.example.org/p) or restart it.\nA 2*3 grid and snake_case stay.',
    );
  });

  it('titles a conversation with its first question on one line', () => {
    expect(conversationTitle('  My   projector\nsays no signal ')).toBe('My projector says no signal');
    expect(conversationTitle('x'.repeat(100))).toHaveLength(80);
  });
});

describe('long conversations in a ticket', () => {
  it('keep their newest messages within the bound', () => {
    const messages = Array.from({ length: 50 }, (_, i) => ({
      role: 'user' as const,
      content: `message ${i} ${'x'.repeat(300)}`,
      timestamp: '2026-03-02T15:00:00.000Z',
    }));
    const text = ticketDescriptionFromConversation(messages, { maxLength: 2000 });
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).toContain('(earlier messages omitted)');
    expect(text).toContain('message 49');
    expect(text).not.toContain('message 0 ');
  });
});

describe("a requester's Sparky", () => {
  it("answers how-to questions only, never from the district's records", () => {
    expect(answersFromDistrictData('requester')).toBe(false);
    for (const role of ['viewer', 'technician', 'district_admin', 'provider_admin'] as const)
      expect(answersFromDistrictData(role), role).toBe(true);
  });
});
