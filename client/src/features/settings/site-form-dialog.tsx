import { type Site, type SiteInput, siteInputSchema } from '@domain/settings';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { useSaveSite } from './use-save-site';

interface Values {
  name: string;
  address: string;
  phone: string;
  contactName: string;
}

const EMPTY: Values = { name: '', address: '', phone: '', contactName: '' };
const fromSite = (s: Site): Values => ({
  name: s.name,
  address: s.address ?? '',
  phone: s.phone ?? '',
  contactName: s.contactName ?? '',
});

/** Every field is sent (an edit replaces them all); an empty one is none. */
const orNull = (typed: string) => (typed.trim() === '' ? null : typed);
const toPayload = (v: Values): SiteInput => ({
  name: v.name,
  address: orNull(v.address),
  phone: orNull(v.phone),
  contactName: orNull(v.contactName),
});

interface SiteFormDialogProps {
  districtId: string;
  /** The site to edit; none to add one. */
  site?: Site;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add Site and Edit Site: a school or building of the district. */
export function SiteFormDialog({ districtId, site, open, onOpenChange }: SiteFormDialogProps) {
  const { t } = useTranslation('settings');
  const save = useSaveSite(districtId);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="site"
          schema={siteInputSchema}
          defaultValues={site ? fromSite(site) : EMPTY}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await save.mutateAsync({ id: site?.id, payload: site ? payload : { ...payload, districtId } });
            done();
          }}
        >
          <DialogHeader
            title={site ? t('sites.form.editTitle') : t('sites.form.addTitle')}
            description={site ? t('sites.form.editDescription') : t('sites.form.addDescription')}
          />
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField name="name" label={t('sites.form.name')} required className="sm:col-span-2">
              <Input maxLength={120} placeholder={t('sites.form.namePlaceholder')} />
            </FormField>
            <FormField name="address" label={t('sites.form.address')} optional className="sm:col-span-2">
              <Input maxLength={300} autoComplete="street-address" />
            </FormField>
            <FormField name="phone" label={t('sites.form.phone')} optional>
              <Input type="tel" maxLength={40} autoComplete="tel" />
            </FormField>
            <FormField name="contactName" label={t('sites.form.contact')} optional>
              <Input maxLength={120} />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={site ? t('sites.form.save') : t('sites.form.add')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
