import { AR_CHECK_IN, TIMINGS } from '@app/shared';
import { useEffect, useId, useRef } from 'react';
import { loadScannerLibrary } from '../load-scanner';

type QrScannerProps = {
  cameraId: string;
  /** True for a code the screen is already handling: it is skipped and the camera keeps running. */
  isIgnored: (code: string) => boolean;
  /** Called with a decoded code after the camera has stopped (docs/product.md#states). */
  onCode: (code: string) => void;
  onStartFailed: () => void;
};

/**
 * docs/product.md#constants: 5 frames per second, a 300x300 box, aspect ratio 1. On a view narrower than
 * about 350 px (phones) the box is 85% of the view instead, so the shaded frame around the square
 * stays visible (html5-qrcode draws none when the box fills the view, and refuses a larger one).
 * The flipped retry is html5-qrcode's own: with `disableFlip: false` every frame that fails to
 * decode is drawn again mirrored (context.scale(-1, 1)) and decoded once more, which reads codes
 * shown through a mirrored front camera or a mirrored screen.
 */
function qrbox(viewWidth: number, viewHeight: number) {
  const size = Math.min(TIMINGS.scannerBox, Math.floor(Math.min(viewWidth, viewHeight) * 0.85));
  return { width: size, height: size };
}

export function QrScanner({ cameraId, isIgnored, onCode, onStartFailed }: QrScannerProps) {
  const elementId = `qr-reader-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  // The latest callbacks, so a re-render does not restart the camera.
  const handlers = useRef({ isIgnored, onCode, onStartFailed });
  handlers.current = { isIgnored, onCode, onStartFailed };

  useEffect(() => {
    let disposed = false;
    let handling = false;
    let scanner: import('html5-qrcode').Html5Qrcode | undefined;

    const stop = async () => {
      const current = scanner;
      if (!current) return;
      scanner = undefined;
      try {
        // States: 2 scanning, 3 paused; stopping in any other state throws.
        if (current.getState() >= 2) await current.stop();
        current.clear();
      } catch {
        // Already stopped (camera unplugged or the page is leaving): nothing to release.
      }
    };

    const starting = (async () => {
      const { Html5Qrcode, Html5QrcodeSupportedFormats } = await loadScannerLibrary();
      if (disposed) return;
      scanner = new Html5Qrcode(elementId, {
        verbose: false,
        formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
      });
      await scanner.start(
        cameraId,
        { fps: TIMINGS.scannerFps, qrbox, aspectRatio: 1, disableFlip: false },
        (text) => {
          if (disposed || handling || handlers.current.isIgnored(text)) return;
          handling = true;
          // The camera stops before the verification request is sent. A code can be read from the
          // very first frame, before start() has settled (html5-qrcode scans from the 'playing'
          // event), so the stop waits for the start to finish first.
          void starting
            .catch(() => undefined)
            .then(stop)
            .then(() => {
              if (!disposed) handlers.current.onCode(text);
            });
        },
        () => {
          // No code in this frame: normal while the ticket is brought to the camera.
        },
      );
    })();

    starting.catch(() => {
      if (!disposed) handlers.current.onStartFailed();
    });

    return () => {
      disposed = true;
      // Wait for a start in progress, then release the camera.
      void starting.catch(() => undefined).then(stop);
    };
  }, [cameraId, elementId]);

  return (
    <section
      id={elementId}
      aria-label={AR_CHECK_IN.scannerRegion}
      className="mx-auto w-full max-w-md overflow-hidden rounded-xl bg-slate-900 [&_video]:block [&_video]:w-full"
    />
  );
}
