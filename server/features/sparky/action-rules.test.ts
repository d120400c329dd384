import { describe, expect, it } from 'vitest';
import { decideAction, detectSignals, draftTicket, extractLocation } from './action-rules.ts';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';

const article = (id: string) => KNOWLEDGE_BASE.find((a) => a.id === id)!;
const decide = (message: string, id: string | null, confidence = 0.9, previous: string | null = null) =>
  decideAction({
    article: id ? article(id) : null,
    confidence,
    signals: detectSignals(message),
    previousArticle: previous ? article(previous) : null,
  });

describe('signals', () => {
  it('recognises security incidents but not ordinary password trouble', () => {
    expect(detectSignals('I clicked a link in an email and entered my password').securityIncident).toBe(true);
    expect(detectSignals('my account was hacked').securityIncident).toBe(true);
    expect(detectSignals('I typed the wrong password too many times').securityIncident).toBe(false);
    expect(detectSignals('how do I report a phishing email?').securityIncident).toBe(false);
  });

  it('recognises outages only when many are affected', () => {
    expect(detectSignals('the internet is down in the whole building').outage).toBe(true);
    expect(detectSignals('nobody can connect to the wifi').outage).toBe(true);
    expect(detectSignals('my laptop has no internet').outage).toBe(false);
    expect(detectSignals('no internet on my laptop, everyone else is fine').outage).toBe(false);
  });

  it('recognises urgency, damage, follow-ups and small talk', () => {
    expect(detectSignals('URGENT: testing starts in 5 minutes').urgent).toBe(true);
    expect(detectSignals('the screen is cracked').damage).toBe(true);
    expect(detectSignals('I tried that and it still does not work').notResolved).toBe(true);
    expect(detectSignals('hello!').greeting).toBe(true);
    expect(detectSignals('thanks, that fixed it').thanks).toBe(true);
    expect(detectSignals('thanks but the printer still does not work').thanks).toBe(false);
  });
});

describe('decideAction', () => {
  it("follows a confident article's action when nothing else is said", () => {
    expect(decide('projector says no signal', 'projector-no-signal')).toBe('none');
    expect(decide('we need more license seats', 'license-seats')).toBe('create_ticket');
    expect(decide('ransomware note on screen', 'malware-ransomware')).toBe('escalate');
  });

  it('escalates security incidents, outages and student-safety reports whatever the article', () => {
    expect(decide('I clicked a phishing link and typed my password', 'staff-password-reset')).toBe(
      'escalate',
    );
    expect(decide('the wifi is down for the entire school', 'wifi-device-cannot-connect')).toBe('escalate');
    expect(decide('a student saw explicit content', null, 0)).toBe('escalate');
  });

  it('escalates urgent problems the articles cannot solve, not urgent how-to questions', () => {
    expect(
      decide('URGENT none of the lab chromebooks can open the testing app', 'testing-secure-browser'),
    ).toBe('escalate');
    expect(decide('urgent: the projector lamp is out', 'projector-hardware-failure')).toBe('escalate');
    expect(decide('urgent: printer says offline', 'printer-offline', 0.5)).toBe('escalate');
    expect(decide('urgent: how do I add a printer', 'add-printer', 0.95)).toBe('none');
  });

  it('asks for a ticket when there is damage or the steps did not help', () => {
    expect(decide('the chromebook is not charging and the case is cracked', 'chromebook-no-power')).toBe(
      'create_ticket',
    );
    expect(
      decide('I tried all that, still no signal', 'projector-no-signal', 0.9, 'projector-no-signal'),
    ).toBe('create_ticket');
  });

  it('without an article: a ticket for a problem, nothing for a question it cannot place', () => {
    expect(decide('the smart lockers in the hallway are not working', null, 0.1)).toBe('create_ticket');
    expect(decide('what is for lunch tomorrow?', null, 0.1)).toBe('none');
    expect(decide('hello', null, 0)).toBe('none');
  });
});

describe('ticket drafts', () => {
  it('names the room, school or place when the message does', () => {
    expect(extractLocation('projector in room 204b is dead')).toBe('Room 204B');
    expect(extractLocation('wifi is down at Lincoln Elementary')).toBe('Lincoln Elementary');
    expect(extractLocation('the library printer')).toBe('Library');
    expect(extractLocation('my printer')).toBeNull();
  });

  it("uses the article's title and raises the priority for escalations", () => {
    const signals = detectSignals('wifi down in the whole building at Oak Middle School');
    const draft = draftTicket({
      message: 'wifi down in the whole building at Oak Middle School',
      article: article('network-outage'),
      action: 'escalate',
      signals,
    });
    expect(draft).toEqual({
      title: 'Network outage affecting building (Oak Middle School)',
      ticket: { priority: 'critical', category: 'network' },
    });
  });

  it('builds a specific title from the message when no article matches', () => {
    const message = 'The smart lockers in the hallway are not working';
    const draft = draftTicket({
      message,
      article: null,
      action: 'create_ticket',
      signals: detectSignals(message),
    });
    expect(draft.title).toBe('Help needed: The smart lockers in the hallway are not working');
    expect(draft.ticket.priority).toBe('medium');
  });

  it('finds the location in an earlier question of the conversation', () => {
    const message = 'still nothing';
    const draft = draftTicket({
      message,
      article: article('projector-no-signal'),
      action: 'create_ticket',
      signals: detectSignals(message),
      context: ['the projector in room 12 says no signal'],
    });
    expect(draft.title).toBe('Projector not displaying laptop signal (Room 12)');
  });
});
