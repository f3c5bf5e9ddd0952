import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import type { DialogProps } from './dialog-body';

export type { DialogProps } from './dialog-body';

type DialogModule = typeof import('./dialog-body');

let loaded: DialogModule | undefined;
let loading: Promise<DialogModule> | undefined;

/** One download of the dialog's code; a failed one (a dropped connection) is tried again next time. */
function loadDialog(): Promise<DialogModule> {
  loading ??= import('./dialog-body').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Loads the dialog's code once the browser is idle (or soon, where it cannot say when it is). */
function loadWhenIdle() {
  if (loading) return;
  return whenIdle(() => void loadDialog().catch(() => {}));
}

/**
 * Modal dialog (dialog-body.tsx). Radix's dialog is about 14 KiB of the booker's page, and a dialog is
 * closed when a page first paints: its code stays out of the first load and arrives once the page is
 * idle. A dialog opened before that shows as soon as the code is here, retried every second if the
 * network drops it.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  const [arrived, setArrived] = useState(loaded);
  const body = arrived ?? loaded;
  if (props.open && !opened) setOpened(true);
  useEffect(loadWhenIdle, []);
  useEffect(() => {
    if (!opened || body) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () =>
      loadDialog().then(
        (module) => live && setArrived(module),
        () => {
          if (live) retry = setTimeout(attempt, 1000);
        },
      );
    attempt();
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [opened, body]);
  if (!opened || !body) return null;
  return <body.DialogBody {...props} />;
}
