import { AR_ACCOUNT, roleLabelAr } from '@app/shared';
import { UserRound } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../../auth';

/** 'بيانات المستخدم': the username and the Arabic account type. */
export function UserInfoCard() {
  const profile = useProfile();
  return (
    <section
      aria-labelledby="account-user"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="account-user" className="mb-4 flex items-center gap-2 text-lg font-bold">
        <UserRound aria-hidden="true" className="size-5 text-brand-600" />
        {AR_ACCOUNT.userSection}
      </h2>
      {profile.isPending ? (
        <p role="status" className="text-slate-500">
          {AR_ACCOUNT.loading}
        </p>
      ) : profile.isError ? (
        <p role="alert" className="text-red-700">
          {profile.error instanceof ApiError && profile.error.status > 0
            ? AR_ACCOUNT.profileLoadFailed
            : AR_ACCOUNT.profileLoadError}
        </p>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-500">{AR_ACCOUNT.username}</dt>
            <dd className="mt-1 font-semibold">
              <bdi>{profile.data.username}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">{AR_ACCOUNT.accountType}</dt>
            <dd className="mt-1 font-semibold">{roleLabelAr(profile.data.role)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
