import type { ManagedUser } from '@domain/users';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/alert-dialog';

/** A change that asks first: deactivating, reactivating, revoking an invitation. */
export interface PendingConfirm {
  kind: 'deactivate' | 'reactivate' | 'revoke';
  user: ManagedUser;
  /** The server's refusal of the last try (the last administrator), shown in the dialog. */
  error?: string;
}

/** Whether each change is destructive (its texts: the catalogue's `confirm.<kind>`). */
const DESTRUCTIVE = { deactivate: true, reactivate: false, revoke: true } as const;

export function UserConfirmDialog({
  pending,
  loading,
  onCancel,
  onConfirm,
}: {
  pending: PendingConfirm | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (pending: PendingConfirm) => void;
}) {
  const { t } = useTranslation('users');
  const kind = pending?.kind ?? 'deactivate';
  const name = pending ? pending.user.name || pending.user.email : '';
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t(`confirm.${kind}.title`, { name })}
      description={
        <>
          {t(`confirm.${kind}.description`)}
          {pending?.error && (
            <span
              role="alert"
              className="mt-3 block rounded-md border border-tone-red-border bg-tone-red-bg px-3 py-2 text-tone-red-fg"
            >
              {pending.error}
            </span>
          )}
        </>
      }
      confirmLabel={t(`confirm.${kind}.confirm`)}
      destructive={DESTRUCTIVE[kind]}
      loading={loading}
      onConfirm={() => pending && onConfirm(pending)}
    />
  );
}
