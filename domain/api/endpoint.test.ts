import { describe, expect, it } from 'vitest';
import { clears, routeName } from './endpoint.ts';

describe('clears', () => {
  const rule = (...clearedBy: string[]) => ({ ms: 1000, clearedBy });

  it('matches an event type exactly', () => {
    expect(clears(rule('visit_updated'), 'visit_updated')).toBe(true);
    expect(clears(rule('visit_updated'), 'visit_updated_again')).toBe(false);
    expect(clears(rule('visit_updated'), 'ticket_updated')).toBe(false);
  });

  it('matches a prefix ending in *', () => {
    expect(clears(rule('district_*'), 'district_created')).toBe(true);
    expect(clears(rule('district_*'), 'districts')).toBe(false);
  });

  it("takes 'changes' as every event but the servers' internal ones", () => {
    expect(clears(rule('changes'), 'ticket_created')).toBe(true);
    expect(clears(rule('changes'), 'internal:identity_changed')).toBe(false);
    expect(clears(rule('changes', 'internal:districts_changed'), 'internal:districts_changed')).toBe(true);
  });

  it('clears on nothing when it names nothing', () => {
    expect(clears(rule(), 'ticket_created')).toBe(false);
  });
});

describe('routeName', () => {
  it('names a route as OpenAPI does', () => {
    expect(routeName({ method: 'GET', path: '/api/tickets/:id/comments/:commentId' })).toBe(
      'GET /api/tickets/{id}/comments/{commentId}',
    );
  });
});
