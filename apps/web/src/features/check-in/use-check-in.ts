import { TIMINGS } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DoorEvent } from './door-event';
import { admitFromList, verifyAtDoor } from './door-verify';
import { playSound } from './sounds';
import type { VerifyOutcome } from './verify-response';

/** docs/product.md#states: idle, scanning (panel open), verifying, then the success or error dialog. */
export type CheckInStage = 'idle' | 'scanning' | 'verifying' | 'success' | 'error';

/** With the continuous toggle on, the scanner reopens by itself this long after a success. */
export const CONTINUOUS_RESUME_MS = 2_000;

type Options = {
  /** The door's event; null: online verification of any event's ticket (docs/product.md#attendance-screen). */
  event: DoorEvent | null;
  continuous: boolean;
  onUnauthorized: (message: string) => void;
  /** After every admission (the progress figures reload). */
  onAdmitted?: () => void;
};

/**
 * The attendance screen's state machine. The same code is ignored while it is being handled;
 * after a failure it is forgotten 3 s later, so the same ticket can be tried again.
 */
export function useCheckIn({ event, continuous, onUnauthorized, onAdmitted }: Options) {
  const [stage, setStage] = useState<CheckInStage>('idle');
  const [result, setResult] = useState<VerifyOutcome | null>(null);
  const currentCode = useRef<string | null>(null);
  const forgetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ event, continuous, onUnauthorized, onAdmitted, stage });
  latest.current = { event, continuous, onUnauthorized, onAdmitted, stage };

  useEffect(
    () => () => {
      clearTimeout(forgetTimer.current);
      clearTimeout(resumeTimer.current);
    },
    [],
  );

  const isIgnored = useCallback((code: string) => currentCode.current === code, []);

  const openScanner = useCallback(() => {
    clearTimeout(resumeTimer.current);
    // A success is final for that code: showing the same ticket again asks again.
    if (latest.current.stage === 'success') currentCode.current = null;
    setStage('scanning');
  }, []);

  const show = useCallback(
    (outcome: VerifyOutcome, code: string | null) => {
      setResult(outcome);
      if (outcome.kind === 'success') {
        playSound('success');
        setStage('success');
        latest.current.onAdmitted?.();
        if (latest.current.continuous) {
          resumeTimer.current = setTimeout(() => {
            if (latest.current.stage === 'success') openScanner();
          }, CONTINUOUS_RESUME_MS);
        }
        return;
      }
      playSound('error');
      if (outcome.redirectToLogin) {
        latest.current.onUnauthorized(outcome.message);
        return;
      }
      setStage('error');
      forgetTimer.current = setTimeout(() => {
        if (code !== null && currentCode.current === code) currentCode.current = null;
      }, TIMINGS.failedScanForgetMs);
    },
    [openScanner],
  );

  const verify = useCallback(
    async (code: string) => {
      if (currentCode.current === code) return;
      clearTimeout(forgetTimer.current);
      clearTimeout(resumeTimer.current);
      currentCode.current = code;
      setStage('verifying');
      const outcome = await verifyAtDoor(code, latest.current.event, (late) => {
        // The server answered after the device refused: an admission it made is shown if the
        // refusal is still on screen (the guest is still at the door).
        if (late.kind === 'success' && latest.current.stage === 'error' && currentCode.current === code) {
          show(late, code);
        }
      });
      show(outcome, code);
    },
    [show],
  );

  /** Admission from the look-up list (the ID cards were compared): the same dialogs as a scan. */
  const admit = useCallback(
    async (bookingId: string, ticketIds: string[]) => {
      const event = latest.current.event;
      if (!event) return;
      clearTimeout(forgetTimer.current);
      clearTimeout(resumeTimer.current);
      currentCode.current = null;
      setStage('verifying');
      show(await admitFromList(bookingId, ticketIds, event), null);
    },
    [show],
  );

  const close = useCallback(() => {
    clearTimeout(resumeTimer.current);
    if (latest.current.stage === 'success') currentCode.current = null;
    setStage('idle');
  }, []);

  return { stage, result, verify, admit, isIgnored, openScanner, close };
}
