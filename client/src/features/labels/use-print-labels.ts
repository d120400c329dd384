import { labelsApi } from '@domain/api/labels';
import { LABEL_MESSAGES, type LabelsPayload } from '@domain/labels';
import { useMutation } from '@tanstack/react-query';
import { postForFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';

/** The file name the server gave (Content-Disposition), else a plain one. */
function fileNameOf(headers: Headers, payload: LabelsPayload): string {
  const named = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  return named ?? `asset-labels.${payload.format === 'zpl' ? 'zpl' : 'pdf'}`;
}

/** POST /api/assets/labels, then the browser downloads the PDF or ZPL (docs/product.md#asset-labels). */
export async function printLabels(payload: LabelsPayload): Promise<number> {
  const { blob, headers } = await postForFile(labelsApi.print.path, payload);
  saveFile(blob, fileNameOf(headers, payload));
  return Number(headers.get('x-label-count') ?? 0);
}

export function usePrintLabels() {
  return useMutation({
    mutationFn: printLabels,
    onSuccess: (count) => toast({ title: LABEL_MESSAGES.downloaded(count), variant: 'success' }),
    onError: (err) => failureToast(LABEL_MESSAGES.failed, err),
  });
}
