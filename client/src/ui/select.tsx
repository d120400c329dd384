import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options of a vocabulary from domain/: its values in order, each with its label (or itself). */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels?: Record<T, string>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

/** A filter's options: 'all' (labelled e.g. "All statuses") first, then `options`. */
export const withAll = (label: string, options: readonly SelectOption[]): SelectOption[] => [
  { value: 'all', label },
  ...options,
];

interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly SelectOption[];
  placeholder?: string;
}

/** A styled native select: keyboard and screen-reader behaviour come from the browser. */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(fieldClasses, 'h-9 cursor-pointer appearance-none pr-9')} {...props}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-subtle-fg"
      />
    </div>
  );
}
