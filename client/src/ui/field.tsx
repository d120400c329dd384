import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useGateText } from '@/lib/gate-text';
import { Label } from './label';

interface FieldProps {
  /** id of the control, so the label names it. Mark required controls with `required` too. */
  id: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A label, its control, and an optional hint or error underneath. */
export function Field({ id, label, required, optional, hint, error, className, children }: FieldProps) {
  const t = useGateText('controls');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden className="-ml-1 text-[13px] text-danger">
            *
          </span>
        )}
        {optional && <span className="text-xs text-subtle-fg">{t('optional')}</span>}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-tone-red-fg">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-subtle-fg">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
