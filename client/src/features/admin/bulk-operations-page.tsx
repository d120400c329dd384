import { ComingSoon } from '@/ui/coming-soon';

export function BulkOperationsPage() {
  return <ComingSoon title="Bulk Operations" description="Apply one change to many districts at once." />;
}
