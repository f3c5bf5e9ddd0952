import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { failedStart } from './server-process';

/**
 * docs/operations.md#faults: a start that fails for a full disk or an unwritable DATA_DIR says so in
 * words, not `ErrnoError`. The disk is a small tmpfs of the test's own (mounting needs root; without
 * it the full-disk cases are skipped and the unwritable one uses file modes).
 */
const testDb = inject('testDb');
const isRoot = process.getuid?.() === 0;
const mounts: string[] = [];
const dirs: string[] = [];

function tinyDisk(options: string): string | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tiny-disk-'));
  dirs.push(dir);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  mounts.push(dir);
  return dir;
}

/** Fills the disk until only about `leaveBytes` stay free. */
function fill(dir: string, leaveBytes: number) {
  const { bavail, bsize } = statfsSync(dir);
  const size = Math.max(0, bavail * bsize - leaveBytes);
  if (size > 0) writeFileSync(path.join(dir, 'filler'), Buffer.alloc(size));
}

afterEach(() => {
  for (const dir of mounts.splice(0)) execFileSync('umount', ['-l', dir]);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(testDb.kind !== 'pglite')('a start on a bad DATA_DIR says why in words', () => {
  it.skipIf(!isRoot)('a full disk', { timeout: 180_000 }, async () => {
    const disk = tinyDisk('size=4m');
    if (!disk) return;
    fill(disk, 0);
    const { output } = await failedStart({}, { dataDir: path.join(disk, 'data') });
    expect(output).toMatch(/The disk holding DATA_DIR \(.*\) is full: no space left/);
    expect(output).not.toMatch(/ErrnoError/);
  });

  it.skipIf(!isRoot)(
    'a disk that fills while the embedded database is created',
    { timeout: 180_000 },
    async () => {
      const disk = tinyDisk('size=8m');
      if (!disk) return;
      mkdirSync(path.join(disk, 'data'), { mode: 0o700 });
      // Room for the start's own check, not for a new database (about 40 MB).
      fill(disk, 256 * 1024);
      const { output } = await failedStart({}, { dataDir: path.join(disk, 'data') });
      expect(output).toMatch(/The disk holding DATA_DIR \(.*\) is full: no space left/);
      expect(output).not.toMatch(/ErrnoError/);
    },
  );

  it('a DATA_DIR this user may not write', { timeout: 180_000 }, async () => {
    let dataDir: string;
    if (isRoot) {
      // Root writes through file modes: a read-only file system is what stops it.
      const disk = tinyDisk('size=1m,ro,mode=0700');
      if (!disk) return;
      dataDir = disk;
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'locked-'));
      dirs.push(dir);
      chmodSync(dir, 0o500);
      dataDir = dir;
    }
    const { output } = await failedStart({}, { dataDir });
    expect(output).toMatch(
      isRoot
        ? /DATA_DIR \(.*\) is on a read-only file system/
        : /DATA_DIR \(.*\) is not writable by this user/,
    );
  });
});
