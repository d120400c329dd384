import { Building2 } from 'lucide-react';
import { useDistricts } from '@/features/districts/use-districts';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Select } from '@/ui/select';

interface DistrictChooserProps {
  value: string | null;
  onChange: (districtId: string) => void;
  className?: string;
}

/** A select of every district, for provider admins on the Client Success pages. */
export function DistrictSelect({ value, onChange, className }: DistrictChooserProps) {
  const districts = useDistricts();
  const options = (districts.data ?? []).map((d) => ({ value: d.id, label: d.name }));
  return (
    <Select
      aria-label="District"
      className={className ?? 'w-64 max-w-full'}
      options={options}
      placeholder={districts.isPending ? 'Loading districts…' : 'Choose a district'}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** What a provider admin sees before choosing the district to work on. */
export function ChooseDistrictCard({
  onChange,
  what,
}: Omit<DistrictChooserProps, 'value'> & { what: string }) {
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title="Choose a district"
        description={`${what} belong to one district. Pick the district to work on.`}
        action={<DistrictSelect value={null} onChange={onChange} />}
      />
    </Card>
  );
}
