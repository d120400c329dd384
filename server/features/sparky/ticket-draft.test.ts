import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { detectSignals } from './message-signals.ts';
import { draftTicket, extractLocation } from './ticket-draft.ts';

const article = (id: string) => KNOWLEDGE_BASE.find((a) => a.id === id)!;

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

  it('marks escalations: a security incident is critical and says so, an urgent one without article too', () => {
    const phished = 'I typed my password into a fake login page';
    expect(
      draftTicket({ message: phished, article: null, action: 'escalate', signals: detectSignals(phished) }),
    ).toEqual({
      title: 'Security incident: I typed my password into a fake login page',
      ticket: { priority: 'critical', category: 'software' },
    });
    const leak = 'water is dripping on the switches in the closet';
    expect(
      draftTicket({ message: leak, article: null, action: 'escalate', signals: detectSignals(leak) }),
    ).toMatchObject({ title: `Urgent: ${leak}`, ticket: { priority: 'critical' } });
    const slow = 'urgent: my laptop will not turn on';
    expect(
      draftTicket({ message: slow, article: null, action: 'create_ticket', signals: detectSignals(slow) })
        .ticket.priority,
    ).toBe('high');
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
