import { vaultApi } from '@domain/api/vault';
import {
  isRecentlyAccessed,
  VAULT_MESSAGES,
  VAULT_REVEAL_SECONDS,
  type VaultEntry,
  type VaultSecretField,
  type VaultSummary,
} from '@domain/vault';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '@/lib/api';
import { copyText } from '@/lib/clipboard';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { vaultKeys } from './vault-keys';

type UseAction = 'copy_username' | 'copy_password' | 'open_url';

/** What was copied last, so only our own copy is cleared from the clipboard. */
let lastCopied: string | null = null;

/** Copies `value`, says so with the spec's toast, and clears the clipboard after 30 s where the browser allows. */
async function copyWithToast(
  value: string,
  what: 'Username' | 'Password' | 'Backup codes',
): Promise<boolean> {
  const ok = await copyText(value);
  if (!ok) {
    toast({ ...VAULT_MESSAGES.copyFailed, variant: 'destructive' });
    return false;
  }
  toast({ ...VAULT_MESSAGES.copied(what), variant: 'success' });
  if (what !== 'Username') {
    lastCopied = value;
    window.setTimeout(() => {
      if (lastCopied !== value || !document.hasFocus()) return;
      lastCopied = null;
      void navigator.clipboard?.writeText('').catch(() => {});
    }, VAULT_REVEAL_SECONDS * 1000);
  }
  return true;
}

/** A reason asked of the user before a reveal (when the district requires one). */
export interface ReasonRequest {
  entry: VaultEntry;
  resolve: (reason: string | null) => void;
}

/**
 * The row actions that touch secrets or are logged: reveal (asking a reason when the district
 * requires one), copy the username or a secret, open the system's link. Each is recorded by the server.
 */
export function useSecrets(districtId: string, requireReason: boolean) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const touched = useCallback(
    () => queryClient.invalidateQueries({ queryKey: vaultKeys.district(districtId) }),
    [queryClient, districtId],
  );

  /**
   * After a reveal: the entry was accessed now. Its list item and the cards change in the cache
   * (no refetch of the whole list); its access log, if open, is read again.
   */
  const revealed = useCallback(
    (entry: VaultEntry) => {
      const now = new Date();
      const before = queryClient
        .getQueryData<VaultEntry[]>(vaultKeys.list(districtId))
        ?.find((e) => e.id === entry.id);
      queryClient.setQueryData<VaultEntry[]>(vaultKeys.list(districtId), (list) =>
        list?.map((e) => (e.id === entry.id ? { ...e, lastAccessedAt: now.toISOString() } : e)),
      );
      if (before && !isRecentlyAccessed(before.lastAccessedAt, now))
        queryClient.setQueryData<VaultSummary>(vaultKeys.summary(districtId), (summary) =>
          summary ? { ...summary, recentlyAccessed: summary.recentlyAccessed + 1 } : summary,
        );
      void queryClient.invalidateQueries({ queryKey: vaultKeys.log(districtId, entry.id) });
    },
    [queryClient, districtId],
  );

  const record = useCallback(
    (entry: VaultEntry, action: UseAction) =>
      api(vaultApi.use, { params: { id: entry.id }, body: { action } })
        .then(touched)
        .catch(() => {}),
    [touched],
  );

  /** The secret, or null when the user gave no reason or the server refused (after its toast). */
  const reveal = useCallback(
    async (entry: VaultEntry, field: VaultSecretField): Promise<string | null> => {
      const reason = requireReason
        ? await new Promise<string | null>((resolve) => setAsking({ entry, resolve }))
        : null;
      setAsking(null);
      if (requireReason && !reason) return null;
      try {
        const { value } = await api(vaultApi.reveal, {
          params: { id: entry.id },
          body: { field, reason },
        });
        revealed(entry);
        return value;
      } catch (err) {
        failureToast(VAULT_MESSAGES.revealFailed, err);
        return null;
      }
    },
    [requireReason, revealed],
  );

  return {
    reveal,
    asking,
    async copyUsername(entry: VaultEntry) {
      if (await copyWithToast(entry.username, 'Username')) void record(entry, 'copy_username');
    },
    /** Copies an already shown password, or reveals it first. */
    async copyPassword(entry: VaultEntry, shown: string | null) {
      const value = shown ?? (await reveal(entry, 'password'));
      if (value !== null && (await copyWithToast(value, 'Password'))) void record(entry, 'copy_password');
    },
    async copyBackupCodes(value: string) {
      await copyWithToast(value, 'Backup codes');
    },
    openUrl(entry: VaultEntry) {
      if (!entry.url || !/^https?:\/\//i.test(entry.url)) return;
      window.open(entry.url, '_blank', 'noopener,noreferrer');
      void record(entry, 'open_url');
    },
  };
}
export type Secrets = ReturnType<typeof useSecrets>;
