import { LOCALE_NAMES, LOCALES, type Locale } from '@domain/locales/locale';
import { cn } from '@/lib/cn';
import { Select } from './select';

const OPTIONS = LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }));

/**
 * The language menu (the login gate, the account page): each language named in itself
 * ("English", "Español"), so anyone finds theirs whatever the page speaks now.
 */
export function LanguageSelect({
  id,
  label,
  value,
  onChange,
  disabled,
  className,
}: {
  id: string;
  /** "Language" in the language shown now. */
  label: string;
  value: Locale;
  onChange: (locale: Locale) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-[13px] font-medium text-muted-fg">
        {label}
      </label>
      <Select
        id={id}
        options={OPTIONS}
        value={value}
        disabled={disabled}
        className="w-36"
        onChange={(e) => onChange(e.target.value as Locale)}
      />
    </div>
  );
}
