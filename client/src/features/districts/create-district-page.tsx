import {
  CREATE_DISTRICT_MESSAGES,
  type CreateDistrictPayload,
  createDistrictSchema,
} from '@domain/districts';
import { SERVICE_LEVEL_LABELS, SERVICE_LEVELS, type ServiceLevel } from '@domain/tiers';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
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
            All Districts
          </Link>
        }
        title="Create New District"
        description="Set up a district, its service level and its administrator's account."
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
            <CardTitle>District</CardTitle>
            <CardDescription>How the district appears across the portal.</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField name="districtName" label="District name" required className="sm:col-span-2">
              <Input placeholder="e.g. Benson Unified School District" />
            </FormField>
            <FormField name="serviceLevel" label="Service level" required>
              <Select options={LEVEL_OPTIONS} placeholder="Select a service level" />
            </FormField>
            <FormField name="estimatedUsers" label="Estimated number of users" optional>
              <Input inputMode="numeric" placeholder="e.g. 250" />
            </FormField>
            <FormField
              name="code"
              label="District code"
              optional
              hint="2 to 16 letters or digits. Derived from the name when left empty."
            >
              <Input placeholder="e.g. BENSON" className="uppercase placeholder:normal-case" />
            </FormField>
          </CardContent>
          <div className="border-t border-border" />
          <CardHeader>
            <CardTitle>Administrator</CardTitle>
            <CardDescription>They receive a one-time link to set their password.</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField name="adminName" label="Administrator name" required>
              <Input autoComplete="off" />
            </FormField>
            <FormField name="adminEmail" label="Administrator email" required>
              <Input type="email" autoComplete="off" placeholder="name@district.org" />
            </FormField>
          </CardContent>
          <CardFooter className="justify-end">
            <Button variant="secondary" onClick={() => navigate('/districts')}>
              Cancel
            </Button>
            <FormSubmit>Create District</FormSubmit>
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
