import { i18n } from '@/lib/i18n';
import { Breadcrumb } from '@/ui/breadcrumb';

export const SCHEDULING_TITLE = i18n.t('visits:header.title');
export const SCHEDULING_DESCRIPTION = i18n.t('visits:header.description');

/** Dashboard / Technician Scheduling. */
export const SchedulingBreadcrumb = () => <Breadcrumb page={SCHEDULING_TITLE} />;
