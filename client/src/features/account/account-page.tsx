import type { AuthUser } from '@domain/auth';
import { ROLE_LABELS } from '@domain/roles';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { useId } from 'react';
import { useCurrentUser } from '@/features/auth';
import { NotificationPreferencesSection } from '@/features/notifications';
import { Avatar } from '@/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';

/**
 * /account: the signed-in user's own page, one section each (see docs/product.md#account):
 * who they are (read only), and their notification preferences.
 */
export function AccountPage() {
  const user = useCurrentUser();
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Your account"
        description="Who you are in the portal, and what it tells you about."
      />
      <div className="flex flex-col gap-6">
        <ProfileSection user={user} />
        <NotificationPreferencesSection />
      </div>
    </div>
  );
}

function ProfileSection({ user }: { user: AuthUser }) {
  const headingId = useId();
  const fiveStar = user.accountRole === 'provider_admin';
  const facts: [string, string][] = [
    ['Name', user.name || '—'],
    ['Email', user.email],
    ['Role', ROLE_LABELS[user.accountRole]],
    [
      'District',
      fiveStar
        ? user.inDistrictView
          ? `Every district (now viewing ${user.districtName ?? 'one'})`
          : 'Every district'
        : (user.districtName ?? '—'),
    ],
  ];
  if (!fiveStar) facts.push(['Service level', SERVICE_LEVEL_LABELS[user.serviceLevel]]);
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>Profile</CardTitle>
          <CardDescription>
            {fiveStar
              ? 'Your Five Star account.'
              : 'Your name, role and district are set by your district or Five Star administrator.'}
          </CardDescription>
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
    </section>
  );
}
