/** The runtime's IANA time zones (the domain accepts those with a "/" and UTC), computed once. */
let zones: readonly string[] | undefined;

export function timeZones(): readonly string[] {
  zones ??= [
    'UTC',
    ...Intl.supportedValuesOf('timeZone').filter((zone) => zone.includes('/') && zone !== 'UTC'),
  ];
  return zones;
}

/** "UTC−07:00" for a zone now, or null when the runtime does not know it. */
export function utcOffset(zone: string, at = new Date()): string | null {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return part === 'GMT' ? 'UTC' : (part?.replace('GMT', 'UTC') ?? null);
  } catch {
    return null;
  }
}

/** The time of day in a zone: its minutes after midnight and "10:42 AM", or null for an unknown zone. */
export function timeIn(zone: string, at = new Date()): { minutes: number; text: string } | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
    const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const text = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeStyle: 'short' }).format(at);
    return { minutes: value('hour') * 60 + value('minute'), text };
  } catch {
    return null;
  }
}
