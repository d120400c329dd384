import { Check, ChevronDown, X } from 'lucide-react';
import {
  type ComponentProps,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, quieter line (a role, an email, a location). */
  hint?: string;
}

interface ComboboxProps
  extends Pick<
    ComponentProps<'input'>,
    'id' | 'aria-invalid' | 'aria-describedby' | 'aria-required' | 'disabled' | 'placeholder' | 'className'
  > {
  /** The options that match `query` (the caller filters, locally or on the server). */
  options: readonly ComboboxOption[];
  /** What is typed; the caller filters `options` by it. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The chosen value's label, shown while the box is not being typed in (null: nothing chosen). */
  selectedLabel: string | null;
  /** The chosen value (marked in the list); null for a box that adds to a list (watchers). */
  value?: string | null;
  onSelect: (option: ComboboxOption) => void;
  /** Shown as a button that empties the choice ("Clear requester"), when something is chosen. */
  clearLabel?: string;
  onClear?: () => void;
  /** While the options are being fetched. */
  loading?: boolean;
  /** When nothing matches. */
  empty?: ReactNode;
  /** The input's accessible name when no label names it. */
  'aria-label'?: string;
}

/**
 * A text box with a list of suggestions (the ARIA combobox pattern): typing filters, the arrow keys
 * move through the list, Enter chooses, Escape closes the list (a second Escape reaches the dialog).
 * Options are the caller's: filtered locally (people of a district) or searched on the server
 * (a district's assets).
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    options,
    query,
    onQueryChange,
    selectedLabel,
    value = null,
    onSelect,
    clearLabel,
    onClear,
    loading,
    empty,
    className,
    disabled,
    ...inputProps
  },
  ref,
) {
  const listId = useId();
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const shown = open && !disabled;

  useEffect(() => {
    if (active >= options.length) setActive(Math.max(0, options.length - 1));
  }, [options.length, active]);
  useEffect(() => {
    if (!shown) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, shown]);

  const choose = (option: ComboboxOption) => {
    onSelect(option);
    onQueryChange('');
    setTyping(false);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (e.key === 'Enter') {
      if (shown && options[active]) {
        e.preventDefault();
        choose(options[active]);
      }
    } else if (e.key === 'Escape') {
      if (shown || typing) {
        // The list closes; the dialog around it stays.
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setTyping(false);
        onQueryChange('');
      }
    }
  };

  const activeId = shown && options[active] ? `${listId}-${active}` : undefined;
  return (
    <div className={cn('relative', className)}>
      <input
        ref={ref}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={activeId}
        className={cn(fieldClasses, 'h-9 pr-16')}
        disabled={disabled}
        value={typing ? query : (selectedLabel ?? '')}
        // A long choice may not fit the box: its whole text on hover.
        title={!typing && selectedLabel ? selectedLabel : undefined}
        onChange={(e) => {
          setTyping(true);
          setOpen(true);
          setActive(0);
          onQueryChange(e.target.value);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setTyping(false);
          onQueryChange('');
        }}
        onKeyDown={onKeyDown}
        {...inputProps}
      />
      <div className="absolute inset-y-0 right-1.5 flex items-center gap-0.5">
        {selectedLabel && onClear && clearLabel && !disabled && (
          <button
            type="button"
            aria-label={clearLabel}
            title={clearLabel}
            className="flex size-6 cursor-pointer items-center justify-center rounded text-subtle-fg hover:bg-surface-muted hover:text-fg"
            onClick={onClear}
          >
            <X aria-hidden className="size-3.5" />
          </button>
        )}
        <ChevronDown aria-hidden className="pointer-events-none mx-1 size-4 text-subtle-fg" />
      </div>
      <div
        hidden={!shown}
        className="absolute top-full right-0 left-0 z-50 mt-1 rounded-md border border-border bg-surface p-1 shadow-lg"
      >
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={
            inputProps['aria-label']
              ? t('suggestionsOf', { label: inputProps['aria-label'] })
              : t('suggestions')
          }
          className="max-h-60 overflow-y-auto"
        >
          {options.map((o, index) => (
            <div
              key={o.value}
              tabIndex={-1}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={o.value === value}
              className={cn(
                'flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm',
                index === active ? 'bg-surface-muted' : undefined,
              )}
              // Chosen before the input loses focus (which closes the list).
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
              onMouseMove={() => setActive(index)}
            >
              <Check
                aria-hidden
                className={cn('mt-0.5 size-3.5 shrink-0', o.value === value ? 'text-brand' : 'invisible')}
              />
              <span className="flex min-w-0 flex-col">
                <span className="text-fg">{o.label}</span>
                {o.hint && <span className="text-xs text-subtle-fg">{o.hint}</span>}
              </span>
            </div>
          ))}
        </div>
        {options.length === 0 && (
          <p className="px-2 py-1.5 text-sm text-muted-fg">
            {loading ? t('searching') : (empty ?? t('noMatches'))}
          </p>
        )}
      </div>
    </div>
  );
});
