import { Breadcrumb } from '@/ui/breadcrumb';

export const SCHEDULING_TITLE = 'Technician Scheduling';
export const SCHEDULING_DESCRIPTION =
  'Onsite technician visits for tickets: who comes, when, and where they are.';

/** Dashboard / Technician Scheduling. */
export const SchedulingBreadcrumb = () => <Breadcrumb page="Technician Scheduling" />;
