import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, dataDirOwner, lockDataDir } from './data-dir-lock';

/** The DATA_DIR lock that keeps a second server, a backup or a restore off a running embedded database. */
describe('DATA_DIR lock', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const fresh = () => (dir = mkdtempSync(path.join(os.tmpdir(), 'api-lock-')));
  const leave = (owner: object) => writeFileSync(path.join(dir, 'server.json'), JSON.stringify(owner));

  it('is held by one living process at a time, and let go on release', () => {
    fresh();
    const lock = lockDataDir(dir, { role: 'server' });
    lock.update({ url: 'http://127.0.0.1:3000' });
    expect(dataDirOwner(dir)).toMatchObject({
      pid: process.pid,
      role: 'server',
      url: 'http://127.0.0.1:3000',
    });
    lock.release();
    expect(dataDirOwner(dir)).toBeUndefined();
  });

  it('refuses while another living process holds it', () => {
    fresh();
    // pid 1 lives as long as the machine (or container) does.
    leave({ pid: 1, role: 'server' });
    expect(() => lockDataDir(dir, { role: 'restore' })).toThrow(DataDirInUse);
  });

  it('is taken over from a process killed with -9, or from one whose pid was reused since', () => {
    fresh();
    leave({ pid: 2 ** 22 + 12_345, role: 'server' });
    expect(dataDirOwner(dir)).toBeUndefined();
    expect(() => lockDataDir(dir, { role: 'backup' }).release()).not.toThrow();
    if (process.platform !== 'linux') return;
    leave({ pid: 1, started: 'long ago', role: 'server' });
    expect(dataDirOwner(dir)).toBeUndefined();
  });
});
