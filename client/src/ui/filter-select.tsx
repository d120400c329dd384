import { Select, type SelectOption } from './select';

interface FilterSelectProps<T extends string> {
  /** What it filters by, for screen readers ("Filter by status"). */
  label: string;
  value: T;
  options: readonly SelectOption[];
  onValueChange: (value: T) => void;
  className?: string;
}

/** One filter of a list: a labelled select whose choice comes back as the filter's own type. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
}: FilterSelectProps<T>) {
  return (
    <Select
      aria-label={label}
      className={className}
      options={options}
      value={value}
      onChange={(e) => onValueChange(e.target.value as T)}
    />
  );
}
