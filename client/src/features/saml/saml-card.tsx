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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('saml');
  const sourceOptions = [
    { value: 'url', label: t('source.url') },
    { value: 'xml', label: t('source.xml') },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Field name="source" label={t('source.label')}>
        <Select options={sourceOptions} />
      </Field>
      {source === 'url' ? (
        <Field name="metadataUrl" label={t('metadataUrl.label')} required hint={t('metadataUrl.hint')}>
          <Input type="url" inputMode="url" maxLength={2000} placeholder={t('metadataUrl.placeholder')} />
        </Field>
      ) : (
        <Field
          name="metadataXml"
          label={t('metadataXml.label')}
          required={!config.configured}
          hint={config.configured ? t('metadataXml.hintConfigured') : t('metadataXml.hintNew')}
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
  const { t } = useTranslation('saml');
  return (
    <Form
      id="saml"
      schema={samlConfigInputSchema}
      defaultValues={valuesOf(config)}
      toPayload={toPayload}
      onSubmit={(payload) => save.mutateAsync(payload)}
      className="gap-5"
    >
      <SwitchRow name="enabled" label={t('form.enabled.label')} hint={t('form.enabled.hint')} />
      <MetadataFields config={config} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field name="emailAttribute" label={t('form.emailAttribute')} required>
          <Input maxLength={200} />
        </Field>
        <Field name="firstNameAttribute" label={t('form.firstNameAttribute')} required>
          <Input maxLength={200} />
        </Field>
        <Field name="lastNameAttribute" label={t('form.lastNameAttribute')} required>
          <Input maxLength={200} />
        </Field>
      </div>
      {!fiveStar && (
        <Field name="defaultRole" label={t('form.defaultRole.label')} hint={t('form.defaultRole.hint')}>
          <Select options={optionsOf(SAML_DEFAULT_ROLES, SAML_DEFAULT_ROLE_LABELS)} className="sm:max-w-72" />
        </Field>
      )}
      <SwitchRow
        name="requireSaml"
        label={t('form.requireSaml.label')}
        hint={fiveStar ? t('form.requireSaml.hintFiveStar') : t('form.requireSaml.hintDistrict')}
      />
      <SwitchRow
        name="allowIdpInitiated"
        label={t('form.allowIdpInitiated.label')}
        hint={t('form.allowIdpInitiated.hint')}
      />
      <div className="flex justify-end">
        <FormSubmit>{t('form.submit')}</FormSubmit>
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
  const { t } = useTranslation('saml');
  const config = query.data;
  if (query.isError) return <LoadError title={SAML_MESSAGES.loadFailed} query={query} />;
  return (
    <Card role="group" aria-labelledby="saml-card-title">
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <KeyRound aria-hidden className="size-4 text-muted-fg" />
            <CardTitle id="saml-card-title">
              {scope === 'fivestar' ? t('card.titleFiveStar') : t('card.title')}
            </CardTitle>
            {config && (
              <Badge tone={config.enabled ? 'green' : 'neutral'} dot>
                {config.enabled ? (config.requireSaml ? t('card.onRequired') : t('card.on')) : t('card.off')}
              </Badge>
            )}
          </div>
          <CardDescription>{t('card.description')}</CardDescription>
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
                {t('sp.title')}
              </h3>
              <dl className="grid grid-cols-1 gap-2 lg:grid-cols-3">
                <Address label={t('sp.entityId')} value={config.serviceProvider.entityId} />
                <Address label={t('sp.acsUrl')} value={config.serviceProvider.acsUrl} />
                <Address label={t('sp.loginUrl')} value={config.serviceProvider.loginUrl} />
              </dl>
              <p className="text-xs text-subtle-fg">
                {t('sp.metadata', { url: config.serviceProvider.metadataUrl })}
              </p>
            </section>
            {config.configured && config.idpEntityId && (
              <section aria-labelledby="saml-idp-title" className="flex flex-col gap-2">
                <h3 id="saml-idp-title" className="text-sm font-medium">
                  {t('idp.title')}
                </h3>
                <dl className="grid grid-cols-1 gap-2 lg:grid-cols-2">
                  <Address label={t('idp.entityId')} value={config.idpEntityId} />
                  <Address label={t('idp.ssoUrl')} value={config.ssoUrl ?? ''} />
                  {config.certificates.map((c) => (
                    <Address
                      key={c.fingerprint}
                      label={t('idp.certificate', { date: new Date(c.expiresAt).toLocaleDateString() })}
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
