/** The backups module's door: the service the app and the CLI run, and the data directory's lock. */
export * from './archive';
export * from './backups.service';
export * from './data-dir-lock';
export { runPgDump } from './pg-dump';
