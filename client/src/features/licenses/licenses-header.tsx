import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { Breadcrumb } from '@/ui/breadcrumb';

export const LICENSES_TITLE = i18n.t('licenses:header.title');
export const LICENSES_DESCRIPTION = i18n.t('licenses:header.description');

/** Dashboard / Licenses. */
export const LicensesBreadcrumb = () => {
  const { t } = useTranslation('licenses');
  return <Breadcrumb page={t('header.breadcrumb')} />;
};
