import { FEATURE_TOGGLES, type FeatureToggle, type FeatureToggles } from '@domain/access';
import { FEATURE_TOGGLE_LABELS } from '@domain/admin';
import { FEATURE_TOGGLE_DESCRIPTIONS } from '@domain/permissions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface TogglesProps {
  value: FeatureToggles;
  saved: FeatureToggles;
  onChange: (toggle: FeatureToggle, on: boolean) => void;
  disabled?: boolean;
}

/** The six feature toggles, each a switch with its label, what it covers, and a mark when changed. */
export function PermissionsToggles({ value, saved, onChange, disabled }: TogglesProps) {
  return (
    <ul className="divide-y divide-border">
      {FEATURE_TOGGLES.map((toggle) => (
        <ToggleRow
          key={toggle}
          toggle={toggle}
          on={value[toggle]}
          changed={value[toggle] !== saved[toggle]}
          onChange={(on) => onChange(toggle, on)}
          disabled={disabled}
        />
      ))}
    </ul>
  );
}

function ToggleRow({
  toggle,
  on,
  changed,
  onChange,
  disabled,
}: {
  toggle: FeatureToggle;
  on: boolean;
  changed: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <li className="flex items-center gap-4 px-4 py-3.5 sm:px-5">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
          {FEATURE_TOGGLE_LABELS[toggle]}
          {changed && (
            <span className="rounded-full bg-tone-yellow-bg px-1.5 text-[11px] font-medium text-tone-yellow-fg">
              {t('permissions.toggles.changed')}
            </span>
          )}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted-fg">
          {FEATURE_TOGGLE_DESCRIPTIONS[toggle]}
        </p>
      </div>
      <span
        className={cn('w-6 text-right text-xs font-medium', on ? 'text-fg' : 'text-muted-fg')}
        aria-hidden
      >
        {on ? t('permissions.toggles.on') : t('permissions.toggles.off')}
      </span>
      <Switch id={id} checked={on} onChange={onChange} disabled={disabled} describedBy={`${id}-hint`} />
    </li>
  );
}

/** A native checkbox shown as a switch: Space toggles it, screen readers hear 'switch, on/off'. */
function Switch({
  id,
  checked,
  onChange,
  disabled,
  describedBy,
}: {
  id: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  describedBy: string;
}) {
  return (
    <span className="relative inline-flex h-5 w-9 shrink-0">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
        className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed"
      />
      <span
        aria-hidden
        className="absolute inset-0 rounded-full bg-border-strong transition-colors peer-checked:bg-brand peer-disabled:opacity-50"
      />
      <span
        aria-hidden
        className="absolute top-0.5 left-0.5 size-4 rounded-full bg-surface shadow-sm transition-transform peer-checked:translate-x-4"
      />
    </span>
  );
}
