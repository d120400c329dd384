import { useDistricts } from '@/features/districts/use-districts';
import { Select } from '@/ui/select';

/** For provider admins outside a district view: every district's tickets, or one district's. */
export function TicketDistrictSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const districts = useDistricts();
  return (
    <Select
      aria-label="District"
      className="w-64 max-w-full"
      options={[
        { value: 'all', label: districts.isPending ? 'Loading districts…' : 'All districts' },
        ...(districts.data ?? []).map((d) => ({ value: d.id, label: d.name })),
      ]}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
