import { urlOf } from '@domain/api/endpoint';
import { privacySubjectsApi } from '@domain/api/privacy-subjects';
import { EXPORT_STATUS_LABELS, type PrivacyExport, SUBJECT_MESSAGES } from '@domain/subject-access';
import { Download, FileArchive, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Label } from '@/ui/label';
import { LoadError } from '@/ui/load-error';
import type { Tone } from '@/ui/tone';
import { SubjectEraseDialog } from './subject-erase-dialog';
import { type SubjectChoice, useExports, useRequestExport } from './subject-hooks';
import { SubjectPicker } from './subject-picker';

const STATUS_TONE: Record<PrivacyExport['status'], Tone> = {
  queued: 'gray',
  running: 'blue',
  ready: 'green',
  failed: 'red',
};

const sizeOf = (bytes: number | null) =>
  bytes === null ? '' : bytes < 1024 ? `${bytes} B` : `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;

/**
 * Student Privacy: a person's data (issue 36; docs/product.md#a-persons-data): pick a person,
 * export everything the portal holds about them, or erase them; the exports of the last 7 days.
 * The People page's person links here with the person chosen (router state, not the address).
 */
export function SubjectRequestsSection({ districtId }: { districtId: string }) {
  const location = useLocation();
  const { t } = useTranslation('privacy');
  const preset = (location.state as { subject?: SubjectChoice } | null)?.subject ?? null;
  const [subject, setSubject] = useState<SubjectChoice | null>(preset);
  const [erasing, setErasing] = useState(false);
  const [lastJob, setLastJob] = useState<string | null>(null);
  const exports = useExports(districtId);
  const requestExport = useRequestExport(districtId);
  const current = lastJob ? exports.data?.find((e) => e.id === lastJob) : undefined;
  return (
    <Card id="persons-data">
      <CardHeader>
        <CardTitle>{t('subject.title')}</CardTitle>
        <CardDescription>{t('subject.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor="subject-person">{t('subject.person')}</Label>
          <SubjectPicker id="subject-person" districtId={districtId} value={subject} onChange={setSubject} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={!subject}
            loading={requestExport.isPending}
            onClick={() =>
              subject && requestExport.mutate(subject, { onSuccess: (a) => setLastJob(a.jobId) })
            }
          >
            <FileArchive aria-hidden />
            {t('subject.export')}
          </Button>
          <Button variant="secondary" disabled={!subject} onClick={() => setErasing(true)}>
            <Trash2 aria-hidden />
            {t('subject.erase')}
          </Button>
        </div>
        {current && (
          <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
            {current.status === 'ready' ? (
              <>
                {t('subject.ready', { name: current.subject })}
                <DownloadLink e={current} />
              </>
            ) : current.status === 'failed' ? (
              t('subject.failed', { name: current.subject, error: current.error ?? '' })
            ) : (
              t('subject.building', { name: current.subject })
            )}
          </p>
        )}
        <section aria-labelledby="recent-exports">
          <h3 id="recent-exports" className="text-sm font-medium text-fg">
            {t('subject.recent')}
          </h3>
          {exports.isError ? (
            <LoadError title={SUBJECT_MESSAGES.loadFailed} query={exports} />
          ) : !exports.data ? (
            <p className="mt-2 text-sm text-muted-fg">{t('subject.loading')}</p>
          ) : exports.data.length === 0 ? (
            <p className="mt-2 text-sm text-muted-fg">{SUBJECT_MESSAGES.empty}</p>
          ) : (
            <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
              {exports.data.map((e) => (
                <li
                  key={e.id}
                  className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5 text-sm"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-fg">{e.subject}</p>
                    <p className="text-muted-fg">
                      {formatDateTime(e.createdAt)}
                      {e.requestedBy ? ` · ${t('subject.by', { name: e.requestedBy })}` : ''}
                      {e.sizeBytes !== null ? ` · ${sizeOf(e.sizeBytes)}` : ''}
                    </p>
                    {e.error && <p className="text-danger">{e.error}</p>}
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={STATUS_TONE[e.status]}>{EXPORT_STATUS_LABELS[e.status]}</Badge>
                    {e.status === 'ready' && <DownloadLink e={e} />}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
      {subject && (
        <SubjectEraseDialog
          districtId={districtId}
          subject={subject}
          open={erasing}
          onOpenChange={setErasing}
          onErased={() => setSubject(null)}
        />
      )}
    </Card>
  );
}

function DownloadLink({ e }: { e: PrivacyExport }) {
  const { t } = useTranslation('privacy');
  return (
    <a
      href={urlOf(privacySubjectsApi.downloadExport, { params: { id: e.id } })}
      download={e.fileName ?? undefined}
      className={buttonClasses('secondary', 'sm')}
      aria-label={t('subject.downloadLabel', { name: e.subject })}
    >
      <Download aria-hidden className="size-3.5" />
      {t('subject.download')}
    </a>
  );
}
