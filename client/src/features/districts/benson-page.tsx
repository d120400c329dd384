import { DistrictDetailView, DistrictLoading, DistrictNotFound } from './district-detail-view';
import { BENSON_CODE } from './district-display';
import { useDistricts } from './use-districts';

/** /instance/benson — the fixed page of the district whose code is BENSON. */
export function BensonPage() {
  const districts = useDistricts();
  if (districts.isPending) return <DistrictLoading />;
  const benson = districts.data?.find((d) => d.code === BENSON_CODE);
  if (!benson) return <DistrictNotFound />;
  return <DistrictDetailView id={benson.id} />;
}
