import { useWorkingDistrict } from '@/lib/working-district';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { InventoryView } from './inventory-view';

/** /inventory: the district's asset inventory (see docs/product.md#inventory). */
export function AssetsPage() {
  const { districtId, canEdit } = useWorkingDistrict();
  if (!districtId) {
    return (
      <>
        <PageHeader title="Inventory" description="Every device and piece of equipment in the district." />
        <ChooseDistrictCard what="Assets" />
      </>
    );
  }
  return <InventoryView key={districtId} districtId={districtId} canEdit={canEdit} />;
}
