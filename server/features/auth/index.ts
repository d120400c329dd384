// What other features may use of sign-in.
export { toAuthUser } from './auth.service.ts';
