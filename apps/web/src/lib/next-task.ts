/** Resolves in a task of its own: the browser may paint and answer input before what follows runs. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
