import { AR_COMMON, AR_SHELL } from '@app/shared';
import { LoaderCircle, WifiOff } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError, LOGIN_PATH } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { useLogout } from '../hooks/use-logout';
import { SessionContext } from '../hooks/use-session';
import { ArabicRoot } from './arabic-root';

/** Guards the panel: no stored token means the login screen; otherwise the profile call vouches for it. */
export function RequireSession({ children }: { children: ReactNode }) {
  if (!getAccessToken()) return <Navigate to={LOGIN_PATH} replace />;
  return <SessionGate>{children}</SessionGate>;
}

function isNetworkFailure(error: unknown) {
  return error instanceof ApiError && error.status === 0;
}

function SessionGate({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const logout = useLogout();
  // A refused check (expired, revoked or suspended session) logs out; a dropped connection does not.
  const refused = profile.isError && !isNetworkFailure(profile.error);

  useEffect(() => {
    if (refused) logout();
  }, [refused, logout]);

  const session = useMemo(
    () => (profile.data ? { profile: profile.data, logout } : null),
    [profile.data, logout],
  );

  if (session && !refused) {
    return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  }

  return (
    <ArabicRoot className="grid place-items-center">
      {profile.isError && !refused ? (
        <EmptyState
          icon={WifiOff}
          title={AR_SHELL.connectionError}
          action={<Button onClick={() => profile.refetch()}>{AR_SHELL.retry}</Button>}
        />
      ) : (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {AR_COMMON.loading}
        </p>
      )}
    </ArabicRoot>
  );
}
