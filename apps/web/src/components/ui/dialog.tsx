import { lazy, Suspense, useEffect, useState } from 'react';
import type { DialogProps } from './dialog-body';

export type { DialogProps } from './dialog-body';

const loadDialog = () => import('./dialog-body');
const DialogBody = lazy(() => loadDialog().then((module) => ({ default: module.DialogBody })));

/** Loads the dialog's code once the browser is idle (or soon, where it cannot say when it is). */
function loadWhenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void loadDialog(), { timeout: 5000 });
  else setTimeout(() => void loadDialog(), 2000);
}

/**
 * Modal dialog (dialog-body.tsx). Radix's dialog is about 14 KiB of the booker's page, and a dialog is
 * closed when a page first paints: its code stays out of the first load, arrives once the page is
 * idle, and a dialog opened before that waits for it.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(loadWhenIdle, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogBody {...props} />
    </Suspense>
  );
}
