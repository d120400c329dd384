import { ROLE_LABELS, type Role } from '@domain/roles';
import { USER_STATUS_LABELS, type UserStatus } from '@domain/users';
import { Badge, StatusBadge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

/** Invited blue (waiting for them), active green, deactivated gray (the word says it too). */
const STATUS_TONES: Record<UserStatus, Tone> = { invited: 'blue', active: 'green', deactivated: 'gray' };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <StatusBadge status={status} labels={USER_STATUS_LABELS} tones={STATUS_TONES} />;
}

const ROLE_TONES: Record<Role, Tone> = {
  provider_admin: 'purple',
  district_admin: 'brand',
  technician: 'neutral',
  viewer: 'neutral',
  requester: 'neutral',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>;
}
