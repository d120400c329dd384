import type { ReactNode } from 'react';
import { type FieldValues, get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

interface SettingsSectionProps {
  title: string;
  description: ReactNode;
  /** The form fields of the section: it is marked "Edited" while one of them has an unsaved change. */
  fields: readonly string[];
  /** A control beside the title, e.g. "Reset to defaults". */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A changed field is `true` in dirtyFields; a group of fields (the SLA targets) an object of them. */
const changed = (dirty: FieldValues, name: string): boolean => {
  const mark: unknown = get(dirty, name);
  return mark === true || (typeof mark === 'object' && mark !== null && Object.values(mark).some(Boolean));
};

/** One card of System Settings: a titled group of fields of the settings form. */
export function SettingsSection({
  title,
  description,
  fields,
  action,
  className,
  children,
}: SettingsSectionProps) {
  const { t } = useTranslation('settings');
  const { dirtyFields } = useFormState();
  const edited = fields.some((name) => changed(dirtyFields, name));
  const id = `settings-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card className={cn('flex flex-col', className)} role="group" aria-labelledby={id}>
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id={id}>{title}</CardTitle>
            {edited && (
              <Badge tone="yellow" dot>
                {t('section.edited')}
              </Badge>
            )}
          </div>
          <CardDescription>{description}</CardDescription>
        </div>
        {action && <div className="shrink-0 self-start">{action}</div>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
