import { describe, expect, it } from 'vitest';
import { kindsFor, NOTIFICATION_KINDS } from './notifications.ts';

describe('the kinds a person can be told about', () => {
  it('a requester: their own tickets, visits and announcements; never a district’s', () => {
    expect(kindsFor('requester')).toEqual([
      'ticket_status',
      'ticket_comment',
      'visit_update',
      'announcement',
    ]);
  });

  it('staff and Five Star: every kind, in the domain’s order', () => {
    for (const role of ['provider_admin', 'district_admin', 'technician', 'viewer'] as const)
      expect(kindsFor(role)).toEqual([...NOTIFICATION_KINDS]);
  });
});
