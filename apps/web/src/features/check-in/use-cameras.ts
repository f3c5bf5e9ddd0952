import { AR_CHECK_IN } from '@app/shared';
import { useEffect, useState } from 'react';
import { loadScannerLibrary } from './load-scanner';

export type Camera = { id: string; label: string };

type CameraState = {
  cameras: Camera[];
  cameraId: string | null;
  /** One of the camera messages of docs/product.md#validation, when the camera cannot be used. */
  problem: string | null;
  ready: boolean;
};

function errorName(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error) return String(error.name);
  return String(error);
}

/** Whether the browser already refused the camera; undefined when it cannot tell (no Permissions API for camera). */
async function cameraPermissionDenied(): Promise<boolean | undefined> {
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state === 'denied';
  } catch {
    return undefined;
  }
}

/**
 * On load: checks the camera permission and lists the cameras, choosing the first
 * (docs/product.md#attendance-screen, attendance screen). Listing asks for the permission when not yet given.
 */
export function useCameras() {
  const [state, setState] = useState<CameraState>({
    cameras: [],
    cameraId: null,
    problem: null,
    ready: false,
  });

  useEffect(() => {
    let cancelled = false;
    const finish = (next: Partial<CameraState>) => {
      if (!cancelled) setState((current) => ({ ...current, ...next, ready: true }));
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia)
        return finish({ problem: AR_CHECK_IN.permissionCheckFailed });
      if (await cameraPermissionDenied()) return finish({ problem: AR_CHECK_IN.permissionDenied });
      try {
        const { Html5Qrcode } = await loadScannerLibrary();
        const devices = await Html5Qrcode.getCameras();
        if (devices.length === 0) return finish({ problem: AR_CHECK_IN.noCameras });
        finish({ cameras: devices, cameraId: devices[0]!.id, problem: null });
      } catch (error) {
        const name = errorName(error);
        if (name === 'NotAllowedError' || name === 'SecurityError') {
          return finish({ problem: AR_CHECK_IN.permissionDenied });
        }
        if (name === 'NotFoundError' || name === 'OverconstrainedError') {
          return finish({ problem: AR_CHECK_IN.noCameras });
        }
        finish({ problem: AR_CHECK_IN.permissionCheckFailed });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  return {
    ...state,
    selectCamera: (cameraId: string) => setState((current) => ({ ...current, cameraId })),
    /** A camera that worked at load may still fail to start (busy, unplugged). */
    reportProblem: (problem: string | null) => setState((current) => ({ ...current, problem })),
  };
}

/** 'كاميرا {id}' for a camera without a name (docs/product.md#attendance-screen). */
export function cameraLabel(camera: Camera): string {
  return camera.label.trim() || AR_CHECK_IN.camera(camera.id);
}
