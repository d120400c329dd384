import {
  formatIsoDay,
  type LicenseListItem,
  REMINDER_CHOICES,
  reminderDaysText,
  type SetRemindersPayload,
  setRemindersSchema,
} from '@domain/licenses';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { useSetReminders } from './use-set-reminders';

interface Values {
  daysBefore: string[];
}

// react-hook-form gives a checkbox group as the list of checked values (false when none was ever checked).
const toPayload = (v: Values): SetRemindersPayload => ({
  daysBefore: Array.isArray(v.daysBefore) ? v.daysBefore.map(Number) : [],
});

/**
 * Set Reminder: on which days before renewal the district's administrators get a notification and
 * an email (each step once per term).
 */
export function RemindersDialog({
  districtId,
  license,
  onClose,
}: {
  districtId: string;
  license: LicenseListItem | null;
  onClose: () => void;
}) {
  const save = useSetReminders(districtId);
  const { t } = useTranslation('licenses');
  return (
    <FormDialog open={license !== null} onOpenChange={(open) => !open && onClose()}>
      {(done) => {
        if (!license) return null;
        const choices = [...new Set([...REMINDER_CHOICES, ...license.reminderDays])].sort((a, b) => b - a);
        return (
          <Form
            id="reminders"
            schema={setRemindersSchema}
            defaultValues={{ daysBefore: license.reminderDays.map(String) }}
            toPayload={toPayload}
            onSubmit={async (body) => {
              await save.mutateAsync({ id: license.id, body });
              done();
            }}
          >
            {(form) => (
              <>
                <DialogHeader
                  title={t('reminders.title', { name: license.name })}
                  description={t('reminders.description', {
                    date: formatIsoDay(license.renewalDate),
                    reminders: reminderDaysText(license.reminderDays),
                  })}
                />
                <DialogBody>
                  <fieldset>
                    <legend className="mb-3 text-sm font-medium text-fg">{t('reminders.legend')}</legend>
                    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                      {choices.map((days) => (
                        <label
                          key={days}
                          className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
                        >
                          <input
                            type="checkbox"
                            value={String(days)}
                            className="size-4 accent-brand"
                            {...form.register('daysBefore')}
                          />
                          {t('reminders.choice', { count: days })}
                        </label>
                      ))}
                    </div>
                    <p className="mt-3 text-xs text-subtle-fg">{t('reminders.hint')}</p>
                  </fieldset>
                </DialogBody>
                <FormDialogActions submit={t('reminders.submit')} onCancel={done} />
              </>
            )}
          </Form>
        );
      }}
    </FormDialog>
  );
}
