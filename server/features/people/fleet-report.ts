import type { FleetAue } from '../../../domain/fleet.ts';

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const count = (n: number) => n.toLocaleString('en-US');
const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 1000) / 10}%` : '—');

/**
 * The AUE cliff in the Executive Summary (docs/product.md#fleet): devices past support, by the
 * school year support ends, what replacing them costs; for a roll-up, per district and in total.
 * The fleet as it is today (not the report's period).
 */
export function fleetSection(a: FleetAue) {
  const title = 'Device update expiry (AUE)';
  if (a.devices === 0)
    return { title, blocks: [{ kind: 'text' as const, lines: ['No devices in the fleet yet.'] }] };
  return {
    title,
    blocks: [
      {
        kind: 'stats' as const,
        items: [
          { label: 'Devices', value: count(a.devices), note: `as of ${a.today}` },
          {
            label: 'Past support',
            value: count(a.pastSupport.devices),
            note: `${share(a.pastSupport.devices, a.devices)} of devices`,
          },
          { label: 'Cost to replace past support', value: money(a.pastSupport.replacementCost) },
          { label: 'No support date', value: count(a.unknownSupport) },
        ],
      },
      {
        kind: 'table' as const,
        title: 'By the school year support ends (a school year ends June 30)',
        columns: ['School year', 'Devices', 'Past support', 'Cost to replace'],
        rows: a.years.map((y) => [
          y.schoolYear,
          count(y.devices),
          count(y.pastSupport),
          money(y.replacementCost),
        ]),
      },
      ...(a.byDistrict
        ? [
            {
              kind: 'table' as const,
              title: 'Per district (replacement cost: the devices past support)',
              columns: ['District', 'Devices', 'Past support', 'Share', 'Replacement cost'],
              rows: [
                ...a.byDistrict.map((d) => [
                  d.districtName,
                  count(d.devices),
                  count(d.pastSupport),
                  `${d.pastSupportShare}%`,
                  money(d.replacementCost),
                ]),
                [
                  'Total',
                  count(a.devices),
                  count(a.pastSupport.devices),
                  share(a.pastSupport.devices, a.devices),
                  money(a.pastSupport.replacementCost),
                ],
              ],
            },
          ]
        : []),
    ],
  };
}
