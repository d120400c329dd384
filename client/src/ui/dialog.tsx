import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useDialogFocus } from './dialog-focus';

const CloseDialog = createContext<() => void>(() => {});

/** Radix's Dialog root; its content can close it (Escape while a toast is open). */
export function Dialog({ onOpenChange, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  return (
    <CloseDialog.Provider value={() => onOpenChange?.(false)}>
      <DialogPrimitive.Root onOpenChange={onOpenChange} {...props} />
    </CloseDialog.Provider>
  );
}

export const overlayClasses =
  'fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';
export const panelClasses = cn(
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
  'rounded-xl border border-border bg-surface shadow-lg data-[state=open]:animate-pop-in data-[state=closed]:animate-fade-out',
);

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  width?: keyof typeof WIDTHS;
  /** Hide the corner close button (the dialog still closes with Escape). */
  hideClose?: boolean;
}

export function DialogContent({
  className,
  children,
  width = 'md',
  hideClose,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation('ui');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <FocusedContent className={cn(panelClasses, WIDTHS[width], className)} {...props}>
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label={t('close')}
            className="absolute top-3.5 right-3.5 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-subtle-fg transition-colors hover:bg-surface-hover hover:text-fg"
          >
            <X aria-hidden className="size-4" />
          </DialogPrimitive.Close>
        )}
      </FocusedContent>
    </DialogPrimitive.Portal>
  );
}

/** The content, mounted only while open: it remembers its opener and gives focus back to it. */
function FocusedContent(props: ComponentProps<typeof DialogPrimitive.Content>) {
  return <DialogPrimitive.Content {...useDialogFocus(useContext(CloseDialog))} {...props} />;
}

export function DialogHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 px-6 pt-5 pr-14 pb-2">
      <DialogPrimitive.Title className="text-base font-semibold tracking-tight text-fg">
        {title}
      </DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="text-sm text-muted-fg">
          {description}
        </DialogPrimitive.Description>
      ) : (
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
      )}
    </div>
  );
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-3', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-border px-6 py-4 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}
