import { PageHeader } from '@/ui/page-header';
import { ChooseInventoryDistrict, InventoryDistrictSelect } from './inventory-district-select';
import { InventoryView } from './inventory-view';
import { useInventoryDistrict } from './use-inventory-district';

/** /inventory: the district's asset inventory (spec 2.6). */
export function AssetsPage() {
  const scope = useInventoryDistrict();
  const districtSelect = scope.providerWide ? (
    <InventoryDistrictSelect value={scope.districtId} onChange={scope.choose} />
  ) : null;
  if (!scope.districtId) {
    return (
      <>
        <PageHeader title="Inventory" description="Every device and piece of equipment in the district." />
        <ChooseInventoryDistrict onChange={scope.choose} />
      </>
    );
  }
  return (
    <InventoryView
      key={scope.districtId}
      districtId={scope.districtId}
      canEdit={scope.canEdit}
      districtSelect={districtSelect}
    />
  );
}
