import type { Priority } from '@domain/priorities';
import {
  type CreateTicketPayload,
  createTicketSchema,
  TICKET_DEFAULTS,
  TICKET_MESSAGES,
  type TicketCategory,
} from '@domain/tickets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS } from './ticket-options';
import {
  NO_TICKET_PEOPLE,
  TicketPeopleFields,
  type TicketPeopleValues,
  ticketPeoplePayload,
} from './ticket-picker-fields';

export interface CreateTicketValues {
  title: string;
  description: string;
  priority: Priority;
  category: TicketCategory;
  districtId: string;
}

type FormValues = CreateTicketValues & TicketPeopleValues;

interface CreateTicketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * 'support' (the tickets screen): a missing field also toasts 'Please fill in all required
   * fields'. 'dashboard' (its New Ticket): the title is the Subject, and no toast.
   */
  variant: 'support' | 'dashboard';
  /** The districts of the dropdown (name shown); hidden when there is only the given default. */
  districts: { id: string; name: string }[];
  defaultDistrictId: string | null;
  /** The parent performs the call; when it resolves the dialog closes, when it rejects the form keeps what was typed. */
  onSubmit: (payload: CreateTicketPayload) => Promise<unknown>;
  /** Values to start from (a ticket Sparky drafted), for the user to review. */
  initialValues?: Partial<Omit<CreateTicketValues, 'districtId'>>;
  /** Shown above the fields (e.g. the on-call phone of an escalation). */
  notice?: ReactNode;
}

/** Title and description are sent trimmed; a ticket starts open; requester, device and watchers when chosen. */
const toPayload = ({
  requesterId: _r,
  requesterName: _rn,
  assetId: _a,
  assetName: _an,
  watcherIds: _w,
  ...values
}: FormValues): CreateTicketPayload => ({
  ...values,
  title: values.title.trim(),
  description: values.description.trim(),
  status: TICKET_DEFAULTS.status,
  ...ticketPeoplePayload({
    requesterId: _r,
    requesterName: _rn,
    assetId: _a,
    assetName: _an,
    watcherIds: _w,
  }),
});

/** The Create (New) Ticket dialog (see docs/product.md#tickets). */
export function CreateTicketDialog({
  open,
  onOpenChange,
  variant,
  districts,
  defaultDistrictId,
  onSubmit,
  initialValues,
  notice,
}: CreateTicketDialogProps) {
  const { t } = useTranslation('tickets');
  const dashboard = variant === 'dashboard';
  const showDistrict = dashboard || districts.length > 1 || !defaultDistrictId;
  // Mounted at each opening: a district chosen elsewhere on the page becomes the new ticket's default.
  const defaultValues: FormValues = {
    title: '',
    description: '',
    priority: TICKET_DEFAULTS.priority,
    category: TICKET_DEFAULTS.category,
    ...initialValues,
    districtId: defaultDistrictId ?? '',
    ...NO_TICKET_PEOPLE,
  };

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="lg">
      {(done) => (
        <Form
          id="create-ticket"
          schema={createTicketSchema}
          defaultValues={defaultValues}
          toPayload={toPayload}
          invalidToast={dashboard ? undefined : { title: TICKET_MESSAGES.required }}
          onSubmit={async (payload) => {
            await onSubmit(payload);
            done();
          }}
        >
          {(form) => (
            <>
              <DialogHeader
                title={dashboard ? t('create.titleDashboard') : t('create.title')}
                description={t('create.description')}
              />
              <DialogBody className="flex flex-col gap-4">
                {notice}
                <FormField
                  name="title"
                  label={dashboard ? t('create.subject') : t('create.ticketTitle')}
                  required
                >
                  <Input maxLength={200} placeholder={t('create.titlePlaceholder')} />
                </FormField>
                <FormField name="description" label={t('create.body')} required>
                  <Textarea rows={4} maxLength={10_000} placeholder={t('create.bodyPlaceholder')} />
                </FormField>
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <FormField name="priority" label={t('create.priority')}>
                    <Select options={PRIORITY_OPTIONS} />
                  </FormField>
                  <FormField name="category" label={t('create.category')}>
                    <Select options={CATEGORY_OPTIONS} />
                  </FormField>
                </div>
                {showDistrict && (
                  <FormField name="districtId" label={t('create.district')} required>
                    <Select
                      placeholder={t('create.chooseDistrict')}
                      options={districts.map((d) => ({ value: d.id, label: d.name }))}
                      // People and devices belong to a district: another district starts them afresh.
                      onChange={() => {
                        for (const [key, value] of Object.entries(NO_TICKET_PEOPLE))
                          form.setValue(key as keyof TicketPeopleValues, value as never);
                      }}
                    />
                  </FormField>
                )}
                <TicketPeopleFields formId="create-ticket" districtId={form.watch('districtId') || null} />
              </DialogBody>
              <FormDialogActions submit={t('create.submit')} onCancel={done} />
            </>
          )}
        </Form>
      )}
    </FormDialog>
  );
}
