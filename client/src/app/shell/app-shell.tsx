import type { AuthUser } from '@domain/auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountLocale } from '@/features/account/use-account-locale';
import { AnnouncementBanners, MaintenanceNotice } from '@/features/announcements';
import { useNotificationsLive } from '@/features/notifications';
import { DistrictViewBanner } from './district-view-banner';
import { MobileNav } from './mobile-nav';
import { RequesterGate } from './requester-gate';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useLiveConnection } from './use-live-connection';
import { WorkingDistrictProvider } from './working-district-provider';

/**
 * Fixed sidebar on wide screens, drawer on narrow ones; pages render in the main column, under the
 * district view banner and the top bar (district picker, see lib/working-district.ts, and the
 * notification bell).
 */
export function AppShell({ user, children }: { user: AuthUser; children: ReactNode }) {
  useLiveConnection(user);
  useAccountLocale(user);
  const { t } = useTranslation('shell');
  useNotificationsLive();
  return (
    <WorkingDistrictProvider user={user}>
      <div className="min-h-dvh">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm font-medium shadow-md focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('skip')}
        </a>
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-(--sidebar-width) border-r border-border lg:block">
          <Sidebar user={user} />
        </aside>
        <MobileNav user={user} />
        <div className="flex min-h-dvh min-w-0 flex-col lg:pl-(--sidebar-width)">
          <DistrictViewBanner user={user} />
          <MaintenanceNotice user={user} />
          <AnnouncementBanners />
          <TopBar />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8"
          >
            <RequesterGate user={user}>{children}</RequesterGate>
          </main>
        </div>
      </div>
    </WorkingDistrictProvider>
  );
}
