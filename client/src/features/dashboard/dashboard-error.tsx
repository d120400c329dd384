import { DASHBOARD_MESSAGES } from '@domain/dashboard';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';

/** Spec 2.4 error state: 'Error Loading Dashboard' / 'Unable to load dashboard metrics…'. */
export function DashboardError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Card role="alert">
      <EmptyState
        icon={TriangleAlert}
        title={DASHBOARD_MESSAGES.loadError.title}
        description={DASHBOARD_MESSAGES.loadError.description}
        action={
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </Card>
  );
}
