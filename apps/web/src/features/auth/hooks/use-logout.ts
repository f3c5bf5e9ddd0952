import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** Ends the session on this device: tokens gone, cached staff data dropped, back to the login screen. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.cancelQueries();
    queryClient.clear();
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);
}
