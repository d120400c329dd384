import type { ScanAnswer, ScanPayload, ScanResult } from '@domain/scans';
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@/lib/i18n';
import { makeScan, scanService } from './scan-service';
import { signal } from './scan-signals';

/** Where a scan of this session stands. */
export type EntryStatus = 'sending' | 'waiting' | ScanResult | 'refused';

export interface SessionEntry {
  scanKey: string;
  code: string;
  status: EntryStatus;
  message: string;
  /** What the screen says about it besides the answer (the person, the condition). */
  detail?: string;
  asset?: ScanAnswer['asset'];
  scannedAt: string;
}

/** Said of a scan kept on this device while offline. */
export const waitingMessage = () => i18n.t('scanner:session.waiting');
const MAX_ENTRIES = 500;

/**
 * The scans made on one screen since it opened, newest first, each updated as the server answers
 * (or as it waits in the queue). A live answer sounds and vibrates; scans that waited offline are
 * answered quietly when the network is back (a burst of twenty beeps would tell nothing).
 */
export function useScanSession(onAnswer?: (entry: SessionEntry) => void) {
  const [entries, setEntries] = useState<SessionEntry[]>([]);
  const mine = useRef(new Map<string, { waited: boolean; detail?: string }>());
  const latestOnAnswer = useRef(onAnswer);
  latestOnAnswer.current = onAnswer;

  useEffect(() => {
    const update = (scanKey: string, change: Partial<SessionEntry>) =>
      setEntries((list) => list.map((e) => (e.scanKey === scanKey ? { ...e, ...change } : e)));
    return scanService().listen((event) => {
      const own = mine.current.get(event.body.scanKey);
      if (!own) return;
      if (event.kind === 'queued') return;
      if (event.kind === 'waiting') {
        if (!own.waited) signal('queued');
        own.waited = true;
        update(event.body.scanKey, { status: 'waiting', message: waitingMessage() });
        return;
      }
      const change: Partial<SessionEntry> =
        event.kind === 'answered'
          ? { status: event.answer.result, message: event.answer.message, asset: event.answer.asset }
          : { status: 'refused', message: event.message };
      if (!own.waited) signal(event.kind === 'answered' ? event.answer.result : 'refused');
      update(event.body.scanKey, change);
      const entry: SessionEntry = {
        scanKey: event.body.scanKey,
        code: event.body.code,
        scannedAt: event.body.scannedAt,
        status: 'sending',
        message: '',
        detail: own.detail,
        ...change,
      };
      latestOnAnswer.current?.(entry);
    });
  }, []);

  const scan = useCallback(
    async (payload: Omit<ScanPayload, 'scanKey' | 'scannedAt'>, detail?: string): Promise<void> => {
      const service = scanService();
      const offline = !service.state.online;
      const body = makeScan(payload);
      // Known before it is queued, so that an answer arriving at once finds it.
      mine.current.set(body.scanKey, { waited: offline, detail });
      if (offline) signal('queued');
      setEntries((list) =>
        [
          {
            scanKey: body.scanKey,
            code: body.code,
            scannedAt: body.scannedAt,
            status: offline ? ('waiting' as const) : ('sending' as const),
            message: offline ? waitingMessage() : i18n.t('scanner:session.sending'),
            detail,
          },
          ...list,
        ].slice(0, MAX_ENTRIES),
      );
      await service.enqueue(body);
    },
    [],
  );

  return { entries, scan };
}
