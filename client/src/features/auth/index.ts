// What other features may use of sign-in and the current user.

export { useAccess } from './use-access';
export { setAuthUser } from './use-auth';
export { useCurrentUser } from './use-current-user';
export { useSwitchView } from './use-switch-view';
