import type { ManagedUser } from '@domain/users';
import { ConfirmDialog } from '@/ui/alert-dialog';

/** A change that asks first: deactivating, reactivating, revoking an invitation. */
export interface PendingConfirm {
  kind: 'deactivate' | 'reactivate' | 'revoke';
  user: ManagedUser;
  /** The server's refusal of the last try (the last administrator), shown in the dialog. */
  error?: string;
}

const TEXT = {
  deactivate: {
    title: (name: string) => `Deactivate ${name}?`,
    description:
      'They are signed out everywhere at once and cannot sign in until reactivated. Their tickets, assets and history stay.',
    confirm: 'Deactivate',
    destructive: true,
  },
  reactivate: {
    title: (name: string) => `Reactivate ${name}?`,
    description: 'They can sign in again with their password, with the role they had.',
    confirm: 'Reactivate',
    destructive: false,
  },
  revoke: {
    title: (name: string) => `Revoke the invitation of ${name}?`,
    description:
      'The link stops working and the invited account is removed. You can invite them again later.',
    confirm: 'Revoke Invitation',
    destructive: true,
  },
} as const;

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
  const text = TEXT[pending?.kind ?? 'deactivate'];
  const name = pending ? pending.user.name || pending.user.email : '';
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={text.title(name)}
      description={
        <>
          {text.description}
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
      confirmLabel={text.confirm}
      destructive={text.destructive}
      loading={loading}
      onConfirm={() => pending && onConfirm(pending)}
    />
  );
}
