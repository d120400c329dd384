import { BULK_SCREEN, inWindow, MAINTENANCE_MESSAGE, type Maintenance } from '@domain/admin';
import type { AuthUser } from '@domain/auth';
import { Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Re-renders when the window starts or ends, so the notice comes and goes on time by itself. */
function useNowAtEdges(edges: number[]) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const next = edges.filter((t) => t > now).sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - now + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [edges, now]);
  return now;
}

/**
 * While the district's maintenance window is on: its users read but their changes answer 503, so
 * the shell says so (and why) above every page. A Five Star administrator in the district still works.
 */
export function MaintenanceNotice({ user }: { user: AuthUser }) {
  const { t } = useTranslation('announcements');
  const m: Maintenance | null = user.maintenance;
  const now = useNowAtEdges(m ? [Date.parse(m.startsAt), Date.parse(m.endsAt)] : []);
  if (!m || !inWindow(m, now)) return null;
  const provider = user.accountRole === 'provider_admin';
  return (
    <section
      aria-label={BULK_SCREEN.maintenanceTitle}
      className="flex items-start gap-3 border-b border-tone-orange-border bg-tone-orange-bg px-4 py-2 text-sm text-tone-orange-fg sm:px-6 lg:px-8"
    >
      <Wrench aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 break-words">
        <strong className="font-semibold">{BULK_SCREEN.maintenanceTitle}: </strong>
        {m.message ?? MAINTENANCE_MESSAGE(new Date(m.endsAt))}
        {provider && t('maintenance.providerNote')}
      </p>
    </section>
  );
}
