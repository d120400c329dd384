import { isoDay } from '../../../domain/license-rules.ts';
import { VAULT_MESSAGES } from '../../../domain/vault.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { createVaultService } from './vault.service.ts';
import { createVaultKeys } from './vault-keys.ts';
import { createVaultStore } from './vault-store.ts';
import { createVaultTransfer } from './vault-transfer.ts';

/** How long a list answer may be reused (it holds no secret). */
const LIST_CACHE_MS = 2000;

/**
 * The Password Vault as its routes use it. Every open vault screen reads the district's whole list
 * (2,000 entries make a 1 MB answer): its serialized form, which holds no secret, is kept a moment
 * per viewer and district. Every call that may change it (whatever it answers) clears it before its
 * answer goes out; the time limit bounds what another server (or a department change elsewhere)
 * leaves stale.
 */
export function createVaultArea({ db, masterKey }: { db: Db; masterKey: Buffer }) {
  const store = createVaultStore(db);
  const keys = createVaultKeys(db, masterKey);
  const service = createVaultService(store, keys);
  const transfer = createVaultTransfer(store, keys, service);
  const lists = createAnswerCache(LIST_CACHE_MS);

  /** `change`, clearing the kept lists once it is done (done or refused). */
  const changing =
    <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await change(...args);
      } finally {
        lists.clear();
      }
    };

  return {
    /** The list's answer, serialized (bytes of the JSON the list schema describes). */
    listAnswer(who: Identity, requested: string | undefined): Promise<Buffer> {
      const key = `${who.userId}|${who.role}|${who.districtId ?? requested ?? ''}|${isoDay()}`;
      return lists.get(key, () => service.list(who, requested));
    },
    summary: service.summary,
    settings: service.settings,
    events: service.events,
    saveSettings: changing(service.saveSettings),
    create: changing(service.create),
    update: changing(service.update),
    remove: changing(service.remove),
    reveal: changing(service.reveal),
    use: changing(service.use),
    setFavorite: changing(service.setFavorite),
    exportCsv: changing(transfer.exportCsv),
    /** A dry run, or the import; a real one with any rejected row adds nothing and answers 400 naming them. */
    importCsv: changing(
      async (actor: Identity, requested: string | undefined, csv: string, dryRun: boolean) => {
        const report = await transfer.importCsv(actor, requested, csv, dryRun);
        if (!dryRun && report.rejectedCount > 0)
          throw new HttpError(
            400,
            VAULT_MESSAGES.importHasErrors(report.rejectedCount),
            {},
            report.rejected.map((r) => ({
              path: `rows.${r.row - 2}`,
              message: `Row ${r.row}: ${r.message}`,
            })),
          );
        return report;
      },
    ),
  };
}
