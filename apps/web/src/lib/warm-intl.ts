import { CAIRO_TIME_ZONE, CURRENCY } from '@app/shared';
import { nextTask } from './next-task';

const LOCALE = 'ar-EG';
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { timeZone: CAIRO_TIME_ZONE, dateStyle: 'long' };
const PRICE_OPTIONS: Intl.NumberFormatOptions = { style: 'currency', currency: CURRENCY };

/** A worker that makes one formatter of each kind and says so: the whole of its script. */
const WARM_WORKER_SOURCE = `new Intl.DateTimeFormat(${JSON.stringify(LOCALE)}, ${JSON.stringify(DATE_OPTIONS)}).format(0);
new Intl.NumberFormat(${JSON.stringify(LOCALE)}, ${JSON.stringify(PRICE_OPTIONS)}).format(0);
postMessage(0);`;

/** Past this the page goes on without the worker: its first formatter then loads the data itself. */
const WORKER_PATIENCE_MS = 1500;

/**
 * The first Intl formatter of a page loads ICU's data for its locale and Cairo's time-zone rules: on a
 * slow phone over 100 ms in one task, whichever task makes it (the events pages' first render). ICU keeps
 * that data for the whole renderer process, so a worker loads it on another core while the page paints,
 * and every formatter on the page is then cheap (under 1 ms instead of 25 to 45 ms here at full speed).
 * Where no worker can start, the formatters are made here, each in a task of its own.
 */
export function warmIntl(): Promise<void> {
  let worker: Worker;
  let url: string;
  try {
    url = URL.createObjectURL(new Blob([WARM_WORKER_SOURCE], { type: 'text/javascript' }));
    worker = new Worker(url);
  } catch {
    return warmOnThisThread();
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(patience);
      worker.terminate();
      URL.revokeObjectURL(url);
      resolve();
    };
    const patience = setTimeout(done, WORKER_PATIENCE_MS);
    worker.onmessage = done;
    worker.onerror = done;
  });
}

async function warmOnThisThread(): Promise<void> {
  await nextTask();
  new Intl.DateTimeFormat(LOCALE, DATE_OPTIONS).format(0);
  await nextTask();
  new Intl.NumberFormat(LOCALE, PRICE_OPTIONS).format(0);
}
