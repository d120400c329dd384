import type { WaitingAccount } from '@domain/users';
import { Hourglass, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { GiveAccessDialog } from './give-access-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { useWaitingAccounts } from './use-waiting-accounts';

/**
 * The District profile's staff card (every tier): invite the district's own people, and give access
 * to accounts that registered and wait (see docs/product.md#district-profile).
 */
export function StaffSection({ districtId, districtName }: { districtId: string; districtName: string }) {
  const waiting = useWaitingAccounts(districtId);
  const { t } = useTranslation('users');
  const [inviting, setInviting] = useState(false);
  const [giving, setGiving] = useState<WaitingAccount | null>(null);
  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="staff-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id="staff-title">{t('staff.title')}</CardTitle>
          <CardDescription>{t('staff.description')}</CardDescription>
        </div>
        <Button variant="secondary" onClick={() => setInviting(true)}>
          <UserPlus />
          {t('staff.invite')}
        </Button>
      </CardHeader>
      <h3 className="border-t border-border px-5 pt-4 text-sm font-semibold text-fg">{t('staff.waiting')}</h3>
      {waiting.isPending ? (
        <LoadingState message={t('staff.loading')} />
      ) : waiting.isError ? (
        <LoadError bare title={t('staff.failed')} query={waiting} />
      ) : waiting.data.length === 0 ? (
        <EmptyState
          icon={Hourglass}
          title={t('staff.emptyTitle')}
          description={t('staff.emptyDescription')}
        />
      ) : (
        <ul aria-label={t('staff.waiting')} className="divide-y divide-border">
          {waiting.data.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-medium break-words text-fg">
                  {account.name || account.email}
                </span>
                <span className="text-[13px] break-words text-muted-fg">
                  {t('staff.created', { email: account.email, date: formatDateTime(account.createdAt) })}
                </span>
              </div>
              <Button variant="secondary" size="sm" onClick={() => setGiving(account)}>
                {t('staff.giveAccess')}
                <span className="sr-only">{t('staff.giveAccessTo', { email: account.email })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <InviteUserDialog districtId={districtId} open={inviting} onOpenChange={setInviting} />
      <GiveAccessDialog
        districtId={districtId}
        districtName={districtName}
        account={giving}
        onOpenChange={(open) => !open && setGiving(null)}
      />
    </Card>
  );
}
