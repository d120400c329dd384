import type { AuthUser } from '@domain/auth';
import { ArrowLeft, Eye } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useSwitchView } from '@/features/auth/use-switch-view';
import { Button } from '@/ui/button';

/** While a provider admin looks at one district: says so, and leads back to the admin view. */
export function DistrictViewBanner({ user }: { user: AuthUser }) {
  const switchView = useSwitchView();
  const { t } = useTranslation('app');
  if (user.accountRole !== 'provider_admin' || !user.inDistrictView) return null;
  return (
    <section
      aria-label={t('districtView.label')}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-tone-blue-border bg-tone-blue-bg px-4 py-2 text-sm text-tone-blue-fg sm:px-6 lg:px-8"
    >
      <p className="flex min-w-0 items-center gap-2">
        <Eye aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0">
          <Trans
            t={t}
            i18nKey="districtView.viewing"
            values={{ district: user.districtName ?? t('districtView.aDistrict') }}
            components={{ strong: <strong className="font-semibold" /> }}
          />
        </span>
      </p>
      <Button
        size="sm"
        variant="secondary"
        loading={switchView.isPending}
        onClick={() => switchView.mutate({ districtId: null })}
      >
        {!switchView.isPending && <ArrowLeft />}
        {t('districtView.back')}
      </Button>
    </section>
  );
}
