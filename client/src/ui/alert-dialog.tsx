import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button, buttonClasses } from './button';
import { overlayClasses, panelClasses } from './dialog';
import { useDialogFocus } from './dialog-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
}

/** A confirmation ("Delete this asset?"): focus starts on Cancel, Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  loading = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <ConfirmContent close={() => onOpenChange(false)}>
          <AlertDialogPrimitive.Title className="text-base font-semibold text-fg">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-sm text-muted-fg">
            {description}
          </AlertDialogPrimitive.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonClasses('secondary')}>
              {cancelLabel ?? t('cancel')}
            </AlertDialogPrimitive.Cancel>
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              loading={loading}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel ?? t('confirm')}
            </Button>
          </div>
        </ConfirmContent>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** The content, mounted only while open: it remembers its opener and gives focus back to it. */
function ConfirmContent({ close, children }: { close: () => void; children: ReactNode }) {
  return (
    <AlertDialogPrimitive.Content {...useDialogFocus(close)} className={cn(panelClasses, 'max-w-md p-6')}>
      {children}
    </AlertDialogPrimitive.Content>
  );
}
