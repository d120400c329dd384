import { Breadcrumb } from '@/ui/breadcrumb';

export const LICENSES_TITLE = 'License Tracking';
export const LICENSES_DESCRIPTION = 'Software subscriptions, their seats and their renewals.';

/** Dashboard / Licenses. */
export const LicensesBreadcrumb = () => <Breadcrumb page="Licenses" />;
