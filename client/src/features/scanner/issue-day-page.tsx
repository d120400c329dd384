import { peopleApi } from '@domain/api/people';
import { UserRound, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RosterPicker } from '@/features/people';
import { api, HttpError } from '@/lib/api';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { Field } from '@/ui/field';
import { Label } from '@/ui/label';
import { PageHeader } from '@/ui/page-header';
import { Switch } from '@/ui/switch';
import { ScanBox, type ScanBoxHandle } from './scan-box';
import { OthersList, QueueStatus, ScanOutcome, SessionList } from './scan-log';
import { ScanPageGate } from './scan-page-gate';
import { signal } from './scan-signals';
import { SiteSelect, useScanSite } from './site-select';
import { type SessionEntry, useScanSession } from './use-scan-session';

/** /inventory/issue — bulk check-out on issue day (see docs/product.md#scanner). */
export function IssueDayPage() {
  const { t } = useTranslation('scanner');
  return (
    <>
      <PageHeader title={t('issue.title')} description={t('issue.description')} />
      <ScanPageGate what={t('issue.title')}>{(districtId) => <Issue districtId={districtId} />}</ScanPageGate>
    </>
  );
}

type Person = { id: string; name: string };

/** A student card's code is their SIS id: the active person whose SIS id it is, if any. */
async function personBySisId(districtId: string, code: string): Promise<Person | null> {
  const page = await api(peopleApi.list, { query: { districtId, q: code, status: 'active', limit: 20 } });
  const match = page.items.find((p) => p.sisId?.toLowerCase() === code.toLowerCase());
  return match ? { id: match.id, name: match.name } : null;
}

function Issue({ districtId }: { districtId: string }) {
  const { t } = useTranslation('scanner');
  const [siteId, setSiteId] = useScanSite();
  const [person, setPerson] = useState<Person | null>(null);
  const [keep, setKeep] = useState(false);
  const [notice, setNotice] = useState<SessionEntry | null>(null);
  const box = useRef<ScanBoxHandle>(null);
  const { entries, scan } = useScanSession();
  const latest = entries[0];
  const shown = notice && (!latest || notice.scannedAt > latest.scannedAt) ? notice : latest;

  const say = (status: SessionEntry['status'], code: string, message: string) =>
    setNotice({
      scanKey: `notice-${Date.now()}`,
      code,
      status,
      message,
      scannedAt: new Date().toISOString(),
    });

  const findPerson = async (code: string) => {
    try {
      const found = await personBySisId(districtId, code);
      if (found) {
        setPerson(found);
        signal('ok');
        say('ok', code, t('issue.found', { name: found.name }));
      } else {
        signal('unknown');
        say('unknown', code, t('issue.unknown', { code }));
      }
    } catch (err) {
      signal('refused');
      say(
        'refused',
        code,
        err instanceof HttpError ? t('issue.searchFailed', { status: err.status }) : t('issue.offline'),
      );
    }
  };

  const onCode = (code: string) => {
    if (!person) {
      void findPerson(code);
      return;
    }
    void scan(
      { districtId, mode: 'check_out', code, personId: person.id, siteId: siteId || undefined },
      t('issue.to', { name: person.name }),
    );
    if (!keep) setPerson(null);
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:items-end">
              <SiteSelect
                id="issue-site"
                districtId={districtId}
                value={siteId}
                onChange={setSiteId}
                hint={t('siteHint')}
              />
              <div className="flex items-center gap-2 sm:pb-6">
                <Switch id="issue-keep" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
                <Label htmlFor="issue-keep">{t('issue.keep')}</Label>
              </div>
            </div>
            {person ? (
              <div className="flex items-center justify-between gap-3 rounded-lg border border-brand/40 bg-brand-soft/40 px-4 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <UserRound aria-hidden className="size-5 shrink-0 text-brand-soft-fg" />
                  <div className="min-w-0">
                    <p className="text-xs text-muted-fg">{t('issue.checkingOutTo')}</p>
                    <p className="font-semibold break-words" data-testid="issue-person">
                      {person.name}
                    </p>
                  </div>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setPerson(null);
                    box.current?.focus();
                  }}
                >
                  <X />
                  {t('issue.change')}
                </Button>
              </div>
            ) : (
              <Field id="issue-person-picker" label={t('issue.picker.label')} hint={t('issue.picker.hint')}>
                <RosterPicker
                  id="issue-person-picker"
                  districtId={districtId}
                  value={null}
                  onChange={(p) => {
                    if (!p) return;
                    setPerson(p);
                    box.current?.focus();
                  }}
                  aria-describedby="issue-person-picker-hint"
                />
              </Field>
            )}
            <ScanBox
              ref={box}
              id="issue-scan"
              label={person ? t('issue.scan.device', { name: person.name }) : t('issue.scan.card')}
              hint={person ? t('issue.scan.deviceHint') : t('issue.scan.cardHint')}
              onCode={onCode}
            />
            <ScanOutcome entry={shown ?? undefined} idle={t('issue.scan.idle')} />
          </CardContent>
        </Card>
        <SessionList entries={entries} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <QueueStatus />
        <OthersList
          title={siteId ? t('issue.others.site') : t('issue.others.district')}
          districtId={districtId}
          mode="check_out"
          siteId={siteId || undefined}
          mine={entries}
          empty={t('issue.others.empty')}
        />
      </div>
    </div>
  );
}
