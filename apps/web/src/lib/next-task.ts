type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own: the browser may paint and answer input before what follows runs.
 * scheduler.yield where the browser has it (its continuation goes ahead of unrelated tasks, and a
 * chain of them is not slowed as nested timers are, to 4 ms each), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
