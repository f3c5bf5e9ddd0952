import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';
import { logoutOnServer } from '../api/logout';

/**
 * Ends the session: on the server (best effort, never holding the logout up for long), then on this
 * device: tokens gone, cached staff data dropped, back to the login screen.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.cancelQueries();
    void endSession(logoutOnServer).then(() => {
      queryClient.clear();
      navigate(LOGIN_PATH, { replace: true });
    });
  }, [navigate, queryClient]);
}
