import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A native checkbox shown as a switch: Space toggles it, screen readers hear "switch, on/off", and
 * a form's `register` wires it like any checkbox. Label it with a <label htmlFor> or aria-label.
 */
export function Switch({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'role'>) {
  return (
    <span className={cn('relative inline-flex h-5 w-9 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        // Controlled, it says its state; uncontrolled (a form's register), the native state does.
        aria-checked={props.checked}
        {...props}
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
