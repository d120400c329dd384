import { bulkOperationsApi } from '@domain/api/bulk-operations';
import { urlOf } from '@domain/api/endpoint';
import { offboardingApi } from '@domain/api/offboarding';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { i18n } from '@/lib/i18n';
import { failureToast } from '@/ui/failure-toast';

async function save(url: string, fallback: string) {
  const { blob, headers } = await downloadFile(url);
  const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  saveFile(blob, name ?? fallback, blob.type);
}

/** The district's archive (a backup, Five Star's to hand over) while it waits. */
export const useDownloadArchive = () =>
  useMutation({
    mutationFn: (backupId: string) =>
      save(urlOf(bulkOperationsApi.backup, { params: { id: backupId } }), 'district-archive.tar.gz'),
    onError: (err) => failureToast(i18n.t('offboarding:files.archiveFailed'), err),
  });

/** The certificate of deletion of a deleted district. */
export const useDownloadCertificate = () =>
  useMutation({
    mutationFn: (districtId: string) =>
      save(urlOf(offboardingApi.certificate, { params: { id: districtId } }), 'certificate-of-deletion.pdf'),
    onError: (err) => failureToast(i18n.t('offboarding:files.certificateFailed'), err),
  });
