import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The live socket's reconnection: a server restart (1012) brings it back within seconds, spread;
// an ordinary drop backs off.

class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('window', { location: { protocol: 'https:', host: 'portal.example' } });
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live socket', () => {
  it('comes back within 3.5 s of a service restart (1012), and tells subscribers to resync', async () => {
    const ws = await import('./ws.ts');
    const resyncs: unknown[] = [];
    ws.subscribe('live_resync', (m) => resyncs.push(m));
    ws.connect();
    expect(FakeSocket.made.map((s) => s.url)).toEqual(['wss://portal.example/ws']);
    FakeSocket.made[0]!.onopen?.();
    FakeSocket.made[0]!.onclose?.({ code: 1012 });
    vi.advanceTimersByTime(3500);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.onopen?.();
    expect(resyncs).toHaveLength(1);
    ws.disconnect();
  });

  it('spreads the return of many browsers over the restart window', async () => {
    const delays = new Set<number>();
    for (let i = 0; i < 5; i++) {
      vi.resetModules();
      FakeSocket.made = [];
      const ws = await import('./ws.ts');
      ws.connect();
      FakeSocket.made[0]!.onclose?.({ code: 1012 });
      let waited = 0;
      while (FakeSocket.made.length < 2 && waited < 5000) {
        vi.advanceTimersByTime(50);
        waited += 50;
      }
      delays.add(waited);
      ws.disconnect();
    }
    expect(Math.max(...delays)).toBeLessThanOrEqual(3500);
    expect(delays.size).toBeGreaterThan(1);
  });

  it('backs off after an ordinary drop (1 s, then 2 s)', async () => {
    const ws = await import('./ws.ts');
    ws.connect();
    FakeSocket.made[0]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    ws.disconnect();
  });
});
