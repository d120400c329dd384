import { scansApi } from '@domain/api/scans';
import type { ScanAnswer, ScanPayload } from '@domain/scans';
import { useSyncExternalStore } from 'react';
import { api, HttpError } from '@/lib/api';
import {
  createScanQueue,
  isFinalStatus,
  Refused,
  type ScanProblem,
  type ScanQueue,
  type Settled,
} from './scan-queue';
import { browserScanStore, type ScanBody, type ScanStoreOf } from './scan-store';

/** What happened to a scan, as the screens hear of it. */
export type ScanEvent =
  | { kind: 'queued'; body: ScanBody }
  | { kind: 'waiting'; body: ScanBody }
  | Settled<ScanBody, ScanAnswer>;

export interface ScannerState {
  /** Scans kept on this device, not yet answered by the server. */
  pending: number;
  /** Refused scans and conflicts, kept until dismissed. */
  problems: ScanProblem<ScanBody, ScanAnswer>[];
  online: boolean;
}

/**
 * The one scan queue of the tab (docs/product.md#scanner), made at the first scan screen and kept
 * while the tab lives: a screen left while scans wait does not stop them from being sent. Tabs
 * share the IndexedDB queue and take turns sending it (Web Locks).
 */
class ScanService {
  private readonly store: ScanStoreOf = browserScanStore();
  private readonly listeners = new Set<(event: ScanEvent) => void>();
  private readonly watchers = new Set<() => void>();
  state: ScannerState = { pending: 0, problems: [], online: navigator.onLine };
  private readonly queue: ScanQueue<ScanBody>;

  constructor() {
    this.queue = createScanQueue<ScanBody, ScanAnswer>({
      store: this.store,
      send: sendScan,
      isConflict: (answer) => answer.result === 'conflict',
      messageOf: (answer) => answer.message,
      onSettled: (settled) => {
        if (settled.kind === 'refused' || settled.answer.result === 'conflict') void this.refreshProblems();
        this.emit(settled);
      },
      onNoAnswer: (scan) => this.emit({ kind: 'waiting', body: scan.body }),
      // The count from the queue itself: no read of the store per scan.
      onChange: () => {
        if (this.queue && this.queue.size !== this.state.pending) this.set({ pending: this.queue.size });
      },
      exclusive: navigator.locks
        ? (task) => navigator.locks.request('portal-scan-queue', task).then(() => undefined)
        : undefined,
    });
    window.addEventListener('online', () => {
      this.set({ online: true });
      void this.queue.retryNow();
    });
    window.addEventListener('offline', () => this.set({ online: false }));
    // What a previous visit left in the queue goes now; its problems are listed.
    void this.queue.flush();
    void this.refreshProblems();
  }

  /** Queues one scan (made by makeScan); resolves once it is kept on the device. */
  async enqueue(body: ScanBody): Promise<void> {
    await this.queue.enqueue(body);
    this.emit({ kind: 'queued', body });
  }

  async dismiss(scanKey: string): Promise<void> {
    await this.store.dismissProblem(scanKey);
    await this.refreshProblems();
  }

  /** Sends what waits now (the Try now button). */
  retryNow(): Promise<void> {
    return this.queue.retryNow();
  }

  listen(listener: (event: ScanEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  watch = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  private emit(event: ScanEvent) {
    for (const listener of this.listeners) listener(event);
  }

  private async refreshProblems() {
    const problems = await this.store.problems();
    problems.sort((a, b) => b.settledAt.localeCompare(a.settledAt));
    this.set({ problems });
  }

  private set(change: Partial<ScannerState>) {
    this.state = { ...this.state, ...change };
    for (const watcher of this.watchers) watcher();
  }
}

/** One scan to the server: an answer, a final refusal (Refused), or no answer (anything else thrown). */
async function sendScan(body: ScanBody): Promise<ScanAnswer> {
  try {
    return await api(scansApi.record, { body });
  } catch (err) {
    if (err instanceof HttpError && isFinalStatus(err.status))
      throw new Refused(err.status, err.apiError?.message ?? err.message);
    throw err;
  }
}

/** A scan made now, with its own idempotency key. */
export const makeScan = (payload: Omit<ScanPayload, 'scanKey' | 'scannedAt'>): ScanBody => ({
  ...payload,
  scanKey: crypto.randomUUID(),
  scannedAt: new Date().toISOString(),
});

let service: ScanService | null = null;

export function scanService(): ScanService {
  service ??= new ScanService();
  return service;
}

/** The queue's length, its problems and whether the browser is online, kept current. */
export function useScannerState(): ScannerState {
  const s = scanService();
  return useSyncExternalStore(s.watch, () => s.state);
}
