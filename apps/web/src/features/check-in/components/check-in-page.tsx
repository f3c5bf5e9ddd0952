import { AR } from '@app/shared';
import { DirectionProvider } from '@radix-ui/react-direction';
import { LoaderCircle, ScanLine } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select';
import { LOGIN_PATH } from '../../../lib/api-client';
import { clearSession, hasSession } from '../../../lib/session';
import { preloadSounds } from '../sounds';
import { cameraLabel, useCameras } from '../use-cameras';
import { useCheckIn } from '../use-check-in';
import { ManualEntry } from './manual-entry';
import { QrScanner } from './qr-scanner';
import { ErrorDialog, SuccessDialog } from './result-dialogs';

/** /admin/check (SPEC.md section 2): scan a booking's QR at the door, or type its reference code. */
export function CheckInPage() {
  if (!hasSession()) return <Navigate to={LOGIN_PATH} replace />;
  return <CheckInScreen />;
}

function CheckInScreen() {
  const navigate = useNavigate();
  const cameras = useCameras();
  const onUnauthorized = useCallback(
    (message: string) => {
      // With the token gone the login screen stays (it sends a stored token back to /admin).
      clearSession();
      navigate(LOGIN_PATH, { replace: true, state: { message } });
    },
    [navigate],
  );
  const checkIn = useCheckIn(onUnauthorized);
  const { stage, result } = checkIn;

  useEffect(preloadSounds, []);

  const panelOpen = stage === 'scanning' || stage === 'verifying';
  const scannerProblem = panelOpen && cameras.ready && !cameras.cameraId && !cameras.problem;

  return (
    <DirectionProvider dir="rtl">
      <section dir="rtl" lang="ar" className="mx-auto w-full max-w-2xl">
        <PageHeader
          title={AR.checkIn.title}
          actions={
            !panelOpen && (
              <Button onClick={checkIn.openScanner} className="h-11 px-6 text-base">
                <ScanLine aria-hidden="true" className="size-5" />
                {AR.checkIn.verify}
              </Button>
            )
          }
        />

        {(cameras.problem || scannerProblem) && (
          <AlertBanner tone="error" className="mb-4">
            {cameras.problem ?? AR.checkIn.noCameraSelected}
          </AlertBanner>
        )}

        {panelOpen && (
          <div className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
            <p className="mb-3 text-center font-semibold text-ink-900">{AR.checkIn.hint}</p>
            {cameras.cameras.length > 1 && (
              <SelectField
                label={AR.checkIn.chooseCamera}
                fieldClassName="mb-3"
                value={cameras.cameraId ?? ''}
                onChange={(event) => cameras.selectCamera(event.target.value)}
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
                className="flex items-center justify-center gap-2 rounded-xl bg-slate-50 py-16 text-slate-700"
              >
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                {AR.checkIn.verifying}
              </p>
            )}
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" onClick={checkIn.close} disabled={stage === 'verifying'}>
                {AR.checkIn.cancel}
              </Button>
            </div>
          </div>
        )}

        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <ManualEntry busy={stage === 'verifying'} onSubmit={(code) => void checkIn.verify(code, true)} />
        </div>

        <SuccessDialog
          open={stage === 'success'}
          booking={result?.kind === 'success' ? result.booking : {}}
          onScanAnother={checkIn.openScanner}
          onClose={checkIn.close}
        />
        <ErrorDialog
          open={stage === 'error'}
          message={result?.kind === 'error' ? result.message : ''}
          onRetry={checkIn.openScanner}
          onClose={checkIn.close}
        />
      </section>
    </DirectionProvider>
  );
}
