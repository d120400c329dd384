/** The value at percentile `p` (0–100) of `sorted`, ascending; 0 when there is none. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/** The `portal_session=…` pair a sign-in answer sets, to send back as a cookie. */
export const sessionCookie = (res: Response): string =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('portal_session='))!
    .split(';')[0]!;
