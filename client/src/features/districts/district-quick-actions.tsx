import type { DistrictDetail } from '@domain/districts';
import { Boxes, ChevronRight, KeyRound, LifeBuoy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser, useSwitchView } from '@/features/auth';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';

const ACTIONS = [
  { key: 'tickets', to: '/tickets', icon: LifeBuoy },
  { key: 'assets', to: '/inventory', icon: Boxes },
  { key: 'passwords', to: '/passwords', icon: KeyRound },
  { key: 'users', to: '/users', icon: Users },
] as const;

/**
 * Each action enters the district's view, then opens the screen. Users is the exception: User
 * Management opens outside the view (whatever the district's tier) with the district chosen in
 * its picker (`?district=`), leaving a district view first if the admin is in one.
 */
export function DistrictQuickActions({ district }: { district: DistrictDetail }) {
  const { t } = useTranslation('districts');
  const switchView = useSwitchView();
  const navigate = useNavigate();
  const inView = useCurrentUser().districtId !== null;
  function open(to: string) {
    if (to !== '/users') return switchView.mutate({ districtId: district.id, to });
    const usersOf = `/users?district=${encodeURIComponent(district.id)}`;
    if (inView) switchView.mutate({ districtId: null, to: usersOf });
    else navigate(usersOf);
  }
  const busyTo =
    switchView.isPending || switchView.isSuccess ? switchView.variables?.to?.split('?')[0] : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('quickActions.title')}</CardTitle>
        <CardDescription>{t('quickActions.description')}</CardDescription>
      </CardHeader>
      <div className="grid grid-cols-1 gap-2 px-5 pb-5 sm:grid-cols-2">
        {ACTIONS.map(({ key, to, icon: Icon }) => {
          const label = t(`quickActions.${key}`);
          const text = t(`quickActions.${key}Text`);
          return (
            <button
              key={to}
              type="button"
              disabled={busyTo !== undefined}
              aria-busy={busyTo === to || undefined}
              onClick={() => open(to)}
              className="group flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface p-3 text-left transition-colors hover:border-border-strong hover:bg-surface-muted disabled:cursor-default disabled:opacity-60"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-soft text-brand-soft-fg">
                {busyTo === to ? <Spinner size="sm" label={null} /> : <Icon aria-hidden className="size-4" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-fg">{label}</span>
                <span className="block truncate text-xs text-muted-fg" title={text}>
                  {text}
                </span>
              </span>
              <ChevronRight
                aria-hidden
                className="size-4 text-subtle-fg transition-transform group-hover:translate-x-0.5"
              />
            </button>
          );
        })}
      </div>
    </Card>
  );
}
