import type { AnnouncementSeverity } from '@domain/admin';
import { type Info, Megaphone, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { useAnnouncements } from './use-announcements';
import { useDismissAnnouncement } from './use-dismiss-announcement';

const LOOK: Record<AnnouncementSeverity, { classes: string; icon: typeof Info }> = {
  info: {
    classes: 'border-tone-blue-border bg-tone-blue-bg text-tone-blue-fg',
    icon: Megaphone,
  },
  warning: {
    classes: 'border-tone-yellow-border bg-tone-yellow-bg text-tone-yellow-fg',
    icon: TriangleAlert,
  },
  critical: {
    classes: 'border-tone-red-border bg-tone-red-bg text-tone-red-fg',
    icon: TriangleAlert,
  },
};

/** Five Star's current announcements for the user's district, each dismissible by this user. */
export function AnnouncementBanners() {
  const { t } = useTranslation('announcements');
  const announcements = useAnnouncements();
  const dismiss = useDismissAnnouncement();
  if (!announcements.data?.length) return null;
  return (
    <div>
      {announcements.data.map((a) => {
        const look = LOOK[a.severity];
        const Icon = look.icon;
        const label = t(`banner.severity.${a.severity}`);
        return (
          <section
            key={a.id}
            aria-label={t('banner.label', { severity: label })}
            className={cn('flex items-start gap-3 border-b px-4 py-2 text-sm sm:px-6 lg:px-8', look.classes)}
          >
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <p className="min-w-0 flex-1 break-words">
              <strong className="font-semibold">{label}: </strong>
              {a.message}
            </p>
            <Button
              variant="ghost"
              size="icon-sm"
              className="-my-1 text-current hover:text-current"
              aria-label={t('banner.dismiss')}
              onClick={() => dismiss.mutate(a.id)}
            >
              <X aria-hidden />
            </Button>
          </section>
        );
      })}
    </div>
  );
}
