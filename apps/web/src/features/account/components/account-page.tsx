import { AR_ACCOUNT, TIMINGS } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LOGIN_PATH } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { EmailForm } from './email-form';
import { PasswordChangedDialog } from './password-changed-dialog';
import { UserInfoCard } from './user-info-card';

/** /admin/profile, 'معلومات الحساب': who is signed in, its address, and the password change. */
export function AccountPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const goToLogin = useCallback(() => {
    window.clearTimeout(timer.current);
    queryClient.clear();
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);

  const leaveAfter = (ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(goToLogin, ms);
  };

  // docs/product.md#states: the token is removed, the dialog shows, login follows after 3 s (or at once on 'موافق').
  const onChanged = () => {
    clearSession();
    setChanged(true);
    leaveAfter(TIMINGS.passwordRedirectMs);
  };

  return (
    <div>
      <PageHeader title={AR_ACCOUNT.title} />
      <div className="space-y-6">
        <UserInfoCard />
        <EmailForm />
        <ChangePasswordForm
          onChanged={onChanged}
          onMissingToken={() => leaveAfter(TIMINGS.missingTokenRedirectMs)}
        />
      </div>
      <PasswordChangedDialog open={changed} onDone={goToLogin} />
    </div>
  );
}
