/** What other features may use of the session: the signed-in account and its profile. */
export { profileQueryKey, useProfile } from './api/get-profile';
export { useSession } from './hooks/use-session';
