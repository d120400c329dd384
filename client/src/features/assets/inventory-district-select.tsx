import { Building2 } from 'lucide-react';
import { useDistricts } from '@/features/districts/use-districts';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Select } from '@/ui/select';

/** For provider admins outside a district view: which district's inventory to show. */
export function InventoryDistrictSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string) => void;
}) {
  const districts = useDistricts();
  return (
    <Select
      aria-label="District"
      className="w-64 max-w-full"
      options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
      placeholder={districts.isPending ? 'Loading districts…' : 'Choose a district'}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function ChooseInventoryDistrict({ onChange }: { onChange: (id: string) => void }) {
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title="Choose a district"
        description="Every asset belongs to one district. Pick the district whose inventory you want to see."
        action={<InventoryDistrictSelect value={null} onChange={onChange} />}
      />
    </Card>
  );
}
