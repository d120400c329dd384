import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';

/**
 * Provider-level screens (districts, permissions, bulk operations). The server refuses their
 * calls to anyone else; this mirrors it so a district user sees why instead of failing requests.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { t } = useTranslation('app');
  if (user.accountRole === 'provider_admin') return children;
  return (
    <>
      <PageHeader title={t('adminOnly.title')} description={t('adminOnly.description')} />
      <Card>
        <EmptyState
          icon={ShieldAlert}
          title={t('adminOnly.emptyTitle')}
          description={t('adminOnly.emptyText')}
          action={
            <Link to="/" className={buttonClasses('secondary')}>
              {t('adminOnly.action')}
            </Link>
          }
        />
      </Card>
    </>
  );
}
