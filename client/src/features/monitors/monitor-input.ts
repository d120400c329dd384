import type { Monitor, monitorInputSchema } from '@domain/monitors';
import type { z } from 'zod';

/** What POST and PUT /api/monitors take (the schema's input: defaults may be left out). */
export type MonitorInput = z.input<typeof monitorInputSchema>;

/** What PUT /api/monitors/:id takes to keep a monitor as it is (before changing a field or two). */
export function inputOf(monitor: Monitor): MonitorInput {
  return {
    name: monitor.name,
    kind: monitor.kind,
    target: monitor.target,
    intervalMinutes: monitor.intervalMinutes,
    expectStatus: monitor.expectStatus,
    ...(monitor.keyword ? { keyword: monitor.keyword } : {}),
    maxResponseMs: monitor.maxResponseMs,
    certWarnDays: monitor.certWarnDays,
    enabled: monitor.enabled,
    openTickets: monitor.openTickets,
  };
}
