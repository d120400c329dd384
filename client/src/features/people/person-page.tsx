import { peopleApi } from '@domain/api/people';
import { PEOPLE_MESSAGES, PERSON_ROLE_LABELS, PERSON_STATUS_LABELS } from '@domain/people';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileArchive } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useAccess } from '@/features/auth';
import { PersonFeesCard } from '@/features/charges';
import { api } from '@/lib/api';
import { useWorkingDistrict } from '@/lib/working-district';
import { Badge } from '@/ui/badge';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';

/** A person's page (see docs/product.md#people): who they are, the devices they hold, their tickets. */
export function PersonPage() {
  const { id = '' } = useParams();
  const { districtId } = useWorkingDistrict();
  const privacyAdmin = useAccess('privacy', 'admin').ok;
  const person = useQuery({
    queryKey: ['people', districtId, 'person', id],
    queryFn: () => api(peopleApi.get, { params: { id }, query: { districtId: districtId ?? undefined } }),
  });
  if (person.isError) return <LoadError title={PEOPLE_MESSAGES.notFound} query={person} />;
  const p = person.data;
  if (!p) return <p className="text-sm text-muted-fg">Loading…</p>;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div>
      <PageHeader
        eyebrow={
          <Link to="/people" className="inline-flex items-center gap-1 text-sm text-muted-fg hover:underline">
            <ArrowLeft className="size-4" aria-hidden /> People
          </Link>
        }
        title={p.name}
        description={[PERSON_ROLE_LABELS[p.role], p.grade ? `grade ${p.grade}` : null, p.siteName, p.email]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            <Badge tone={p.status === 'active' ? 'green' : 'gray'}>{PERSON_STATUS_LABELS[p.status]}</Badge>
            {privacyAdmin && (
              // Student Privacy's "A person's data" with this person chosen (state: not in the address).
              <Link
                to="/privacy#persons-data"
                state={{ subject: { personId: p.id, userId: p.userId, name: p.name } }}
                className={buttonClasses('secondary', 'sm')}
              >
                <FileArchive aria-hidden />
                Export or erase this person&apos;s data
              </Link>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Devices ({p.deviceList.length})</CardTitle>
          </CardHeader>
          <CardContent>
            {p.deviceList.length === 0 ? (
              <div className="text-sm text-muted-fg">
                <p>No device is checked out to {p.firstName}.</p>
                {p.status === 'active' && (
                  <p className="mt-1">
                    To issue one, open{' '}
                    <Link to="/inventory" className="text-brand underline">
                      Inventory
                    </Link>
                    , select a device in stock, choose Check Out and pick {p.name} from the roster.
                  </p>
                )}
              </div>
            ) : (
              <ul className="divide-y divide-border text-sm">
                {p.deviceList.map((d) => (
                  <li key={d.id} className="py-2">
                    <Link
                      to={`/inventory?search=${encodeURIComponent(d.assetTag)}`}
                      className="font-medium text-brand hover:underline"
                    >
                      {d.assetTag}
                    </Link>{' '}
                    {d.name}
                    <span className="block text-muted-fg">
                      {d.dueOn ? `Due ${d.dueOn}` : 'No due date'}
                      {d.supportEndsAt && (
                        <>
                          {' · '}
                          {d.supportEndsAt < today ? (
                            <Badge tone="red">Support ended {d.supportEndsAt}</Badge>
                          ) : (
                            `Support until ${d.supportEndsAt}`
                          )}
                        </>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Tickets ({p.tickets.length})</CardTitle>
          </CardHeader>
          <CardContent>
            {p.tickets.length === 0 ? (
              <p className="text-sm text-muted-fg">
                {p.userId ? 'No tickets.' : 'No portal account is linked to this person, so no tickets.'}
              </p>
            ) : (
              <ul className="divide-y divide-border text-sm">
                {p.tickets.map((t) => (
                  <li key={t.id} className="flex justify-between gap-3 py-2">
                    <Link to={`/tickets?ticket=${t.id}`} className="min-w-0 text-brand hover:underline">
                      {t.ticketNumber} {t.title}
                    </Link>
                    <span className="shrink-0 text-muted-fg">
                      {TICKET_STATUS_LABELS[t.status as TicketStatus] ?? t.status}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {districtId && <PersonFeesCard districtId={districtId} personId={p.id} />}
      </div>
    </div>
  );
}
