import type { EventType, LiveMessage } from '@domain/events';
import { useEffect, useRef } from 'react';
import { subscribe } from './ws';

/** Subscribes a component to one live message type for as long as it is mounted. */
export function useWsEvent<T = Record<string, unknown>>(
  type: EventType,
  handler: (message: LiveMessage<T>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribe<T>(type, (message) => latest.current(message)), [type]);
}
