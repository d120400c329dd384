import type { ReactNode } from 'react';
import { Dialog, DialogContent } from './dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form, given a `done` that closes the dialog. Mounted afresh at each opening, so it starts clean. */
  children: (done: () => void) => ReactNode;
}

/** A create-or-edit dialog whose form resets every time it opens. */
export function FormDialog({ open, onOpenChange, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg">{open && children(() => onOpenChange(false))}</DialogContent>
    </Dialog>
  );
}
