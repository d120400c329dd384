import { describe, expect, it } from 'vitest';
import {
  draftForDevice,
  draftFromConversation,
  lastActivityText,
  portalTicketPriority,
  requesterMayOpen,
  requesterPlacement,
  statusesOfState,
} from './portal.ts';
import { TICKET_STATUS_LABELS } from './tickets.ts';

const benson = {
  districtId: 'benson',
  emailDomains: ['benson.k12.az.us'],
  requesterDomains: ['students.benson.k12.az.us', 'staff.benson.k12.az.us'],
};
const lakeside = { districtId: 'lakeside', emailDomains: ['lakeside.example'], requesterDomains: [] };

describe('requesterPlacement (a first Google sign-in)', () => {
  it('makes a requester of the district whose requester domains take the verified address', () => {
    const address = { email: 'Nia.New@Students.Benson.K12.AZ.us', verified: true };
    expect(requesterPlacement(address, [lakeside, benson])).toEqual({ districtId: 'benson' });
  });

  it('leaves a staff domain to the waiting list, as before requesters existed', () => {
    const address = { email: 'tess@benson.k12.az.us', verified: true };
    expect(requesterPlacement(address, [benson, lakeside])).toBeNull();
  });

  it('makes a requester when the domain is both a staff and a requester domain', () => {
    const both = { ...benson, emailDomains: ['benson.k12.az.us'], requesterDomains: ['benson.k12.az.us'] };
    expect(requesterPlacement({ email: 'tess@benson.k12.az.us', verified: true }, [both])).toEqual({
      districtId: 'benson',
    });
  });

  it('never places an unverified address, nor one that two districts would claim', () => {
    const address = { email: 'x@students.benson.k12.az.us', verified: false };
    expect(requesterPlacement(address, [benson])).toBeNull();
    const twin = { ...benson, districtId: 'twin' };
    expect(requesterPlacement({ ...address, verified: true }, [benson, twin])).toBeNull();
  });

  it('does not match a domain by its end ("evilbenson" is not "benson")', () => {
    const address = { email: 'x@evil-students.benson.k12.az.us', verified: true };
    expect(requesterPlacement(address, [benson])).toBeNull();
  });
});

describe('requesterMayOpen', () => {
  it('opens the help portal and the account page only', () => {
    for (const path of ['/help', '/help/', '/help/tickets', '/help/tickets/abc', '/help/devices', '/account'])
      expect(requesterMayOpen(path), path).toBe(true);
    for (const path of ['/', '/tickets', '/sparky', '/inventory', '/helpdesk', '/users', '/account/x'])
      expect(requesterMayOpen(path), path).toBe(false);
  });
});

describe('a ticket after Sparky', () => {
  const messages = [
    {
      role: 'user' as const,
      content: 'The projector in Room 12 shows no signal',
      timestamp: '2026-03-02T10:00:00Z',
      suggestedTicketTitle: null,
      ticket: null,
    },
    {
      role: 'assistant' as const,
      content: 'Try another HDMI cable.',
      timestamp: '2026-03-02T10:00:01Z',
      suggestedTicketTitle: 'Projector shows no signal (Room 12)',
      ticket: { priority: 'high' as const, category: 'hardware' as const },
    },
  ];

  it('is high priority when Sparky said escalate, else medium', () => {
    expect(portalTicketPriority('escalate')).toBe('high');
    expect(portalTicketPriority('create_ticket')).toBe('medium');
    expect(portalTicketPriority('none')).toBe('medium');
    expect(portalTicketPriority(null)).toBe('medium');
  });

  it("takes Sparky's title and category, and the conversation as description", () => {
    const draft = draftFromConversation('00000000-0000-4000-8000-0000abcdef12', messages);
    expect(draft.title).toBe('Projector shows no signal (Room 12)');
    expect(draft.category).toBe('hardware');
    expect(draft.description).toContain('Conversation with Sparky (session abcdef12)');
    expect(draft.description).toContain(
      'User (2026-03-02 10:00 UTC):\nThe projector in Room 12 shows no signal',
    );
    expect(draft.description).toContain('Sparky (2026-03-02 10:00 UTC):\nTry another HDMI cable.');
  });

  it('falls back on the first question and general when Sparky suggested no ticket', () => {
    const plain = [messages[0]!, { ...messages[1]!, suggestedTicketTitle: null, ticket: null }];
    expect(draftFromConversation('s', plain)).toMatchObject({
      title: 'The projector in Room 12 shows no signal',
      category: 'general',
    });
  });

  it('prefills a device report with the device', () => {
    expect(draftForDevice({ assetTag: 'BHS-0042', name: 'Chromebook 11' })).toEqual({
      title: 'Problem with BHS-0042 · Chromebook 11',
      category: 'hardware',
      description: '',
    });
  });
});

describe('My tickets', () => {
  it('filters by state', () => {
    expect(statusesOfState('active')).toEqual(['open', 'in_progress']);
    expect(statusesOfState('done')).toEqual(['resolved', 'closed']);
    expect(statusesOfState('all')).toHaveLength(4);
  });

  it('says what happened last', () => {
    const at = '2026-03-02T10:00:00Z';
    const text = (kind: 'created' | 'status' | 'comment', value: string | null) =>
      lastActivityText({ kind, at, actorName: 'Sam Lee', text: value }, TICKET_STATUS_LABELS);
    expect(text('comment', 'On my way')).toBe('Reply from Sam Lee');
    expect(text('status', 'in_progress')).toBe('Now In Progress');
    expect(text('created', null)).toBe('Opened');
  });
});
