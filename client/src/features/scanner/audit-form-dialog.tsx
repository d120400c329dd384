import { AUDIT_MESSAGES, type AuditInput, auditInputSchema } from '@domain/audits';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { useCreateAudit } from './use-audits';
import { useSites } from './use-sites';

interface Values {
  name: string;
  siteId: string;
  room: string;
}

const toPayload = (v: Values): AuditInput => ({
  name: v.name.trim(),
  siteId: v.siteId,
  ...(v.room.trim() ? { room: v.room.trim() } : {}),
});

/** New audit: a name, the site (and optionally one room); its expected assets are the site's active ones. */
export function AuditFormDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('scanner');
  const sites = useSites(districtId);
  const create = useCreateAudit(districtId);
  const navigate = useNavigate();
  const options = (sites.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const month = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="md">
      {(done) => (
        <Form
          id="audit"
          schema={auditInputSchema}
          defaultValues={{ name: t('form.defaultName', { month }), siteId: '', room: '' } satisfies Values}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            const audit = await create.mutateAsync(payload);
            done();
            navigate(`/inventory/audits/${audit.id}${window.location.search}`);
          }}
        >
          <DialogHeader title={t('form.title')} description={t('form.description')} />
          <DialogBody className="flex flex-col gap-4">
            <FormField name="name" label={t('form.name')} required>
              <Input maxLength={120} />
            </FormField>
            <FormField name="siteId" label={t('form.site')} required>
              <Select
                options={options}
                placeholder={sites.isPending ? t('form.loadingSites') : AUDIT_MESSAGES.siteRequired}
              />
            </FormField>
            <FormField name="room" label={t('form.room.label')} optional hint={t('form.room.hint')}>
              <Input maxLength={120} placeholder={t('form.room.placeholder')} />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={t('form.submit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
