import type { AuthUser } from '@domain/auth';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { BrandMark } from '@/ui/brand-mark';
import { useAvatarGesture } from './use-avatar-gesture';
import { useRoleLabel } from './use-role-label';

/** Brand, then who is signed in: initials, name, role and service level. */
export function SidebarHeader({ user }: { user: AuthUser }) {
  const onAvatarClick = useAvatarGesture(user);
  const role = useRoleLabel(user.role);
  return (
    <div className="border-b border-border px-4 pt-4 pb-4">
      <BrandMark />
      <div className="mt-4 flex items-center gap-3 rounded-lg border border-border bg-surface p-2.5 shadow-xs">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the hidden avatar gesture is deliberately not a control. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: same hidden gesture; it has no keyboard equivalent by design. */}
        <span onClick={onAvatarClick} data-testid="sidebar-avatar">
          <Avatar initials={user.initials} size="lg" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-fg" title={user.name || user.email}>
            {user.name || user.email}
          </p>
          <p className="truncate text-xs text-muted-fg" title={role}>
            {role}
          </p>
          {user.role !== 'requester' && (
            <Badge tone="brand" className="mt-1.5 h-[18px] px-1.5 text-[10px]">
              {SERVICE_LEVEL_LABELS[user.serviceLevel]}
            </Badge>
          )}
        </div>
      </div>
      {user.districtName && user.role !== 'provider_admin' && (
        <p className="mt-2.5 truncate px-1 text-xs text-subtle-fg" title={user.districtName}>
          {user.districtName}
        </p>
      )}
    </div>
  );
}
