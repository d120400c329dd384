import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { RecoveryCodes } from './recovery-codes';

/** The navigation state of a sign-in that has just finished a required two-factor set-up. */
interface SignInState {
  recoveryCodes?: unknown;
}

/**
 * A sign-in that had to set up two-factor sign-in (REQUIRE_2FA) lands on the account page with the
 * new recovery codes in the navigation state: they are shown here once, then dropped from history.
 */
export function SignInRecoveryCodes() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('account');
  const given = (location.state as SignInState | null)?.recoveryCodes;
  const [codes] = useState(() =>
    Array.isArray(given) && given.every((c) => typeof c === 'string') ? (given as string[]) : null,
  );
  const [open, setOpen] = useState(codes !== null);
  if (!codes) return null;
  const close = () => {
    setOpen(false);
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent width="lg">
        <DialogHeader title={t('setup.savedTitle')} description={t('setup.signInSavedText')} />
        <DialogBody>
          <RecoveryCodes codes={codes} />
        </DialogBody>
        <DialogFooter>
          <Button onClick={close}>{t('setup.savedDone')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
