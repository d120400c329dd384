import { HttpError } from '@/lib/api';
import { gateText } from '@/lib/gate-text';
import { toast } from './toast-store';

/** The product's words for a failure: a title and, optionally, a sentence. */
export interface FailureText {
  title: string;
  description?: string;
}

/**
 * The one way to say that a call failed. It shows `text` (a bare title gets "Please try again.");
 * when the server refused the input (a 4xx answer other than 401), its own reason replaces the
 * sentence, since it tells the user what to change. Whatever made the call keeps its state: a
 * dialog stays open with what was typed.
 */
export function failureToast(text: string | FailureText, err: unknown): void {
  const { title, description = gateText('controls', 'pleaseTryAgain') } =
    typeof text === 'string' ? { title: text } : text;
  toast({ title, description: serverReason(err) ?? description, variant: 'destructive' });
}

/** The server's reason for refusing a call, if it refused (4xx other than 401) and said why. */
function serverReason(err: unknown): string | undefined {
  if (!(err instanceof HttpError) || err.status < 400 || err.status >= 500 || err.status === 401) return;
  return err.apiError?.message;
}
