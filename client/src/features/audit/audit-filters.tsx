import { AUDIT_ACTION_LABELS } from '@domain/admin';
import type { District } from '@domain/districts';
import { useId } from 'react';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { Select, type SelectOption } from '@/ui/select';
import { type AuditFilter, EMPTY_AUDIT_FILTER } from './audit-keys';

interface AuditFiltersProps {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
  /** Five Star outside a district view: every district to choose from; otherwise none (their own). */
  districts: District[] | null;
  /** The actors to choose from (those of the entries seen so far). */
  actors: SelectOption[];
}

const actionOptions: SelectOption[] = [
  { value: '', label: 'All actions' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** District (Five Star only), action and actor, each with its visible label. */
export function AuditFilters({ filter, onChange, districts, actors }: AuditFiltersProps) {
  const id = useId();
  const set = (key: keyof AuditFilter) => (e: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...filter, [key]: e.target.value });
  const filtered = filter.districtId || filter.action || filter.actorId;
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:flex lg:items-end">
      {districts && (
        <div className="flex flex-col gap-1.5 lg:w-64">
          <Label htmlFor={`${id}-district`}>District</Label>
          <Select
            id={`${id}-district`}
            value={filter.districtId}
            onChange={set('districtId')}
            options={[
              { value: '', label: 'All districts' },
              ...districts.map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
        </div>
      )}
      <div className="flex flex-col gap-1.5 lg:w-56">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <Select id={`${id}-action`} value={filter.action} onChange={set('action')} options={actionOptions} />
      </div>
      <div className="flex flex-col gap-1.5 lg:w-64">
        <Label htmlFor={`${id}-actor`}>Actor</Label>
        <Select
          id={`${id}-actor`}
          value={filter.actorId}
          onChange={set('actorId')}
          options={[{ value: '', label: 'Anyone' }, ...actors]}
        />
      </div>
      {filtered && (
        <Button variant="ghost" onClick={() => onChange(EMPTY_AUDIT_FILTER)} className="justify-self-start">
          Clear filters
        </Button>
      )}
    </div>
  );
}
