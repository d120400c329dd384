import { useParams } from 'react-router';
import { DistrictDetailView } from './district-detail-view';

/** /instance/:id — District detail (see docs/product.md#districts). */
export function DistrictDetailPage() {
  const { id = '' } = useParams();
  return <DistrictDetailView key={id} id={id} />;
}
