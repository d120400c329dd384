import { ASSET_CATEGORY_LIMITS, type CustomField } from '@domain/assets';
import { FormField } from '@/ui/form';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';

/** The controls of a category's custom fields in the asset form, by type; all optional. */
export function CustomFieldInputs({ fields }: { fields: readonly CustomField[] }) {
  return fields.map((f) => (
    <FormField key={f.key} name={`customFields.${f.key}`} label={f.label} optional>
      {f.type === 'list' ? (
        <Select
          options={[{ value: '', label: '—' }, ...(f.options ?? []).map((o) => ({ value: o, label: o }))]}
        />
      ) : f.type === 'date' ? (
        <Input type="date" />
      ) : f.type === 'number' ? (
        <Input inputMode="decimal" />
      ) : (
        <Input maxLength={ASSET_CATEGORY_LIMITS.text} />
      )}
    </FormField>
  ));
}
