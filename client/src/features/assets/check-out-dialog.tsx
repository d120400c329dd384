import {
  type AssetSelection,
  type AssigneeType,
  type CheckOutAssetsPayload,
  checkOutAssetsSchema,
} from '@domain/assets';
import { DoorOpen, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RosterPicker } from '@/features/people';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { todayIso } from './asset-dates';
import { useCheckOutAssets } from './use-bulk-asset-actions';

interface CheckOutDialogProps {
  districtId: string;
  open: boolean;
  count: number;
  selection: () => AssetSelection;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

const KINDS: {
  value: AssigneeType;
  label: 'checkOut.kind.person' | 'checkOut.kind.room';
  icon: typeof User;
}[] = [
  { value: 'person', label: 'checkOut.kind.person', icon: User },
  { value: 'room', label: 'checkOut.kind.room', icon: DoorOpen },
];

interface Values {
  assigneeType: AssigneeType;
  assignee: string;
  /** The rostered person (1:1), when picked from the roster. */
  person: { id: string; name: string } | null;
  checkedOutOn: string;
  /** Empty: no due date. */
  dueOn: string;
  note: string;
}

/** Check Out: to a person or a room, from a date, optionally due back by another. */
export function CheckOutDialog({
  districtId,
  open,
  count,
  selection,
  onOpenChange,
  onDone,
}: CheckOutDialogProps) {
  const { t } = useTranslation('assets');
  const checkOut = useCheckOutAssets(districtId);
  const toPayload = (v: Values): Omit<CheckOutAssetsPayload, 'districtId'> => ({
    selection: selection(),
    assigneeType: v.assigneeType,
    personId: v.assigneeType === 'person' ? v.person?.id : undefined,
    assignee: v.assigneeType === 'person' && v.person ? v.person.name : v.assignee.trim(),
    checkedOutOn: v.checkedOutOn,
    dueOn: v.dueOn || undefined,
    note: v.note.trim() || undefined,
  });

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="md">
      {(done) => (
        <Form
          id="checkout"
          schema={checkOutAssetsSchema}
          defaultValues={{
            assigneeType: 'person',
            assignee: '',
            person: null,
            checkedOutOn: todayIso(),
            dueOn: '',
            note: '',
          }}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await checkOut.mutateAsync(payload);
            onDone();
          }}
        >
          {(form) => {
            const [kind, checkedOutOn, person] = form.watch(['assigneeType', 'checkedOutOn', 'person']);
            return (
              <>
                <DialogHeader
                  title={t('checkOut.title')}
                  description={t('checkOut.description', { count, n: formatNumber(count) })}
                />
                <DialogBody className="flex flex-col gap-4">
                  <fieldset>
                    <legend className="mb-1.5 text-[13px] font-medium text-fg">{t('checkOut.to')}</legend>
                    <div className="grid grid-cols-2 gap-2">
                      {KINDS.map((k) => (
                        <label
                          key={k.value}
                          className={cn(
                            'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                            kind === k.value
                              ? 'border-brand bg-brand-soft text-brand-soft-fg'
                              : 'border-border-strong hover:bg-surface-hover',
                          )}
                        >
                          <input
                            type="radio"
                            value={k.value}
                            className="sr-only"
                            {...form.register('assigneeType')}
                          />
                          <k.icon aria-hidden className="size-4" />
                          {t(k.label)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  {kind === 'person' && (
                    <Field
                      id="checkout-roster"
                      label={t('checkOut.roster.label')}
                      optional
                      hint={t('checkOut.roster.hint')}
                    >
                      <RosterPicker
                        id="checkout-roster"
                        aria-describedby="checkout-roster-hint"
                        districtId={districtId}
                        value={person}
                        onChange={(p) => {
                          form.setValue('person', p);
                          form.setValue('assignee', p?.name ?? '', { shouldValidate: !!p });
                        }}
                      />
                    </Field>
                  )}
                  {!(kind === 'person' && person) && (
                    <FormField
                      name="assignee"
                      label={kind === 'person' ? t('checkOut.person') : t('checkOut.room')}
                      required
                    >
                      <Input
                        autoFocus={kind !== 'person'}
                        placeholder={
                          kind === 'person' ? t('checkOut.personPlaceholder') : t('checkOut.roomPlaceholder')
                        }
                      />
                    </FormField>
                  )}
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                    <FormField name="checkedOutOn" label={t('checkOut.date')} required>
                      <Input
                        type="date"
                        onChange={(e) => {
                          // A cleared date goes back to today.
                          e.target.value ||= todayIso();
                        }}
                      />
                    </FormField>
                    <FormField name="dueOn" label={t('checkOut.dueBack')} optional>
                      <Input type="date" min={checkedOutOn} />
                    </FormField>
                  </div>
                  <FormField name="note" label={t('checkOut.note')} optional>
                    <Textarea rows={2} />
                  </FormField>
                </DialogBody>
                <FormDialogActions
                  submit={t('checkOut.submit', { count, n: formatNumber(count) })}
                  onCancel={done}
                />
              </>
            );
          }}
        </Form>
      )}
    </FormDialog>
  );
}
