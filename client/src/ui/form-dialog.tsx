import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog, DialogContent, DialogFooter } from './dialog';
import { FormSubmit } from './form';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's width; 'lg' unless the form is short. */
  width?: ComponentProps<typeof DialogContent>['width'];
  /** The form, given a `done` that closes the dialog. Mounted afresh at each opening, so it starts clean. */
  children: (done: () => void) => ReactNode;
}

/**
 * A create-or-edit dialog whose form resets every time it opens:
 *
 *   <FormDialog open={open} onOpenChange={setOpen}>
 *     {(done) => (
 *       <Form ... onSubmit={async (payload) => { await save.mutateAsync(payload); done(); }}>
 *         <DialogHeader title="Add Project" />
 *         <DialogBody>...fields...</DialogBody>
 *         <FormDialogActions submit="Create Project" onCancel={done} />
 *       </Form>
 *     )}
 *   </FormDialog>
 */
export function FormDialog({ open, onOpenChange, width = 'lg', children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={width}>{open && children(() => onOpenChange(false))}</DialogContent>
    </Dialog>
  );
}

/** The footer of a form dialog: Cancel, and the form's submit button (busy while it sends). */
export function FormDialogActions({
  submit,
  onCancel,
  submitDisabled,
}: {
  submit: ReactNode;
  onCancel: () => void;
  /** While there is nothing to send yet. */
  submitDisabled?: boolean;
}) {
  const { t } = useTranslation('ui');
  return (
    <DialogFooter>
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <FormSubmit disabled={submitDisabled}>{submit}</FormSubmit>
    </DialogFooter>
  );
}
