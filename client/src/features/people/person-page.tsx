import { peopleApi } from '@domain/api/people';
import { PEOPLE_MESSAGES, PERSON_ROLE_LABELS, PERSON_STATUS_LABELS } from '@domain/people';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('people');
  const person = useQuery({
    queryKey: ['people', districtId, 'person', id],
    queryFn: () => api(peopleApi.get, { params: { id }, query: { districtId: districtId ?? undefined } }),
  });
  if (person.isError) return <LoadError title={PEOPLE_MESSAGES.notFound} query={person} />;
  const p = person.data;
  if (!p) return <p className="text-sm text-muted-fg">{t('person.loading')}</p>;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div>
      <PageHeader
        eyebrow={
          <Link to="/people" className="inline-flex items-center gap-1 text-sm text-muted-fg hover:underline">
            <ArrowLeft className="size-4" aria-hidden /> {t('person.back')}
          </Link>
        }
        title={p.name}
        description={[
          PERSON_ROLE_LABELS[p.role],
          p.grade ? t('person.grade', { grade: p.grade }) : null,
          p.siteName,
          p.email,
        ]
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
                {t('person.privacy')}
              </Link>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('person.devices', { n: p.deviceList.length })}</CardTitle>
          </CardHeader>
          <CardContent>
            {p.deviceList.length === 0 ? (
              <div className="text-sm text-muted-fg">
                <p>{t('person.noDevice', { name: p.firstName })}</p>
                {p.status === 'active' && (
                  <p className="mt-1">
                    {t('person.issueBefore')}{' '}
                    <Link to="/inventory" className="text-brand underline">
                      {t('person.issueLink')}
                    </Link>
                    {t('person.issueAfter', { name: p.name })}
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
                      {d.dueOn ? t('person.due', { date: d.dueOn }) : t('person.noDue')}
                      {d.supportEndsAt && (
                        <>
                          {' · '}
                          {d.supportEndsAt < today ? (
                            <Badge tone="red">{t('person.supportEnded', { date: d.supportEndsAt })}</Badge>
                          ) : (
                            t('person.supportUntil', { date: d.supportEndsAt })
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
            <CardTitle>{t('person.tickets', { n: p.tickets.length })}</CardTitle>
          </CardHeader>
          <CardContent>
            {p.tickets.length === 0 ? (
              <p className="text-sm text-muted-fg">
                {p.userId ? t('person.noTickets') : t('person.noAccount')}
              </p>
            ) : (
              <ul className="divide-y divide-border text-sm">
                {p.tickets.map((ticket) => (
                  <li key={ticket.id} className="flex justify-between gap-3 py-2">
                    <Link to={`/tickets?ticket=${ticket.id}`} className="min-w-0 text-brand hover:underline">
                      {ticket.ticketNumber} {ticket.title}
                    </Link>
                    <span className="shrink-0 text-muted-fg">
                      {TICKET_STATUS_LABELS[ticket.status as TicketStatus] ?? ticket.status}
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
