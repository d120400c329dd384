import { CREATE_DISTRICT_MESSAGES } from '@domain/districts';
import { SERVICE_LEVEL_LABELS, SERVICE_LEVELS, type ServiceLevel } from '@domain/tiers';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PageHeader } from '@/ui/page-header';
import { Select } from '@/ui/select';
import { toast } from '@/ui/toast';
import { InviteLinkDialog } from './invite-link-dialog';
import { type CreatedDistrict, useCreateDistrict } from './use-create-district';

const LEVEL_OPTIONS = SERVICE_LEVELS.map((l) => ({ value: l, label: SERVICE_LEVEL_LABELS[l] }));

const EMPTY = {
  districtName: '',
  code: '',
  serviceLevel: '',
  estimatedUsers: '',
  adminName: '',
  adminEmail: '',
};
type Form = typeof EMPTY;

/** /create-district — Create District (see docs/product.md#districts). */
export function CreateDistrictPage() {
  const [form, setForm] = useState<Form>(EMPTY);
  const [created, setCreated] = useState<CreatedDistrict | null>(null);
  const create = useCreateDistrict();
  const navigate = useNavigate();
  const set = (key: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (
      !form.districtName.trim() ||
      !form.adminName.trim() ||
      !form.adminEmail.trim() ||
      !form.serviceLevel
    ) {
      toast({ ...CREATE_DISTRICT_MESSAGES.missing, variant: 'destructive' });
      return;
    }
    create.mutate(
      {
        districtName: form.districtName.trim(),
        adminName: form.adminName.trim(),
        adminEmail: form.adminEmail.trim(),
        serviceLevel: form.serviceLevel as ServiceLevel,
        estimatedUsers: form.estimatedUsers.trim() || undefined,
        code: form.code.trim() || undefined,
      },
      { onSuccess: setCreated },
    );
  }

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
      <form onSubmit={submit} noValidate className="max-w-3xl">
        <Card>
          <CardHeader>
            <CardTitle>District</CardTitle>
            <CardDescription>How the district appears across the portal.</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="district-name" label="District name" required className="sm:col-span-2">
              <Input
                id="district-name"
                required
                placeholder="e.g. Benson Unified School District"
                value={form.districtName}
                onChange={set('districtName')}
              />
            </Field>
            <Field id="service-level" label="Service level" required>
              <Select
                id="service-level"
                required
                options={LEVEL_OPTIONS}
                placeholder="Select a service level"
                value={form.serviceLevel}
                onChange={set('serviceLevel')}
              />
            </Field>
            <Field id="estimated-users" label="Estimated number of users" optional>
              <Input
                id="estimated-users"
                inputMode="numeric"
                placeholder="e.g. 250"
                value={form.estimatedUsers}
                onChange={set('estimatedUsers')}
              />
            </Field>
            <Field
              id="district-code"
              label="District code"
              optional
              hint="2 to 16 letters or digits. Derived from the name when left empty."
            >
              <Input
                id="district-code"
                placeholder="e.g. BENSON"
                aria-describedby="district-code-hint"
                value={form.code}
                onChange={set('code')}
                className="uppercase placeholder:normal-case"
              />
            </Field>
          </CardContent>
          <div className="border-t border-border" />
          <CardHeader>
            <CardTitle>Administrator</CardTitle>
            <CardDescription>They receive a one-time link to set their password.</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="admin-name" label="Administrator name" required>
              <Input
                id="admin-name"
                required
                autoComplete="off"
                value={form.adminName}
                onChange={set('adminName')}
              />
            </Field>
            <Field id="admin-email" label="Administrator email" required>
              <Input
                id="admin-email"
                required
                type="email"
                autoComplete="off"
                placeholder="name@district.org"
                value={form.adminEmail}
                onChange={set('adminEmail')}
              />
            </Field>
          </CardContent>
          <CardFooter className="justify-end">
            <Button variant="secondary" onClick={() => navigate('/districts')}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create District
            </Button>
          </CardFooter>
        </Card>
      </form>
      {created && (
        <InviteLinkDialog
          open
          districtName={created.name}
          adminName={form.adminName.trim()}
          adminEmail={form.adminEmail.trim().toLowerCase()}
          inviteUrl={created.inviteUrl}
          onClose={() => navigate('/districts')}
        />
      )}
    </>
  );
}
