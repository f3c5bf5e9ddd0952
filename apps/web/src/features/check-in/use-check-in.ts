import { TIMINGS } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { verifyQrCode } from './api/verify-qr';
import { playSound } from './sounds';
import type { VerifyOutcome } from './verify-response';

/** SPEC.md section 4: idle, scanning (panel open), verifying, then the success or error dialog. */
export type CheckInStage = 'idle' | 'scanning' | 'verifying' | 'success' | 'error';

/**
 * The attendance screen's state machine. The same code is ignored while it is being handled;
 * after a failure it is forgotten 3 s later, so the same ticket can be tried again.
 */
export function useCheckIn(onUnauthorized: (message: string) => void) {
  const [stage, setStage] = useState<CheckInStage>('idle');
  const [result, setResult] = useState<VerifyOutcome | null>(null);
  const currentCode = useRef<string | null>(null);
  const forgetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unauthorized = useRef(onUnauthorized);
  unauthorized.current = onUnauthorized;

  useEffect(() => () => clearTimeout(forgetTimer.current), []);

  const isIgnored = useCallback((code: string) => currentCode.current === code, []);

  /** `typed`: a reference code staff entered by hand is always sent, even right after a failure. */
  const verify = useCallback(async (code: string, typed = false) => {
    if (currentCode.current === code && !typed) return;
    clearTimeout(forgetTimer.current);
    currentCode.current = code;
    setStage('verifying');
    const outcome = await verifyQrCode(code);
    setResult(outcome);
    if (outcome.kind === 'success') {
      playSound('success');
      setStage('success');
      return;
    }
    playSound('error');
    if (outcome.redirectToLogin) {
      unauthorized.current(outcome.message);
      return;
    }
    setStage('error');
    forgetTimer.current = setTimeout(() => {
      if (currentCode.current === code) currentCode.current = null;
    }, TIMINGS.failedScanForgetMs);
  }, []);

  /** Opens the scanner panel (the 'تحقق', retry and scan-another buttons). */
  const openScanner = useCallback(() => {
    // A success is final for that code: showing the same ticket again asks the server again.
    if (stage === 'success') currentCode.current = null;
    setStage('scanning');
  }, [stage]);

  const close = useCallback(() => {
    if (stage === 'success') currentCode.current = null;
    setStage('idle');
  }, [stage]);

  return { stage, result, verify, isIgnored, openScanner, close };
}
