import { ComingSoon } from '@/ui/coming-soon';

export function LicensesPage() {
  return <ComingSoon title="License Tracking" description="Software licenses, renewals and utilization." />;
}
