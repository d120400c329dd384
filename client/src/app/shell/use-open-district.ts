import { useMatch } from 'react-router';
import { useDistricts } from '@/features/districts';
import { BENSON_CODE } from '@/features/districts/district-display';
import { useWorkingDistrict } from '@/lib/working-district';

/**
 * The district a provider admin has open, for the sidebar's Active instance: the one whose page
 * (/instance/:id) is shown, else the working district chosen in the picker; null when none is.
 */
export function useOpenDistrict(enabled: boolean): { id: string; name: string } | null {
  const page = useMatch('/instance/:id')?.params.id;
  const working = useWorkingDistrict();
  const districts = useDistricts(enabled);
  if (!enabled) return null;
  if (page) {
    const shown = districts.data?.find((d) => (page === 'benson' ? d.code === BENSON_CODE : d.id === page));
    return shown ? { id: shown.id, name: shown.name } : null;
  }
  return working.districtId && working.districtName
    ? { id: working.districtId, name: working.districtName }
    : null;
}
