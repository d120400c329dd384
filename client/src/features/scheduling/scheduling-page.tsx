import { ComingSoon } from '@/ui/coming-soon';

export function SchedulingPage() {
  return (
    <ComingSoon title="Technician Scheduling" description="Onsite technician visits and their status." />
  );
}
