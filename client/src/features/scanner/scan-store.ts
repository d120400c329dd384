import type { ScanAnswer, ScanPayload } from '@domain/scans';
import { type DBSchema, openDB } from 'idb';
import { memoryScanStore, type QueuedScan, type ScanProblem, type ScanStore } from './scan-queue';

/** A scan as queued: the payload of POST /api/scans (its key and time made when scanned). */
export type ScanBody = ScanPayload & { scanKey: string; scannedAt: string };
export type ScanStoreOf = ScanStore<ScanBody, ScanAnswer>;

interface ScannerDb extends DBSchema {
  pending: { key: string; value: QueuedScan<ScanBody> };
  problems: { key: string; value: ScanProblem<ScanBody, ScanAnswer> };
}

const DB_NAME = 'portal-scanner';

/**
 * The scan queue in IndexedDB: it outlives a reload, a closed tab and a dead battery. Memory only
 * where the browser has no IndexedDB (a private window of some browsers): then scans live as long
 * as the tab.
 */
export function browserScanStore(): ScanStoreOf {
  if (typeof indexedDB === 'undefined') return memoryScanStore();
  const db = openDB<ScannerDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('pending', { keyPath: 'body.scanKey' });
      d.createObjectStore('problems', { keyPath: 'scanKey' });
    },
  });
  return {
    pending: async () => (await db).getAll('pending'),
    put: async (scan) => {
      await (await db).put('pending', scan);
    },
    remove: async (scanKey) => {
      await (await db).delete('pending', scanKey);
    },
    problems: async () => (await db).getAll('problems'),
    settleWithProblem: async (problem) => {
      const tx = (await db).transaction(['pending', 'problems'], 'readwrite');
      await Promise.all([
        tx.objectStore('problems').put(problem),
        tx.objectStore('pending').delete(problem.scanKey),
        tx.done,
      ]);
    },
    dismissProblem: async (scanKey) => {
      await (await db).delete('problems', scanKey);
    },
  };
}
