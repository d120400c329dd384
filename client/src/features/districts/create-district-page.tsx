import {
  CREATE_DISTRICT_MESSAGES,
  type CreateDistrictPayload,
  createDistrictSchema,
} from '@domain/districts';
import { SERVICE_LEVEL_LABELS, SERVICE_LEVELS, type ServiceLevel } from '@domain/tiers';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { PageHeader } from '@/ui/page-header';
import { optionsOf, Select } from '@/ui/select';
import { InviteLinkDialog } from './invite-link-dialog';
import { type CreatedDistrict, useCreateDistrict } from './use-create-district';

const LEVEL_OPTIONS = optionsOf(SERVICE_LEVELS, SERVICE_LEVEL_LABELS);

const EMPTY = {
  districtName: '',
  code: '',
  serviceLevel: '' as ServiceLevel | '',
  estimatedUsers: '',
  adminName: '',
  adminEmail: '',
};
type Values = typeof EMPTY;

/** Text is sent trimmed; an empty code or number of users is left out. */
const toPayload = (v: Values): CreateDistrictPayload => ({
  districtName: v.districtName.trim(),
  adminName: v.adminName.trim(),
  adminEmail: v.adminEmail.trim(),
  serviceLevel: v.serviceLevel as ServiceLevel,
  estimatedUsers: v.estimatedUsers.trim() || undefined,
  code: v.code.trim() || undefined,
});

/** 'Missing Fields' when a required field is empty; any other problem is said under its field only. */
const missingToast = (errors: FieldErrors<Values>) =>
  Object.values(errors).some((e) => e?.message === CREATE_DISTRICT_MESSAGES.missing.description)
    ? CREATE_DISTRICT_MESSAGES.missing
    : undefined;

/** /create-district — Create District (see docs/product.md#districts). */
export function CreateDistrictPage() {
  const [created, setCreated] = useState<{ district: CreatedDistrict; admin: CreateDistrictPayload } | null>(
    null,
  );
  const { t } = useTranslation('districts');
  const create = useCreateDistrict();
  const navigate = useNavigate();

  return (
    <>
      <PageHeader
        eyebrow={
          <Link
            to="/districts"
            className="inline-flex items-center gap-1.5 rounded-sm text-[13px] font-medium text-muted-fg hover:text-fg"
          >
            <ArrowLeft aria-hidden className="size-3.5" />
            {t('allDistricts')}
          </Link>
        }
        title={t('create.title')}
        description={t('create.description')}
      />
      <Form
        id="district"
        schema={createDistrictSchema}
        defaultValues={EMPTY}
        toPayload={toPayload}
        invalidToast={missingToast}
        onSubmit={async (payload) =>
          setCreated({ district: await create.mutateAsync(payload), admin: payload })
        }
        className="max-w-3xl"
      >
        <Card>
          <CardHeader>
            <CardTitle>{t('create.district.title')}</CardTitle>
            <CardDescription>{t('create.district.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              name="districtName"
              label={t('create.district.name')}
              required
              className="sm:col-span-2"
            >
              <Input placeholder={t('create.district.namePlaceholder')} />
            </FormField>
            <FormField name="serviceLevel" label={t('create.district.serviceLevel')} required>
              <Select options={LEVEL_OPTIONS} placeholder={t('create.district.serviceLevelPlaceholder')} />
            </FormField>
            <FormField name="estimatedUsers" label={t('create.district.estimatedUsers')} optional>
              <Input inputMode="numeric" placeholder={t('create.district.estimatedUsersPlaceholder')} />
            </FormField>
            <FormField
              name="code"
              label={t('create.district.code')}
              optional
              hint={t('create.district.codeHint')}
            >
              <Input
                placeholder={t('create.district.codePlaceholder')}
                className="uppercase placeholder:normal-case"
              />
            </FormField>
          </CardContent>
          <div className="border-t border-border" />
          <CardHeader>
            <CardTitle>{t('create.admin.title')}</CardTitle>
            <CardDescription>{t('create.admin.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField name="adminName" label={t('create.admin.name')} required>
              <Input autoComplete="off" />
            </FormField>
            <FormField name="adminEmail" label={t('create.admin.email')} required>
              <Input type="email" autoComplete="off" placeholder={t('create.admin.emailPlaceholder')} />
            </FormField>
          </CardContent>
          <CardFooter className="justify-end">
            <Button variant="secondary" onClick={() => navigate('/districts')}>
              {t('create.cancel')}
            </Button>
            <FormSubmit>{t('create.submit')}</FormSubmit>
          </CardFooter>
        </Card>
      </Form>
      {created && (
        <InviteLinkDialog
          open
          districtName={created.district.name}
          adminName={created.admin.adminName}
          adminEmail={created.admin.adminEmail.toLowerCase()}
          inviteUrl={created.district.inviteUrl}
          onClose={() => navigate('/districts')}
        />
      )}
    </>
  );
}
