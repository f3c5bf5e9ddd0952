import { AR_CHECK_IN, AR_COMMON, AR_DOOR } from '@app/shared';
import { LoaderCircle } from 'lucide-react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import { useDuplicates } from '../api/get-duplicates';
import { deviceId } from '../offline/door-sync';

function deviceName(id: string | null): string {
  if (id === null) return AR_DOOR.onlineDesk;
  return id === deviceId() ? AR_DOOR.thisDevice : AR_DOOR.device(id.slice(0, 8));
}

/**
 * Tickets sync found admitted twice (two doors offline let one ticket in): the ticket, and for
 * both admissions the device, the staff account and the time (GET .../check-in/duplicates).
 */
export function DuplicatesDialog({
  eventId,
  open,
  onClose,
}: {
  eventId: string;
  open: boolean;
  onClose: () => void;
}) {
  const duplicates = useDuplicates(eventId, open);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={AR_DOOR.duplicatesTitle}
      description={AR_DOOR.duplicatesHint}
      size="lg"
      footer={
        <Button variant="secondary" className="h-11" onClick={onClose}>
          {AR_CHECK_IN.close}
        </Button>
      }
    >
      {duplicates.isPending && (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {AR_COMMON.loading}
        </p>
      )}
      {duplicates.isError && <AlertBanner tone="error">{AR_DOOR.duplicatesFailed}</AlertBanner>}
      {duplicates.data?.length === 0 && <p className="text-slate-600">{AR_DOOR.duplicatesEmpty}</p>}
      {duplicates.data && duplicates.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {duplicates.data.map((d) => (
            <li key={d.scanId} className="rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
              <p className="font-bold text-ink-900">
                {d.booking.fullName}{' '}
                <bdi dir="ltr" className="font-mono text-sm font-normal text-slate-600">
                  {d.booking.reference}
                </bdi>
              </p>
              <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="font-semibold text-slate-600">{AR_DOOR.duplicateFirst}</dt>
                  <dd>
                    {deviceName(d.admission.deviceId)} · {d.admission.staff?.username ?? AR_DOOR.unknownStaff}
                    <span className="block text-slate-600">{formatDateTime(d.admission.at)}</span>
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-600">{AR_DOOR.duplicateScan}</dt>
                  <dd>
                    {deviceName(d.deviceId)} · {d.staff?.username ?? AR_DOOR.unknownStaff}
                    <span className="block text-slate-600">{formatDateTime(d.scannedAt)}</span>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
