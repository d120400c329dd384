import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useGateText } from '@/lib/gate-text';
import { installDialogEscape } from './dialog-focus';
import { dismissToast, TOAST_DURATION_MS, type ToastVariant, useToasts } from './toast-store';

const VARIANT = {
  default: { icon: Info, iconClass: 'text-brand-soft-fg' },
  success: { icon: CircleCheck, iconClass: 'text-tone-green-fg' },
  destructive: { icon: CircleAlert, iconClass: 'text-tone-red-fg' },
} satisfies Record<ToastVariant, unknown>;

/**
 * Radix Toast with the product's rules (docs/product.md#toasts): default duration 5000 ms, swipe right past 50 px to dismiss,
 * F8 moves focus to the notification area (Radix default hotkey).
 */
export function Toaster() {
  const toasts = useToasts();
  const t = useGateText('controls');
  const anyOpen = useRef(false);
  anyOpen.current = toasts.some((t) => t.open);
  useEffect(() => installDialogEscape(() => anyOpen.current), []);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => {
        const v = VARIANT[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            duration={duration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border bg-surface p-4 pr-10 shadow-lg',
              variant === 'destructive' ? 'border-tone-red-border' : 'border-border',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
              'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=end]:animate-fade-out',
            )}
          >
            <v.icon aria-hidden className={cn('mt-0.5 size-[18px] shrink-0', v.iconClass)} />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="text-sm font-semibold text-fg">{title}</ToastPrimitive.Title>
              {description && (
                <ToastPrimitive.Description className="mt-0.5 text-sm break-words text-muted-fg">
                  {description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label={t('dismiss')}
              className="absolute top-3 right-3 inline-flex size-6 cursor-pointer items-center justify-center rounded-md text-subtle-fg transition-colors hover:bg-surface-hover hover:text-fg"
            >
              <X aria-hidden className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* On phones toasts drop in below the top bar, clear of the inputs and buttons at the bottom of the screen. */}
      <ToastPrimitive.Viewport className="fixed top-14 right-0 z-[100] sm:top-auto sm:bottom-0 m-0 flex w-full max-w-[400px] list-none flex-col gap-2 p-4 outline-none sm:p-6" />
    </ToastPrimitive.Provider>
  );
}
