import {
  SAML_DEFAULT_ROLE_LABELS,
  SAML_DEFAULT_ROLES,
  SAML_MESSAGES,
  type SamlConfig,
  type SamlConfigInput,
  samlConfigInputSchema,
} from '@domain/saml';
import { KeyRound } from 'lucide-react';
import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { Badge } from '@/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { LoadError } from '@/ui/load-error';
import { optionsOf, Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';
import { useSamlConfig, useSaveSamlConfig } from './use-saml-config';

interface Values {
  enabled: boolean;
  source: 'url' | 'xml';
  metadataUrl: string;
  metadataXml: string;
  emailAttribute: string;
  firstNameAttribute: string;
  lastNameAttribute: string;
  defaultRole: SamlConfigInput['defaultRole'];
  requireSaml: boolean;
  allowIdpInitiated: boolean;
}

const valuesOf = (c: SamlConfig): Values => ({
  enabled: c.enabled,
  source: c.configured && !c.metadataUrl ? 'xml' : 'url',
  metadataUrl: c.metadataUrl ?? '',
  metadataXml: '',
  emailAttribute: c.emailAttribute,
  firstNameAttribute: c.firstNameAttribute,
  lastNameAttribute: c.lastNameAttribute,
  defaultRole: c.defaultRole,
  requireSaml: c.requireSaml,
  allowIdpInitiated: c.allowIdpInitiated,
});

/** The metadata goes by URL or by XML; an empty XML box keeps the XML saved before. */
const toPayload = ({ source, metadataUrl, metadataXml, ...rest }: Values): SamlConfigInput => ({
  ...rest,
  ...(source === 'url' ? { metadataUrl } : { metadataXml }),
});

const SOURCE_OPTIONS = [
  { value: 'url', label: 'Metadata URL (read again at each save)' },
  { value: 'xml', label: 'Metadata XML (pasted)' },
];

const Field = FormField<Values>;

/** A switch with its label beside it and a sentence under it. */
function SwitchRow({ name, label, hint }: { name: FieldPath<Values>; label: string; hint: string }) {
  const { register } = useFormContext<Values>();
  const id = `saml-${name}`;
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} aria-describedby={`${id}-hint`} className="mt-0.5" {...register(name)} />
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-subtle-fg">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** One address to give the identity provider, shown so it can be selected and copied. */
function Address({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-fg">{label}</dt>
      <dd className="break-all font-mono text-xs">{value}</dd>
    </div>
  );
}

function MetadataFields({ config }: { config: SamlConfig }) {
  const source = useWatch<Values, 'source'>({ name: 'source' });
  return (
    <div className="flex flex-col gap-4">
      <Field name="source" label="Identity provider metadata">
        <Select options={SOURCE_OPTIONS} />
      </Field>
      {source === 'url' ? (
        <Field
          name="metadataUrl"
          label="Metadata URL"
          required
          hint="Entra ID: App Federation Metadata Url. Okta: Metadata URL of the app's Sign On tab."
        >
          <Input type="url" inputMode="url" maxLength={2000} placeholder="https://" />
        </Field>
      ) : (
        <Field
          name="metadataXml"
          label="Metadata XML"
          required={!config.configured}
          hint={
            config.configured
              ? 'Leave empty to keep the metadata saved before.'
              : 'Paste the XML file your identity provider offers.'
          }
        >
          <Textarea rows={5} className="font-mono text-xs" />
        </Field>
      )}
    </div>
  );
}

function SamlForm({ scope, config }: { scope: string; config: SamlConfig }) {
  const save = useSaveSamlConfig(scope);
  const fiveStar = scope === 'fivestar';
  return (
    <Form
      id="saml"
      schema={samlConfigInputSchema}
      defaultValues={valuesOf(config)}
      toPayload={toPayload}
      onSubmit={(payload) => save.mutateAsync(payload)}
      className="gap-5"
    >
      <SwitchRow
        name="enabled"
        label="Sign in with single sign-on"
        hint="People sign in at the identity provider; new people get an account with the default role."
      />
      <MetadataFields config={config} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field name="emailAttribute" label="Email attribute" required>
          <Input maxLength={200} />
        </Field>
        <Field name="firstNameAttribute" label="First name attribute" required>
          <Input maxLength={200} />
        </Field>
        <Field name="lastNameAttribute" label="Last name attribute" required>
          <Input maxLength={200} />
        </Field>
      </div>
      {!fiveStar && (
        <Field name="defaultRole" label="Role of new accounts" hint="Give more later in Users.">
          <Select options={optionsOf(SAML_DEFAULT_ROLES, SAML_DEFAULT_ROLE_LABELS)} className="sm:max-w-72" />
        </Field>
      )}
      <SwitchRow
        name="requireSaml"
        label="Require single sign-on"
        hint={
          fiveStar
            ? 'Password sign-in is off for Five Star’s accounts.'
            : 'Password sign-in is off for this district’s accounts; the login page sends them to the identity provider.'
        }
      />
      <SwitchRow
        name="allowIdpInitiated"
        label="Allow sign-in from the identity provider’s app list"
        hint="IdP-initiated sign-in (the tile in My Apps or the Okta dashboard). Off: only sign-ins that start at the portal."
      />
      <div className="flex justify-end">
        <FormSubmit>Save single sign-on</FormSubmit>
      </div>
    </Form>
  );
}

/**
 * The District profile's "Single sign-on (SAML)" card (see docs/product.md#single-sign-on-saml):
 * what to give the identity provider, its metadata, attributes, the default role and "require SAML".
 * `scope` is the district's id, or `fivestar` for Five Star's own staff.
 */
export function SamlCard({ scope }: { scope: string }) {
  const query = useSamlConfig(scope);
  const config = query.data;
  if (query.isError) return <LoadError title={SAML_MESSAGES.loadFailed} query={query} />;
  return (
    <Card role="group" aria-labelledby="saml-card-title">
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <KeyRound aria-hidden className="size-4 text-muted-fg" />
            <CardTitle id="saml-card-title">
              {scope === 'fivestar' ? 'Single sign-on (SAML) for Five Star staff' : 'Single sign-on (SAML)'}
            </CardTitle>
            {config && (
              <Badge tone={config.enabled ? 'green' : 'neutral'} dot>
                {config.enabled ? (config.requireSaml ? 'On, required' : 'On') : 'Off'}
              </Badge>
            )}
          </div>
          <CardDescription>
            Sign in with Entra ID, Okta, ClassLink or any SAML 2.0 identity provider. Assertions must be
            signed.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {!config ? (
          <Skeleton className="h-40" />
        ) : (
          <>
            <section
              aria-labelledby="saml-sp-title"
              className="flex flex-col gap-2 rounded-lg border border-border p-3"
            >
              <h3 id="saml-sp-title" className="text-sm font-medium">
                Give your identity provider
              </h3>
              <dl className="grid grid-cols-1 gap-2 lg:grid-cols-3">
                <Address label="Entity ID (Identifier)" value={config.serviceProvider.entityId} />
                <Address label="Reply URL (ACS)" value={config.serviceProvider.acsUrl} />
                <Address label="Sign-on URL" value={config.serviceProvider.loginUrl} />
              </dl>
              <p className="text-xs text-subtle-fg">
                Or give it the portal’s metadata: {config.serviceProvider.metadataUrl}
              </p>
            </section>
            {config.configured && config.idpEntityId && (
              <section aria-labelledby="saml-idp-title" className="flex flex-col gap-2">
                <h3 id="saml-idp-title" className="text-sm font-medium">
                  Identity provider (read from its metadata)
                </h3>
                <dl className="grid grid-cols-1 gap-2 lg:grid-cols-2">
                  <Address label="Entity ID" value={config.idpEntityId} />
                  <Address label="Sign-in address" value={config.ssoUrl ?? ''} />
                  {config.certificates.map((c) => (
                    <Address
                      key={c.fingerprint}
                      label={`Signing certificate, valid until ${new Date(c.expiresAt).toLocaleDateString()}`}
                      value={c.subject}
                    />
                  ))}
                </dl>
              </section>
            )}
            <SamlForm key={config.updatedAt ?? 'new'} scope={scope} config={config} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
