import { type ImportUsersReport, USER_MESSAGES } from '@domain/users';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { ImportProgress } from '@/ui/import-progress';
import { IMPORT_FAILED, ImportChooseFile } from '@/ui/import-report';
import { toast } from '@/ui/toast';
import { useImportUsers } from './use-import-users';
import { UserImportReport } from './user-import-report';
import { invitableRows } from './user-rules';

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'checking'; fileName: string }
  | { name: 'report'; fileName: string; csv: string; report: ImportUsersReport }
  | { name: 'inviting'; rows: number };

const TEMPLATE = [
  'Email,Role,Department,First Name,Last Name',
  'ana.ruiz@district.org,Technician,Lincoln Elementary,Ana,Ruiz',
  'cara.lee@district.org,View Only,Library,Cara,Lee',
].join('\r\n');

/**
 * Bulk invitation from a CSV (Email, Role, Department, First Name, Last Name): the server checks
 * the file first (a dry run) and reports each refused row and why; then it invites the valid rows.
 */
export function ImportUsersDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const importer = useImportUsers(districtId);
  const { t } = useTranslation('users');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const busy = step.name === 'checking' || step.name === 'inviting';

  useEffect(() => {
    if (open) setStep({ name: 'choose' });
  }, [open]);

  async function check(file: File) {
    setStep({ name: 'checking', fileName: file.name });
    try {
      const csv = await file.text();
      const report = await importer.mutateAsync({ csv, dryRun: true });
      setStep({ name: 'report', fileName: file.name, csv, report });
    } catch (err) {
      setStep({ name: 'choose', error: errorMessage(err) ?? IMPORT_FAILED.check });
    }
  }

  async function run(csv: string, rows: number) {
    setStep({ name: 'inviting', rows });
    try {
      const report = await importer.mutateAsync({ csv, dryRun: false });
      toast({ ...USER_MESSAGES.imported(report.invited), variant: 'success' });
      onOpenChange(false);
    } catch (err) {
      setStep({ name: 'choose', error: errorMessage(err) ?? IMPORT_FAILED.run });
    }
  }

  const ready = step.name === 'report' ? invitableRows(step.report) : 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent width="lg" hideClose={busy}>
        <DialogHeader title={t('import.title')} description={t('import.description')} />
        <DialogBody className="flex flex-col gap-4">
          {step.name === 'choose' && (
            <ImportChooseFile
              id="user-import-file"
              error={step.error}
              onFile={(file) => void check(file)}
              template={{ name: 'users-import-template.csv', text: () => TEMPLATE }}
            />
          )}
          {step.name === 'checking' && (
            <ImportProgress label={t('import.checking', { file: step.fileName })} />
          )}
          {step.name === 'inviting' && (
            <ImportProgress label={t('import.inviting', { count: step.rows, n: formatNumber(step.rows) })} />
          )}
          {step.name === 'report' && <UserImportReport report={step.report} fileName={step.fileName} />}
        </DialogBody>
        <DialogFooter>
          {step.name === 'report' ? (
            <>
              <Button variant="secondary" onClick={() => setStep({ name: 'choose' })}>
                {t('import.chooseAnother')}
              </Button>
              <Button disabled={ready === 0} onClick={() => run(step.csv, ready)}>
                {t('import.invite', { count: ready, n: formatNumber(ready) })}
              </Button>
            </>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('import.cancel')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
