// What other features may use of users.
export { createMembership } from './membership.ts';
