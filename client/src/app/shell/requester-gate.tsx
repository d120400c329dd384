import type { AuthUser } from '@domain/auth';
import { HELP_HOME, requesterMayOpen } from '@domain/portal';
import { LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';

/**
 * Staff & Students (requesters) use the help portal only (see docs/product.md#help): they land on
 * /help, and every other screen says it is not available, with the way back to /help. The server
 * refuses them every other endpoint as well; this spares them screens that would only fail.
 */
export function RequesterGate({ user, children }: { user: AuthUser; children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation(['shell', 'portal']);
  if (user.role !== 'requester' || requesterMayOpen(pathname)) return children;
  if (pathname === '/' || pathname === '') return <Navigate to={HELP_HOME} replace />;
  return (
    <>
      <PageHeader title={t('notAvailable.title')} />
      <Card>
        <EmptyState
          icon={LifeBuoy}
          title={t('portal:messages.notAvailable')}
          description={t('portal:messages.notAvailableHint')}
          action={
            <Link to={HELP_HOME} className={buttonClasses('primary')}>
              {t('notAvailable.action')}
            </Link>
          }
        />
      </Card>
    </>
  );
}
