import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses = cn(
  'w-full min-w-0 rounded-md border border-border-strong bg-surface px-3 text-sm text-fg shadow-xs transition-colors',
  'placeholder:text-subtle-fg focus-visible:border-ring focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:border-danger',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-9', className)} {...props} />;
}
