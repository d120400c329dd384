import { describe, expect, it } from 'vitest';
import { detectSignals } from './message-signals.ts';

describe('message signals (wording and priority, never the action)', () => {
  it('says why a message is serious', () => {
    expect(detectSignals('I clicked a link in an email and entered my password').serious).toBe('security');
    expect(detectSignals('someone logged into my account from another country').serious).toBe('security');
    expect(detectSignals('a student searched how to hurt himself').serious).toBe('safety');
    expect(detectSignals('water is leaking onto the server rack').serious).toBe('equipment');
    expect(detectSignals('the internet is down in the whole building').serious).toBe('outage');
    expect(detectSignals('nobody can connect to the wifi').serious).toBe('outage');
    expect(detectSignals('my laptop will not turn on').serious).toBeNull();
  });

  it('recognises urgency, follow-ups and small talk', () => {
    expect(detectSignals('URGENT: testing starts in 5 minutes').urgent).toBe(true);
    expect(detectSignals('how do I print double sided').urgent).toBe(false);
    expect(detectSignals('I tried that and it still does not work').notResolved).toBe(true);
    expect(detectSignals('hello!').greeting).toBe(true);
    expect(detectSignals('hello, the projector in room 4 has no picture at all').greeting).toBe(false);
    expect(detectSignals('thanks, that fixed it').thanks).toBe(true);
    expect(detectSignals('thanks but the printer still does not work').thanks).toBe(false);
  });
});
