import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { samlCalls } from '@/features/auth/sign-in-api';
import { api, errorMessage, errorStatus } from '@/lib/api';
import { useGateText } from '@/lib/gate-text';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';

export interface SsoState {
  open: boolean;
  /** What the entry starts with (the email typed before a password was refused). */
  prefill: string;
  /** The account's district requires it: the entry says so. */
  required: boolean;
}

export const SSO_CLOSED: SsoState = { open: false, prefill: '', required: false };

/**
 * "Sign in with single sign-on" (docs/product.md#single-sign-on-saml): the district's code or an
 * email address finds the district, and the browser goes to its identity provider, coming back to
 * the page it was on.
 */
export function SsoSignIn({ state, onChange }: { state: SsoState; onChange: (s: SsoState) => void }) {
  const [value, setValue] = useState(state.prefill);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(state.open);
  const t = useGateText('login');
  useEffect(() => setValue(state.prefill), [state.prefill]);
  // Closing the entry puts focus back on the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !state.open) opener.current?.focus();
    wasOpen.current = state.open;
  }, [state.open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setError(t('sso.lookupRequired'));
    setBusy(true);
    setError(null);
    try {
      const found = await api(samlCalls.lookUp, { query: { for: value.trim() } });
      const next = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`${found.loginUrl}?next=${encodeURIComponent(next)}`);
    } catch (err) {
      setBusy(false);
      const status = errorStatus(err);
      setError(
        status === 404 || status === 400
          ? (errorMessage(err) ?? t('sso.notFoundFor'))
          : t('sso.lookupFailed'),
      );
    }
  }

  if (!state.open)
    return (
      <Button
        ref={opener}
        variant="secondary"
        size="lg"
        className="w-full"
        onClick={() => onChange({ ...state, open: true })}
      >
        <KeyRound />
        {t('sso.button')}
      </Button>
    );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="sso-title"
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <h2 id="sso-title" className="flex items-center gap-2 text-sm font-semibold">
        <KeyRound aria-hidden className="size-4 text-muted-fg" />
        {state.required ? t('sso.required') : t('sso.button')}
      </h2>
      <Field
        id="sso-lookup"
        label={t('sso.lookupLabel')}
        hint={error ? undefined : t('sso.lookupHint')}
        error={error ?? undefined}
      >
        <Input
          id="sso-lookup"
          name="sso"
          autoComplete="email"
          autoFocus
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'sso-lookup-error' : 'sso-lookup-hint'}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <div className="flex items-center justify-end gap-2">
        <Button variant="ghost" onClick={() => onChange(SSO_CLOSED)}>
          {t('sso.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('sso.continue')}
        </Button>
      </div>
    </form>
  );
}
