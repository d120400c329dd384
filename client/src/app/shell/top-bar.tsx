import { useTranslation } from 'react-i18next';
import { NotificationBell } from '@/features/notifications';
import { cn } from '@/lib/cn';
import { DistrictPicker, useDistrictPickerShown } from './district-picker';

/**
 * The slim bar above every page of the main column: the district picker where a page has one
 * (provider admins), and on wide screens the notification bell (narrow screens have it in the
 * mobile top bar). On a narrow screen without a picker it is not shown at all.
 */
export function TopBar() {
  const picker = useDistrictPickerShown();
  const { t } = useTranslation('shell');
  // A labelled region, so what it opens (the bell's menu) sits in a landmark too.
  return (
    <section
      aria-label={t('topBar')}
      className={cn(
        'z-20 flex min-h-13 items-center gap-3 border-b border-border bg-surface/90 px-4 py-2 backdrop-blur sm:px-6 lg:sticky lg:top-0 lg:px-10',
        !picker && 'max-lg:hidden',
      )}
    >
      {picker ? <DistrictPicker /> : <div className="flex-1" />}
      <div className="-mr-2 hidden lg:block">
        <NotificationBell />
      </div>
    </section>
  );
}
