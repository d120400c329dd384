import { DELETE_AFTER_DAYS, startOffboardingFormSchema } from '@domain/offboarding';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { useStartOffboarding } from './use-offboarding-changes';

interface Values {
  deleteAfterDays: string;
  confirmName: string;
}

/** Start offboarding…: the confirmation period, and the district's name typed to confirm. */
export function StartOffboardingDialog({
  district,
  open,
  onOpenChange,
}: {
  district: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('offboarding');
  const start = useStartOffboarding(district.id);
  const schema = useMemo(() => startOffboardingFormSchema(district.name), [district.name]);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="md">
      {(done) => (
        <Form
          id="offboarding"
          schema={schema}
          defaultValues={{ deleteAfterDays: String(DELETE_AFTER_DAYS.default), confirmName: '' } as Values}
          onSubmit={async (values) => {
            await start.mutateAsync(Number(values.deleteAfterDays));
            done();
          }}
        >
          <DialogHeader
            title={t('start.title')}
            description={t('start.description', { district: district.name })}
          />
          <DialogBody className="grid gap-4">
            <FormField
              name="deleteAfterDays"
              label={t('start.days')}
              hint={t('start.daysHint', { min: DELETE_AFTER_DAYS.min, max: DELETE_AFTER_DAYS.max })}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={DELETE_AFTER_DAYS.min}
                max={DELETE_AFTER_DAYS.max}
                className="w-32"
              />
            </FormField>
            <FormField name="confirmName" label={t('start.confirmName', { district: district.name })}>
              <Input autoComplete="off" spellCheck={false} />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={done}>
              {t('start.cancel')}
            </Button>
            <FormSubmit variant="destructive">{t('start.submit')}</FormSubmit>
          </DialogFooter>
        </Form>
      )}
    </FormDialog>
  );
}
