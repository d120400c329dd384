/** Query keys of the account page. */
export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  twoFactor: ['account', 'two-factor'] as const,
};
