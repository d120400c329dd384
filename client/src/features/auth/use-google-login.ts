import { useMutation } from '@tanstack/react-query';
import { gateText } from '@/lib/gate-text';
import { toast } from '@/ui/toast';
import { googleCalls } from './sign-in-api';

/** The probe (JSON) and the start of the flow (a browser navigation) share this path. */
const GOOGLE_PATH = googleCalls.start.path;

type Probe = { ok: true } | { ok: false; error?: string };

/** Asks the server (as JSON) whether Google sign-in is available. Rejects on a network failure. */
export async function probeGoogle(): Promise<Probe> {
  const res = await fetch(GOOGLE_PATH, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (res.ok) return { ok: true };
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  return { ok: false, error: typeof body?.error === 'string' ? body.error : undefined };
}

export function showGoogleUnavailable(error?: string): void {
  toast({
    title: gateText('login', 'messages.googleUnavailable.title'),
    description: error || gateText('login', 'messages.googleUnavailable.description'),
    variant: 'destructive',
  });
}

/** Google sign-in: probe, then let the browser navigate to start the flow. */
export function useGoogleLogin() {
  return useMutation({
    mutationFn: probeGoogle,
    onSuccess: (probe) => {
      if (probe.ok) window.location.href = GOOGLE_PATH;
      else showGoogleUnavailable(probe.error);
    },
    onError: () => {
      toast({
        title: gateText('login', 'messages.googleError.title'),
        description: gateText('login', 'messages.googleError.description'),
        variant: 'destructive',
      });
    },
  });
}
