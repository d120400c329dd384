import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
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
  if (user.accountRole === 'provider_admin') return children;
  return (
    <>
      <PageHeader title="Not available" description="Provider-level screens are for Five Star staff." />
      <Card>
        <EmptyState
          icon={ShieldAlert}
          title="This page is for Five Star administrators."
          description="Your account manages one district. Ask a Five Star administrator if you need something here."
          action={
            <Link to="/" className={buttonClasses('secondary')}>
              Go to the dashboard
            </Link>
          }
        />
      </Card>
    </>
  );
}
