import { DELETE_AFTER_DAYS, startOffboardingFormSchema } from '@domain/offboarding';
import { useMemo } from 'react';
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
            title="Start offboarding"
            description={`The archive of ${district.name} is made now for you to hand over. After the confirmation period, its data key is destroyed and every row of the district is deleted for good; a certificate of deletion is then ready.`}
          />
          <DialogBody className="grid gap-4">
            <FormField
              name="deleteAfterDays"
              label="Confirmation period (days)"
              hint={`From ${DELETE_AFTER_DAYS.min} to ${DELETE_AFTER_DAYS.max}. 0 deletes as soon as the archive is made (a district that never went live).`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={DELETE_AFTER_DAYS.min}
                max={DELETE_AFTER_DAYS.max}
                className="w-32"
              />
            </FormField>
            <FormField name="confirmName" label={`Type “${district.name}” to confirm`}>
              <Input autoComplete="off" spellCheck={false} />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={done}>
              Cancel
            </Button>
            <FormSubmit variant="destructive">Start offboarding</FormSubmit>
          </DialogFooter>
        </Form>
      )}
    </FormDialog>
  );
}
