import { CAIRO_TIME_ZONE, CURRENCY } from '@app/shared';
import { nextTask } from './next-task';

/**
 * The first Intl formatter of a page loads ICU's data for its locale and Cairo's time-zone rules: on
 * a slow phone about 60 ms, which lands in whichever task makes it (the events pages' module
 * evaluation). Made here first, each in a task of its own, they leave every later formatter cheap.
 */
export async function warmIntl(): Promise<void> {
  await nextTask();
  new Intl.DateTimeFormat('ar-EG', { timeZone: CAIRO_TIME_ZONE, dateStyle: 'long' }).format(0);
  await nextTask();
  new Intl.NumberFormat('ar-EG', { style: 'currency', currency: CURRENCY }).format(0);
}
