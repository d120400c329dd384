import type { EventType, LiveMessage } from '@domain/events';

/**
 * The live-update socket at /ws on the same host. The app shell connects it once the user is
 * signed in; features subscribe to event types (domain/events.ts). After opening it sends a ping;
 * when the connection drops it reconnects with exponential backoff (1 s doubling up to 30 s), and
 * once back it tells subscribers of `live_resync` that events may have been missed meanwhile. A
 * server that stops closes its sockets with 1012 ("service restart"): the socket comes back at a
 * random moment within RESTART_SPREAD_MS, so that every browser does not return at once.
 */
type Handler = (message: LiveMessage) => void;

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** Close code of a server that stops or restarts (RFC 6455). */
const SERVICE_RESTART = 1012;
/** After a restart, sockets come back spread over this long. */
const RESTART_SPREAD_MS = 3000;

const handlers = new Map<string, Set<Handler>>();
let socket: WebSocket | null = null;
let wanted = false;
let attempts = 0;
/** The socket dropped while wanted: the next one to open may have missed events. */
let dropped = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws`;
}

function dispatch(raw: unknown) {
  if (typeof raw !== 'string') return;
  let message: LiveMessage;
  try {
    message = JSON.parse(raw) as LiveMessage;
  } catch {
    return;
  }
  if (!message || typeof message.type !== 'string') return;
  const full = { ...message, districtId: message.districtId ?? null, data: message.data ?? {} };
  for (const handler of handlers.get(message.type) ?? []) handler(full);
}

function open() {
  if (!wanted || socket) return;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  ws.onopen = () => {
    attempts = 0;
    ws.send(JSON.stringify({ type: 'ping' }));
    if (dropped) dispatch(JSON.stringify({ type: 'live_resync', districtId: null, data: {} }));
    dropped = false;
  };
  ws.onmessage = (event) => dispatch(event.data);
  ws.onclose = (event) => {
    // A socket closed by disconnect() is no longer the current one: only a drop counts.
    if (socket === ws) {
      socket = null;
      dropped = true;
    }
    if (event.code === SERVICE_RESTART) attempts = 0;
    scheduleReconnect(event.code === SERVICE_RESTART ? 500 + Math.random() * RESTART_SPREAD_MS : undefined);
  };
  ws.onerror = () => ws.close();
}

/** `delayMs`: this wait instead of the backoff's. */
function scheduleReconnect(delayMs?: number) {
  if (!wanted || retryTimer) return;
  const delay = delayMs ?? Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempts);
  attempts += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    open();
  }, delay);
}

/** Opens the socket (no-op when already open). Call only while signed in. */
export function connect(): void {
  wanted = true;
  open();
}

/** Closes the socket and stops reconnecting (sign-out, identity change). */
export function disconnect(): void {
  wanted = false;
  dropped = false;
  attempts = 0;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  const ws = socket;
  socket = null;
  ws?.close(1000, 'client disconnect');
}

/** Calls `handler` for every message of `type`; returns the unsubscribe function. */
export function subscribe<T = Record<string, unknown>>(
  type: EventType,
  handler: (message: LiveMessage<T>) => void,
): () => void {
  const set = handlers.get(type) ?? new Set<Handler>();
  set.add(handler as Handler);
  handlers.set(type, set);
  return () => {
    set.delete(handler as Handler);
    if (set.size === 0) handlers.delete(type);
  };
}
