import { useTranslation } from 'react-i18next';
import { useWorkingDistrict } from '@/lib/working-district';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { InventoryView } from './inventory-view';

/** /inventory: the district's asset inventory (see docs/product.md#inventory). */
export function AssetsPage() {
  const { t } = useTranslation('assets');
  const { districtId, canEdit } = useWorkingDistrict();
  if (!districtId) {
    return (
      <>
        <PageHeader title={t('page.title')} description={t('page.description')} />
        <ChooseDistrictCard what={t('page.what')} />
      </>
    );
  }
  return <InventoryView key={districtId} districtId={districtId} canEdit={canEdit} />;
}
