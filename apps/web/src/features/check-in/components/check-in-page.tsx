import { AR_CHECK_IN, AR_DOOR } from '@app/shared';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, LoaderCircle, ScanLine } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select';
import { LOGIN_PATH } from '../../../lib/api-client';
import { clearSession, hasSession } from '../../../lib/session';
import { doorKeys } from '../api/keys';
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
 * /admin/check (docs/product.md#attendance-screen, docs/api/check-in.md#the-door): docs/product.md's screen, its title and the
 * 'تحقق' button always there, with the door's event as a choice beside them. With an event the door
 * admits that event's tickets only, works offline and looks guests up; with none the scanner
 * verifies any ticket online, as docs/product.md#attendance-screen describes.
 */
export function CheckInPage() {
  if (!hasSession()) return <Navigate to={LOGIN_PATH} replace />;
  return <CheckInScreen />;
}

function CheckInScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cameras = useCameras();
  const [event, setEvent] = useState<DoorEvent | null>(storedDoorEvent);
  // A device with no door event yet starts on the choice (the start of a shift).
  const [choosing, setChoosing] = useState(() => storedDoorEvent() === null);
  const [continuous, setContinuous] = useState(storedContinuous);

  useEffect(preloadSounds, []);
  const offlineApp = useScannerApp();

  const onUnauthorized = useCallback(
    (message: string) => {
      // With the token gone the login screen stays (it sends a stored token back to /admin).
      clearSession();
      navigate(LOGIN_PATH, { replace: true, state: { message } });
    },
    [navigate],
  );
  const onAdmitted = useCallback(() => {
    if (event) void queryClient.invalidateQueries({ queryKey: doorKeys.all(event.id) });
  }, [event, queryClient]);
  const checkIn = useCheckIn({ event, continuous, onUnauthorized, onAdmitted });
  const { stage, result } = checkIn;

  const choose = (next: DoorEvent | null) => {
    storeDoorEvent(next);
    setEvent(next);
    setChoosing(false);
  };

  const panelOpen = stage === 'scanning' || stage === 'verifying';
  const scannerProblem = panelOpen && cameras.ready && !cameras.cameraId && !cameras.problem;
  // Under the scanner while it is open (the answer to 'تحقق'), else under the door's look-up and status.
  const cameraProblem = (cameras.problem || scannerProblem) && (
    <AlertBanner tone="error" className="mb-4">
      {cameras.problem ?? AR_CHECK_IN.noCameraSelected}
    </AlertBanner>
  );

  return (
    <DirectionProvider dir="rtl">
      <section dir="rtl" lang="ar" className="mx-auto w-full max-w-2xl">
        <PageHeader
          title={AR_CHECK_IN.title}
          // On a phone the event and 'تحقق' share one line, so the look-up comes right under them.
          actionsClassName="w-full flex-nowrap sm:w-auto"
          actions={
            <>
              <Button
                variant="secondary"
                className="h-12 max-w-[16rem] min-w-0 flex-1 px-4 sm:flex-none"
                aria-expanded={choosing}
                aria-label={`${AR_DOOR.doorEvent}: ${event?.name ?? AR_DOOR.noDoorEvent}`}
                data-testid="door-event-choice"
                onClick={() => setChoosing((open) => !open)}
              >
                <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
                <span className="truncate">{event?.name ?? AR_DOOR.chooseEvent}</span>
              </Button>
              <Button
                onClick={checkIn.openScanner}
                disabled={stage === 'verifying'}
                className="h-12 shrink-0 px-8 text-lg"
              >
                <ScanLine aria-hidden="true" className="size-6" />
                {AR_CHECK_IN.verify}
              </Button>
            </>
          }
        />

        {/* The camera comes first while it is open: on a phone it is in view at once. */}
        {panelOpen && (
          <div className="mb-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
            <p className="mb-3 text-center text-lg font-semibold text-ink-900">{AR_CHECK_IN.hint}</p>
            {cameras.cameras.length > 1 && (
              <SelectField
                label={AR_CHECK_IN.chooseCamera}
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
                onStartFailed={() => cameras.reportProblem(AR_CHECK_IN.cameraStartFailed)}
              />
            )}
            {stage === 'verifying' && (
              <p
                role="status"
                className="flex items-center justify-center gap-2 rounded-xl bg-slate-50 py-16 text-lg text-slate-700"
              >
                <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
                {AR_CHECK_IN.verifying}
              </p>
            )}
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                className="h-12 px-8 text-base"
                onClick={checkIn.close}
                disabled={stage === 'verifying'}
              >
                {AR_CHECK_IN.cancel}
              </Button>
            </div>
          </div>
        )}
        {panelOpen && cameraProblem}

        {choosing && (
          <div className="mb-4">
            <DoorEventPicker
              current={event}
              onChoose={choose}
              onClear={() => choose(null)}
              onCancel={() => setChoosing(false)}
            />
          </div>
        )}

        {!choosing && !event && (
          <p className="mb-4 rounded-2xl bg-white px-4 py-3 text-sm leading-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
            {AR_DOOR.noEventHint}
          </p>
        )}

        {/* With an event, the look-up is the first thing under the title (DoorWorkspace). */}
        {event && !choosing && (
          <DoorWorkspace
            key={event.id}
            event={event}
            offlineApp={offlineApp}
            busy={stage === 'verifying'}
            onAdmit={(bookingId, ticketIds) => void checkIn.admit(bookingId, ticketIds)}
            onChangeEvent={() => setChoosing(true)}
          />
        )}

        {!panelOpen && cameraProblem}

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
            <span className="font-semibold text-ink-900">{AR_DOOR.continuous}</span>
            <span className="text-xs text-slate-600">{AR_DOOR.continuousHint}</span>
          </span>
        </label>

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
      </section>
    </DirectionProvider>
  );
}

/** What a door with an event adds: the look-up first, then duplicates, progress, connection and queue. */
function DoorWorkspace({
  event,
  offlineApp,
  busy,
  onAdmit,
  onChangeEvent,
}: {
  event: DoorEvent;
  offlineApp: OfflineApp;
  busy: boolean;
  onAdmit: (bookingId: string, ticketIds: string[]) => void;
  onChangeEvent: () => void;
}) {
  const { state, stats } = useDoor(event.id);
  const [duplicatesOpen, setDuplicatesOpen] = useState(false);

  return (
    <>
      {/* First: a guest without a QR is looked up at once, the results in view as staff type. */}
      <div className="mb-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <AttendeeSearch event={event} online={state.online} busy={busy} onAdmit={onAdmit} />
      </div>

      {state.newDuplicates > 0 && (
        <AlertBanner tone="warning" className="mb-4" onDismiss={door.dismissDuplicates}>
          <span>{AR_DOOR.syncFoundDuplicates(state.newDuplicates)} </span>
          <Button
            variant="secondary"
            size="sm"
            className="ms-1 h-9"
            onClick={() => {
              door.dismissDuplicates();
              setDuplicatesOpen(true);
            }}
          >
            {AR_DOOR.show}
          </Button>
        </AlertBanner>
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

      <DuplicatesDialog eventId={event.id} open={duplicatesOpen} onClose={() => setDuplicatesOpen(false)} />
    </>
  );
}
