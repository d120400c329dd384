import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FormSubmit } from '@/ui/form';

/**
 * The foot of the settings form, kept in view while scrolling: whether there are unsaved
 * changes, Discard and Save Changes. Leaving the page with unsaved changes asks first.
 */
export function SaveBar() {
  const { t } = useTranslation('settings');
  const { reset } = useFormContext();
  const { isDirty, isSubmitting } = useFormState();
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-fg">
          {isDirty ? (
            <Badge tone="yellow" dot>
              {t('saveBar.unsaved')}
            </Badge>
          ) : (
            t('saveBar.allSaved')
          )}
        </p>
        <div className="flex items-center gap-2">
          {isDirty && (
            <Button variant="secondary" disabled={isSubmitting} onClick={() => reset()}>
              {t('saveBar.discard')}
            </Button>
          )}
          <FormSubmit disabled={!isDirty}>{t('saveBar.save')}</FormSubmit>
        </div>
      </div>
    </div>
  );
}
