import { AR } from '@app/shared';
import { DirectionProvider } from '@radix-ui/react-direction';
import { LoaderCircle, ScanLine } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select';
import { LOGIN_PATH } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { clearSession, hasSession } from '../../../lib/session';
import {
  type DoorEvent,
  storeContinuous,
  storeDoorEvent,
  storedContinuous,
  storedDoorEvent,
} from '../door-event';
import { door } from '../offline/door-runtime';
import { type OfflineApp, useScannerApp } from '../offline/use-scanner-app';
import { preloadSounds } from '../sounds';
import { cameraLabel, useCameras } from '../use-cameras';
import { useCheckIn } from '../use-check-in';
import { useDoor } from '../use-door';
import { AttendeeSearch } from './attendee-search';
import { DoorEventPicker } from './door-event-picker';
import { DoorStatus } from './door-status';
import { DuplicatesDialog } from './duplicates-dialog';
import { QrScanner } from './qr-scanner';
import { ErrorDialog, SuccessDialog } from './result-dialogs';

/**
 * /admin/check (SPEC.md section 2, DECISIONS.md section 6): the door picks its event, then scans
 * tickets of that event or looks guests up, with or without a network.
 */
export function CheckInPage() {
  if (!hasSession()) return <Navigate to={LOGIN_PATH} replace />;
  return <CheckInScreen />;
}

function CheckInScreen() {
  const [event, setEvent] = useState<DoorEvent | null>(storedDoorEvent);
  const [choosing, setChoosing] = useState(false);

  useEffect(preloadSounds, []);
  const offlineApp = useScannerApp();

  const choose = (next: DoorEvent) => {
    storeDoorEvent(next);
    setEvent(next);
    setChoosing(false);
  };

  return (
    <DirectionProvider dir="rtl">
      <section dir="rtl" lang="ar" className="mx-auto w-full max-w-2xl">
        {!event || choosing ? (
          <>
            <PageHeader title={AR.checkIn.title} />
            <DoorEventPicker
              current={event}
              onChoose={choose}
              onCancel={event ? () => setChoosing(false) : undefined}
            />
          </>
        ) : (
          <DoorScreen
            key={event.id}
            event={event}
            offlineApp={offlineApp}
            onChangeEvent={() => setChoosing(true)}
          />
        )}
      </section>
    </DirectionProvider>
  );
}

function DoorScreen({
  event,
  offlineApp,
  onChangeEvent,
}: {
  event: DoorEvent;
  offlineApp: OfflineApp;
  onChangeEvent: () => void;
}) {
  const navigate = useNavigate();
  const cameras = useCameras();
  const { state, stats, afterAdmission } = useDoor(event.id);
  const [continuous, setContinuous] = useState(storedContinuous);
  const [duplicatesOpen, setDuplicatesOpen] = useState(false);
  const onUnauthorized = useCallback(
    (message: string) => {
      // With the token gone the login screen stays (it sends a stored token back to /admin).
      clearSession();
      navigate(LOGIN_PATH, { replace: true, state: { message } });
    },
    [navigate],
  );
  const checkIn = useCheckIn({ event, continuous, onUnauthorized, onAdmitted: afterAdmission });
  const { stage, result } = checkIn;

  const panelOpen = stage === 'scanning' || stage === 'verifying';
  const scannerProblem = panelOpen && cameras.ready && !cameras.cameraId && !cameras.problem;

  return (
    <>
      <PageHeader
        title={AR.checkIn.title}
        actions={
          !panelOpen && (
            <Button onClick={checkIn.openScanner} className="h-12 px-8 text-lg">
              <ScanLine aria-hidden="true" className="size-6" />
              {AR.checkIn.verify}
            </Button>
          )
        }
      />

      {/* The camera comes first while it is open: on a phone it is in view at once. */}
      {panelOpen && (
        <div className="mb-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <p className="mb-3 text-center text-lg font-semibold text-ink-900">{AR.checkIn.hint}</p>
          {cameras.cameras.length > 1 && (
            <SelectField
              label={AR.checkIn.chooseCamera}
              fieldClassName="mb-3"
              className="h-12"
              value={cameras.cameraId ?? ''}
              onChange={(e) => cameras.selectCamera(e.target.value)}
              disabled={stage === 'verifying'}
              options={cameras.cameras.map((camera) => ({ value: camera.id, label: cameraLabel(camera) }))}
            />
          )}
          {stage === 'scanning' && cameras.cameraId && !cameras.problem && (
            <QrScanner
              cameraId={cameras.cameraId}
              isIgnored={checkIn.isIgnored}
              onCode={(code) => void checkIn.verify(code)}
              onStartFailed={() => cameras.reportProblem(AR.checkIn.cameraStartFailed)}
            />
          )}
          {stage === 'verifying' && (
            <p
              role="status"
              className="flex items-center justify-center gap-2 rounded-xl bg-slate-50 py-16 text-lg text-slate-700"
            >
              <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
              {AR.checkIn.verifying}
            </p>
          )}
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              className="h-12 px-8 text-base"
              onClick={checkIn.close}
              disabled={stage === 'verifying'}
            >
              {AR.checkIn.cancel}
            </Button>
          </div>
        </div>
      )}

      <DoorStatus
        event={event}
        state={state}
        offlineApp={offlineApp}
        stats={stats.data}
        onChangeEvent={onChangeEvent}
        onSync={() => void door.sync()}
        onShowDuplicates={() => setDuplicatesOpen(true)}
      />

      {state.newDuplicates > 0 && (
        <AlertBanner tone="warning" className="mb-4" onDismiss={door.dismissDuplicates}>
          <span>{AR.door.syncFoundDuplicates(formatNumber(state.newDuplicates))} </span>
          <Button
            variant="secondary"
            size="sm"
            className="ms-1 h-9"
            onClick={() => {
              door.dismissDuplicates();
              setDuplicatesOpen(true);
            }}
          >
            {AR.door.show}
          </Button>
        </AlertBanner>
      )}

      {(cameras.problem || scannerProblem) && (
        <AlertBanner tone="error" className="mb-4">
          {cameras.problem ?? AR.checkIn.noCameraSelected}
        </AlertBanner>
      )}

      <label className="mb-4 flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-2 shadow-sm ring-1 ring-slate-200">
        <input
          type="checkbox"
          role="switch"
          aria-checked={continuous}
          checked={continuous}
          onChange={(e) => {
            setContinuous(e.target.checked);
            storeContinuous(e.target.checked);
          }}
          className="size-6 shrink-0 accent-emerald-600"
        />
        <span className="flex flex-col">
          <span className="font-semibold text-ink-900">{AR.door.continuous}</span>
          <span className="text-xs text-slate-600">{AR.door.continuousHint}</span>
        </span>
      </label>

      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <AttendeeSearch
          event={event}
          online={state.online}
          busy={stage === 'verifying'}
          onAdmit={(bookingId) => void checkIn.admit(bookingId)}
        />
      </div>

      <SuccessDialog
        open={stage === 'success'}
        booking={result?.kind === 'success' ? result.booking : {}}
        decidedOnDevice={result?.kind === 'success' && result.decidedOnDevice === true}
        resumesScanning={continuous}
        onScanAnother={checkIn.openScanner}
        onClose={checkIn.close}
      />
      <ErrorDialog
        open={stage === 'error'}
        failure={result?.kind === 'error' ? result : null}
        onRetry={checkIn.openScanner}
        onClose={checkIn.close}
      />
      <DuplicatesDialog eventId={event.id} open={duplicatesOpen} onClose={() => setDuplicatesOpen(false)} />
    </>
  );
}
