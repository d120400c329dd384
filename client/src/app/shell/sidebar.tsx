import type { AuthUser } from '@domain/auth';
import { SidebarFooter } from './sidebar-footer';
import { SidebarHeader } from './sidebar-header';
import { SidebarNav } from './sidebar-nav';

/** The sidebar's content; the shell places it fixed (wide screens) or in a drawer (narrow). */
export function Sidebar({ user }: { user: AuthUser }) {
  return (
    <div className="flex h-full flex-col bg-sidebar">
      <SidebarHeader user={user} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SidebarNav user={user} />
      </div>
      <SidebarFooter user={user} />
    </div>
  );
}
