import { ComingSoon } from '@/ui/coming-soon';

export function AnalyticsPage() {
  return (
    <ComingSoon title="Analytics & Reports" description="Trends in tickets, assets, costs and performance." />
  );
}
