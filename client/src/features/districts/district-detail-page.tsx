import { useParams } from 'react-router';
import { DistrictDetailView } from './district-detail-view';

/** /instance/:id — District detail (spec 2.22). */
export function DistrictDetailPage() {
  const { id = '' } = useParams();
  return <DistrictDetailView key={id} id={id} />;
}
