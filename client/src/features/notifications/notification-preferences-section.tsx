import {
  effectivePreference,
  kindsFor,
  NOTIFICATION_RULES,
  type NotificationKind,
  type NotificationPreference,
  notificationPreferencesSchema,
} from '@domain/notifications';
import type { Role } from '@domain/roles';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useHashTarget } from '@/lib/use-hash-target';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { Form, FormSubmit } from '@/ui/form';
import { Label } from '@/ui/label';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useNotificationPreferences } from './use-notification-preferences';
import { useSavePreferences } from './use-save-preferences';

/** The account page's anchor of this section: the emails' footer links to /account#notifications. */
export const PREFERENCES_SECTION_ID = 'notifications';

interface Values {
  preferences: NotificationPreference[];
}

/** Every kind the user can get, in the domain's order, with what the user receives now. */
function valuesOf(kinds: NotificationKind[], saved: NotificationPreference[]): Values {
  return {
    preferences: kinds.map((kind) => ({
      kind,
      ...effectivePreference(
        kind,
        saved.find((p) => p.kind === kind),
      ),
    })),
  };
}

/**
 * The Notifications section of the account page: per kind, in the portal and by email, on or off
 * (a channel the kind cannot use is shown off and disabled), saved with one button.
 */
export function NotificationPreferencesSection({ role }: { role: Role }) {
  const { t } = useTranslation('notifications');
  const kinds = kindsFor(role);
  const headingId = useId();
  const saved = useNotificationPreferences();
  const save = useSavePreferences();
  useHashTarget(PREFERENCES_SECTION_ID, !saved.isPending);
  return (
    <section id={PREFERENCES_SECTION_ID} aria-labelledby={headingId} className="scroll-mt-20">
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{t('preferences.title')}</CardTitle>
          <CardDescription>{t('preferences.description')}</CardDescription>
        </CardHeader>
        {saved.isPending ? (
          <div className="flex flex-col gap-3 px-5 pb-5">
            {kinds.map((k) => (
              <Skeleton key={k} className="h-10" />
            ))}
          </div>
        ) : saved.isError ? (
          <LoadError bare title={t('preferences.loadFailed')} query={saved} />
        ) : (
          <Form
            schema={notificationPreferencesSchema}
            defaultValues={valuesOf(kinds, saved.data.preferences)}
            onSubmit={(payload) => save.mutateAsync(payload.preferences)}
            id="notification-preferences"
          >
            {(form) => (
              <>
                <div className="divide-y divide-border border-t border-border">
                  {kinds.map((kind, i) => (
                    <KindRow key={kind} form={form} kind={kind} index={i} />
                  ))}
                </div>
                <CardFooter className="justify-end">
                  <FormSubmit>{t('preferences.save')}</FormSubmit>
                </CardFooter>
              </>
            )}
          </Form>
        )}
      </Card>
    </section>
  );
}

const CHANNELS = [
  { key: 'inApp', label: 'preferences.inApp' },
  { key: 'email', label: 'preferences.email' },
] as const;

function KindRow({
  form,
  kind,
  index,
}: {
  form: UseFormReturn<Values, unknown, Values>;
  kind: NotificationKind;
  index: number;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const rule = NOTIFICATION_RULES[kind];
  const only = !rule.channels.inApp
    ? t('preferences.emailOnly')
    : !rule.channels.email
      ? t('preferences.inAppOnly')
      : '';
  return (
    <fieldset
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-description`}
      className="flex min-w-0 flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="min-w-0 flex-1">
        <p id={`${id}-label`} className="text-sm font-medium text-fg">
          {t(`kinds.${kind}.label`)}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-[13px] text-muted-fg">
          {t(`kinds.${kind}.description`)} {only}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-x-6 gap-y-2">
        {CHANNELS.map((channel) => {
          const available = rule.channels[channel.key];
          const controlId = `${id}-${channel.key}`;
          return (
            <div key={channel.key} className="flex items-center gap-2">
              <Controller
                control={form.control}
                name={`preferences.${index}.${channel.key}`}
                render={({ field }) => (
                  <Checkbox
                    id={controlId}
                    ref={field.ref}
                    name={field.name}
                    checked={available && field.value === true}
                    disabled={!available}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                )}
              />
              <Label htmlFor={controlId} className={available ? 'cursor-pointer' : 'opacity-60'}>
                {t(channel.label)}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
