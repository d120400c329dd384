import { HELP_PATHS } from '@domain/portal';
import { Laptop, MessageCircleQuestion, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAccess, useCurrentUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { AreaLocked } from '@/ui/area-locked';
import { PageHeader } from '@/ui/page-header';
import { usePortalWords } from './use-portal-words';

const PARTS = [
  { to: HELP_PATHS.home, key: 'home', icon: MessageCircleQuestion, end: true },
  { to: HELP_PATHS.tickets, key: 'tickets', icon: Ticket, end: false },
  { to: HELP_PATHS.devices, key: 'devices', icon: Laptop, end: false },
] as const;

/**
 * The help portal's title and its three parts (see docs/product.md#help), as links: on a phone
 * they sit under the title, three to a row, so no part is behind the menu.
 */
function HelpHeader({ title, description }: { title: string; description: string }) {
  const { t } = usePortalWords();
  return (
    <>
      <nav aria-label={t('parts.label')} className="mb-5">
        <ul className="grid grid-cols-3 gap-1 rounded-lg border border-border bg-surface-muted p-1 sm:inline-grid">
          {PARTS.map((part) => (
            <li key={part.to}>
              <NavLink
                to={part.to}
                end={part.end}
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center justify-center gap-2 rounded-md px-3 text-[13px] font-medium whitespace-nowrap transition-colors sm:h-9',
                    isActive
                      ? 'bg-surface text-fg shadow-xs'
                      : 'text-muted-fg hover:bg-surface-hover hover:text-fg',
                  )
                }
              >
                <part.icon aria-hidden className="hidden size-4 shrink-0 min-[400px]:block" />
                {t(`parts.${part.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PageHeader title={title} description={description} />
    </>
  );
}

/**
 * A part of the help portal: its header, then its content, or what keeps the district from the
 * portal (it comes with FS Ascend and the tickets feature).
 */
export function HelpFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  const access = useAccess('portal');
  const { t } = usePortalWords();
  return (
    <>
      <HelpHeader title={title} description={description} />
      {access.ok ? (
        children
      ) : (
        <AreaLocked what={t('locked')} verdict={access} serviceLevel={user.serviceLevel} />
      )}
    </>
  );
}
