import type { App } from '../app';
import type { Job } from './scheduler';

/** The periodic jobs of this server; each issue that needs one adds it here. */
export function serverJobs(_app: App): Job[] {
  return [];
}
