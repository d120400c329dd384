import type { EventBus, PortalEvent } from '../realtime/event-bus.ts';

const IDENTITY_CHANGED = 'internal:identity_changed';

/**
 * Whose identity changed: one session (sign-out, view switch), one user (role, district,
 * deactivation, password reset) or everybody of a district (its tier or status). Every app server
 * forgets what it trusted in memory and re-checks the sockets concerned.
 */
export interface IdentityChange {
  tokenHash?: string;
  userId?: string;
  districtId?: string;
}

export function announceIdentityChange(bus: EventBus, change: IdentityChange): Promise<void> {
  return bus.publish({ type: IDENTITY_CHANGED, districtId: null, data: { ...change } });
}

export function identityChangeOf(event: PortalEvent): IdentityChange | null {
  return event.type === IDENTITY_CHANGED ? ((event.data ?? {}) as IdentityChange) : null;
}
