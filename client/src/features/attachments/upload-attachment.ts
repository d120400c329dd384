import { attachmentsApi } from '@domain/api/attachments';
import { pathOf } from '@domain/api/endpoint';
import type { Attachment } from '@domain/attachments';
import { HttpError, tabHeaders } from '@/lib/api';

/**
 * Sends one file to a ticket (or one of its comments) as the multipart form the API takes, telling
 * how much is sent (0..1) as it goes: fetch cannot report an upload's progress, XMLHttpRequest can.
 * A refusal rejects with an HttpError (its `apiError.message` is the server's reason).
 */
export function uploadAttachment(
  ticketId: string,
  file: File,
  options: { commentId?: string; onProgress?: (sent: number) => void } = {},
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', pathOf(attachmentsApi.upload, { id: ticketId }));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(tabHeaders({ Accept: 'application/json' })))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as Attachment);
      else reject(new HttpError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('The upload did not reach the server.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    const form = new FormData();
    // The comment first: the server reads the fields before the file.
    if (options.commentId) form.append('commentId', options.commentId);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
