import { ArrowRight, Building2, SquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { Card } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';

/** Placeholder dashboard: a greeting, and for a provider admin the way to the districts. */
export function DashboardPage() {
  const user = useCurrentUser();
  const admin = user.role === 'provider_admin';
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.firstName || user.name}`}
        description={
          admin
            ? 'Oversee every district Five Star manages.'
            : `Technology services for ${user.districtName ?? 'your district'}.`
        }
      />
      {admin && (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <DashboardLink
            to="/districts"
            icon={Building2}
            title="All Districts Overview"
            text="Search districts, check their status and open any district's view."
          />
          <DashboardLink
            to="/create-district"
            icon={SquarePlus}
            title="Create New District"
            text="Onboard a district and invite its administrator."
          />
        </div>
      )}
    </>
  );
}

function DashboardLink({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: typeof Building2;
  title: string;
  text: string;
}) {
  return (
    <Link to={to} className="group rounded-xl">
      <Card className="flex h-full items-start gap-4 p-5 transition-colors group-hover:border-border-strong">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-fg">
          <Icon aria-hidden className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5 text-sm font-semibold text-fg">
            {title}
            <ArrowRight
              aria-hidden
              className="size-4 text-subtle-fg transition-transform group-hover:translate-x-0.5"
            />
          </span>
          <span className="mt-1 block text-sm text-muted-fg">{text}</span>
        </span>
      </Card>
    </Link>
  );
}
