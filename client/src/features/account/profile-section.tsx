import type { AuthUser } from '@domain/auth';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { NameDialog } from './name-dialog';

/** Who the user is: their name (which they may change), email, role, district and service level. */
export function ProfileSection({ user }: { user: AuthUser }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const { t } = useTranslation('account');
  const fiveStar = user.accountRole === 'provider_admin';
  const facts: [string, string][] = [
    [t('profile.name'), user.name || '—'],
    [t('profile.email'), user.email],
    [t('profile.role'), t(`roles.${user.accountRole}`)],
    [
      t('profile.district'),
      fiveStar
        ? user.inDistrictView
          ? t('profile.everyDistrictViewing', { district: user.districtName ?? t('profile.viewingOne') })
          : t('profile.everyDistrict')
        : (user.districtName ?? '—'),
    ],
  ];
  if (!fiveStar) facts.push([t('profile.serviceLevel'), SERVICE_LEVEL_LABELS[user.serviceLevel]]);
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <CardTitle id={headingId}>{t('profile.title')}</CardTitle>
            <CardDescription>{fiveStar ? t('profile.fiveStar') : t('profile.description')}</CardDescription>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {t('profile.changeName')}
          </Button>
        </CardHeader>
        <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <span className="hidden sm:block">
            <Avatar initials={user.initials} size="lg" aria-hidden />
          </span>
          <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-6 gap-y-4 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="min-w-0">
                <dt className="text-[13px] font-medium text-fg">{term}</dt>
                <dd className="mt-0.5 break-words text-muted-fg">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <NameDialog user={user} open={editing} onOpenChange={setEditing} />
    </section>
  );
}
