import { ComingSoon } from '@/ui/coming-soon';

export function ToolkitPage() {
  return (
    <ComingSoon
      title="Onsite Tech Toolkit"
      description="Forms, tracking sheets and procedures for onsite technicians."
    />
  );
}
