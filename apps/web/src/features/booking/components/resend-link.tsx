import { AR_BOOKING_FORM, AR_FIND_BOOKINGS } from '@app/shared';
import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useResendLinks } from '../../ticket';

/**
 * In the 'already booked' dialog: sends the links of the address's bookings again
 * (POST /api/tickets/resend), so a repeated national ID is not a dead end. Shows the server's answer.
 */
export function ResendLink({ email }: { email: string }) {
  const resend = useResendLinks();
  return (
    <div className="grid gap-3">
      <p className="text-sm leading-6 text-slate-700">{AR_BOOKING_FORM.duplicateHint(email)}</p>
      {resend.isSuccess ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm leading-6 text-emerald-900">
          {resend.data ?? AR_FIND_BOOKINGS.resendAccepted}
        </p>
      ) : (
        <>
          <Button
            onClick={() => resend.mutate(email)}
            loading={resend.isPending}
            className="min-h-11 w-full sm:w-auto"
          >
            <Send aria-hidden className="size-4" />
            {AR_BOOKING_FORM.resendLink}
          </Button>
          {resend.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(resend.error, AR_BOOKING_FORM.connectionFailed)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
