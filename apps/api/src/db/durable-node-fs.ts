import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * docs/decisions.md#durable-answers, "Durable": PGlite 0.5 starts PostgreSQL with `-F` (fsync = off), and its
 * Node filesystem (Emscripten's NODEFS) has no fsync operation, so a commit reached the page cache
 * only: 300 bookings made 1,765 writes and no fsync at all (electric-sql/pglite#1107).
 *
 * Here PostgreSQL runs with fsync on and `wal_sync_method = fsync` (Emscripten's fdatasync is a
 * no-op; its fsync reaches the stream's `fsync` operation), and NODEFS gets the operation it lacks:
 * a real fsync of the host file (or directory). PostgreSQL then flushes the write-ahead log once per
 * commit, before the commit returns, and the data files at each checkpoint, as it does on a server.
 * A booking round is one transaction, so it flushes once for the whole round.
 */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

type NodefsStream = { nfd?: number; node: unknown };
type EmscriptenModule = {
  NODEFS: {
    stream_ops: Record<string, unknown>;
    realPath: (node: unknown) => string;
    tryFSOperation: <T>(operation: () => T) => T;
  };
};

/** Flushes a host file (open descriptor) or directory (opened for the purpose) to the disk. */
function flush(NODEFS: EmscriptenModule['NODEFS'], stream: NodefsStream): number {
  return NODEFS.tryFSOperation(() => {
    if (stream.nfd !== undefined) {
      fs.fsyncSync(stream.nfd);
      return 0;
    }
    // NODEFS opens no host descriptor for a directory; PostgreSQL fsyncs directories after a rename.
    const fd = fs.openSync(NODEFS.realPath(stream.node), 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    return 0;
  });
}

export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const options = result.emscriptenOpts as { preRun?: ((mod: EmscriptenModule) => void)[] };
    options.preRun = [
      ...(options.preRun ?? []),
      (mod) => {
        const NODEFS = mod.NODEFS;
        NODEFS.stream_ops.fsync = (stream: NodefsStream) => flush(NODEFS, stream);
      },
    ];
    return result;
  }
}
