import { ComingSoon } from '@/ui/coming-soon';

export function AssessmentsPage() {
  return <ComingSoon title="Technology Assessment" description="Assessment workflows, forms and reports." />;
}
