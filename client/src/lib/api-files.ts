import { HttpError, tabHeaders } from './api';

// Calls that send or receive files rather than JSON (exports, imports). Kept apart from api.ts,
// which the login gate loads.

async function send(url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    credentials: 'include',
    ...init,
    headers: tabHeaders((init.headers ?? {}) as Record<string, string>),
  });
  if (!res.ok) throw new HttpError(res.status, await res.text().catch(() => ''), res.statusText);
  return res;
}

/** GET a file: its bytes and the answer's headers (a non-OK answer throws an HttpError). */
export async function downloadFile(url: string): Promise<{ blob: Blob; headers: Headers }> {
  const res = await send(url);
  return { blob: await res.blob(), headers: res.headers };
}

/** POST a file as a multipart form field; the JSON answer (a non-OK answer throws an HttpError). */
export async function uploadFile<T>(url: string, field: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  const res = await send(url, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  return (await res.json()) as T;
}

/** POST a JSON body and receive a file: its bytes and the answer's headers (a non-OK answer throws an HttpError). */
export async function postForFile(url: string, body: unknown): Promise<{ blob: Blob; headers: Headers }> {
  const res = await send(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
  return { blob: await res.blob(), headers: res.headers };
}
