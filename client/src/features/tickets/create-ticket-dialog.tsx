import type { Priority } from '@domain/priorities';
import {
  type CreateTicketPayload,
  TICKET_DEFAULTS,
  TICKET_MESSAGES,
  type TicketCategory,
} from '@domain/tickets';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS } from './ticket-options';

export interface CreateTicketValues {
  title: string;
  description: string;
  priority: Priority;
  category: TicketCategory;
  districtId: string;
}

interface CreateTicketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * 'support' (the tickets screen): Title and Description marked required; a missing one toasts
   * 'Please fill in all required fields' and nothing is sent. 'dashboard' (its New Ticket): Subject,
   * description and district required; submit does nothing until they are filled.
   */
  variant: 'support' | 'dashboard';
  /** The districts of the dropdown (name shown); hidden when there is only the given default. */
  districts: { id: string; name: string }[];
  defaultDistrictId: string | null;
  submitting: boolean;
  /** The parent performs the call; when it resolves the form resets and the dialog closes. */
  onSubmit: (values: CreateTicketValues) => Promise<unknown>;
  /** Values to start from (a ticket Sparky drafted), for the user to review. */
  initialValues?: Partial<Omit<CreateTicketValues, 'districtId'>>;
  /** Shown above the fields (e.g. the on-call phone of an escalation). */
  notice?: ReactNode;
}

const blank = (districtId: string | null, initial?: CreateTicketDialogProps['initialValues']) => ({
  title: '',
  description: '',
  priority: TICKET_DEFAULTS.priority as Priority,
  category: TICKET_DEFAULTS.category as TicketCategory,
  ...initial,
  districtId: districtId ?? '',
});

/** The Create (New) Ticket dialog (see docs/product.md#tickets). */
export function CreateTicketDialog({
  open,
  onOpenChange,
  variant,
  districts,
  defaultDistrictId,
  submitting,
  onSubmit,
  initialValues,
  notice,
}: CreateTicketDialogProps) {
  const id = useId();
  const [values, setValues] = useState(() => blank(defaultDistrictId, initialValues));
  const set = <K extends keyof CreateTicketValues>(key: K, value: CreateTicketValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // A district chosen elsewhere on the page becomes the default of the next ticket.
  useEffect(() => {
    if (!open) setValues(blank(defaultDistrictId, initialValues));
  }, [open, defaultDistrictId, initialValues]);

  const showDistrict = variant === 'dashboard' || districts.length > 1 || !defaultDistrictId;
  const dashboard = variant === 'dashboard';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const title = values.title.trim();
    const description = values.description.trim();
    if (!title || !description || !values.districtId) {
      if (!dashboard) toast({ title: TICKET_MESSAGES.required, variant: 'destructive' });
      return;
    }
    try {
      await onSubmit({ ...values, title, description });
    } catch {
      return; // the parent toasted the failure; the form keeps what was typed
    }
    setValues(blank(defaultDistrictId, initialValues));
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="md">
        <DialogHeader
          title={dashboard ? 'Create New Ticket' : 'Create Ticket'}
          description="Describe the problem; a Five Star technician picks it up from the support queue."
        />
        <form onSubmit={submit} noValidate={!dashboard} className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="flex flex-col gap-4">
            {notice}
            <Field id={`${id}-title`} label={dashboard ? 'Subject' : 'Title'} required>
              <Input
                id={`${id}-title`}
                required
                maxLength={200}
                placeholder="e.g. Projector not displaying in Room 204"
                value={values.title}
                onChange={(e) => set('title', e.target.value)}
              />
            </Field>
            <Field id={`${id}-description`} label="Description" required>
              <Textarea
                id={`${id}-description`}
                required
                rows={4}
                maxLength={10_000}
                placeholder="What happens, where, since when, and who is affected."
                value={values.description}
                onChange={(e) => set('description', e.target.value)}
              />
            </Field>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field id={`${id}-priority`} label="Priority">
                <Select
                  id={`${id}-priority`}
                  options={PRIORITY_OPTIONS}
                  value={values.priority}
                  onChange={(e) => set('priority', e.target.value as Priority)}
                />
              </Field>
              <Field id={`${id}-category`} label="Category">
                <Select
                  id={`${id}-category`}
                  options={CATEGORY_OPTIONS}
                  value={values.category}
                  onChange={(e) => set('category', e.target.value as TicketCategory)}
                />
              </Field>
            </div>
            {showDistrict && (
              <Field id={`${id}-district`} label="District" required>
                <Select
                  id={`${id}-district`}
                  required
                  placeholder="Choose a district"
                  options={districts.map((d) => ({ value: d.id, label: d.name }))}
                  value={values.districtId}
                  onChange={(e) => set('districtId', e.target.value)}
                />
              </Field>
            )}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Create Ticket
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The POST /api/tickets payload of the dialog's values (status starts open). */
export function toCreatePayload(values: CreateTicketValues): CreateTicketPayload {
  return { ...values, status: TICKET_DEFAULTS.status };
}
