import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';

/** A titled card of an integration's settings form. */
export function FormCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** A yes/no field of the form (a native checkbox: react-hook-form registers it directly). */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: ReactNode }) {
  return (
    <FormField name={name} label={label} hint={hint} className="flex-row! flex-wrap items-center gap-3">
      <input type="checkbox" className="size-4 accent-(--color-brand)" />
    </FormField>
  );
}

export interface CredentialField {
  name: string;
  label: string;
  secret?: boolean;
  hint?: string;
  placeholder?: string;
}

/**
 * Credentials: once saved they are never shown again; the card says 'saved' and offers to replace
 * them (the fields then appear empty, and only what is typed is sent).
 */
export function CredentialsCard({
  saved,
  replacing,
  onReplace,
  fields,
  description,
}: {
  saved: boolean;
  replacing: boolean;
  onReplace: (replace: boolean) => void;
  fields: CredentialField[];
  description: ReactNode;
}) {
  const { t } = useTranslation('integrations');
  return (
    <FormCard title={t('credentials.title')} description={description}>
      {saved && !replacing ? (
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone="green" dot>
            {t('credentials.saved')}
          </Badge>
          <span className="text-sm text-muted-fg">{t('credentials.stored')}</span>
          <Button variant="secondary" size="sm" onClick={() => onReplace(true)}>
            {t('credentials.replace')}
          </Button>
        </div>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {fields.map((f) => (
              <FormField key={f.name} name={`credentials.${f.name}`} label={f.label} hint={f.hint} required>
                {f.secret ? (
                  <PasswordInput autoComplete="off" />
                ) : (
                  <Input autoComplete="off" placeholder={f.placeholder} />
                )}
              </FormField>
            ))}
          </div>
          {saved && (
            <div>
              <Button variant="ghost" size="sm" onClick={() => onReplace(false)}>
                {t('credentials.keep')}
              </Button>
            </div>
          )}
        </>
      )}
    </FormCard>
  );
}

/** An editable table: each portal value and the remote system's name for it. */
export function MappingTable<K extends string>({
  name,
  caption,
  keys,
  labels,
}: {
  name: string;
  caption: string;
  keys: readonly K[];
  labels: Record<K, string>;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-fg">{caption}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {keys.map((k) => (
          <FormField key={k} name={`${name}.${k}`} label={labels[k]}>
            <Input />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
