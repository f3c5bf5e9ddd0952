import type { ProfileDto } from '@app/shared';
import { createContext, useContext } from 'react';

export type Session = { profile: ProfileDto; logout: () => void };

export const SessionContext = createContext<Session | null>(null);

/** The signed-in staff member; only inside the admin shell (RequireSession provides it). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <RequireSession>');
  return session;
}
