import { ApiError } from '../../../lib/api-client';
import { queueLength, type SnapshotInfo, snapshotInfo, wipeDoorData as wipeDatabase } from './door-db';
import { refreshSnapshot, type SyncedScan, syncQueue } from './door-sync';

/**
 * The door's connection state, shared by the scanner screen's parts (docs/api/check-in.md#the-door):
 * whether the server can be reached, how many scans wait on the device, the device's list, and
 * the sync that sends the queue by itself whenever the server answers again.
 */
export type DoorState = {
  /** The browser says it is online and the last call to the server did not fail on the network. */
  online: boolean;
  /** Scans decided on this device, not yet accepted by the server. */
  queue: number;
  syncing: boolean;
  snapshot: SnapshotInfo | undefined;
  /** Bumped after every sync that sent something: the screen then reloads progress and duplicates. */
  syncVersion: number;
  /** Duplicates the syncs of this screen reported (two doors let one ticket in), until dismissed. */
  newDuplicates: number;
};

const listeners = new Set<() => void>();
let reachable = true;
let state: DoorState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  queue: 0,
  syncing: false,
  snapshot: undefined,
  syncVersion: 0,
  newDuplicates: 0,
};

function set(next: Partial<DoorState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function browserOnline() {
  return typeof navigator === 'undefined' || navigator.onLine;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export const door = {
  getState: (): DoorState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (listeners.size === 1) start();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) stop();
    };
  },

  /** Whether a verification should go to the server first. */
  isOnline: (): boolean => browserOnline() && reachable,

  /** Every call to the server tells how it went: a network failure means offline until one succeeds. */
  reportNetwork(ok: boolean) {
    const wasOnline = state.online;
    reachable = ok;
    set({ online: browserOnline() && ok });
    if (ok && (!wasOnline || state.queue > 0)) void door.sync();
  },

  async refreshQueue() {
    set({ queue: await queueLength().catch(() => state.queue) });
  },

  /** Reloads the door event's list from the server (every minute while online). */
  async refreshList(eventId: string) {
    try {
      await refreshSnapshot(eventId);
      door.reportNetwork(true);
    } catch (error) {
      if (isNetworkError(error)) door.reportNetwork(false);
    }
    set({ snapshot: await snapshotInfo().catch(() => undefined) });
  },

  async loadSnapshotInfo() {
    set({ snapshot: await snapshotInfo().catch(() => undefined) });
  },

  /** Scans whose online verification is still in flight: the sync leaves them for its next turn. */
  held: new Set<string>(),

  /** Sends the queue; one sync at a time, and one more after it when scans were added meanwhile. */
  sync(): Promise<SyncedScan[]> {
    syncing ??= runSync().finally(() => {
      syncing = null;
    });
    return syncing;
  },

  dismissDuplicates() {
    set({ newDuplicates: 0 });
  },
};

let syncing: Promise<SyncedScan[]> | null = null;

async function runSync(): Promise<SyncedScan[]> {
  await door.refreshQueue();
  if (state.queue === 0 || !browserOnline()) return [];
  set({ syncing: true });
  try {
    const results = await syncQueue(door.held);
    reachable = true;
    const duplicates = results.filter((r) => r.outcome === 'duplicate').length;
    set({
      online: browserOnline(),
      syncVersion: results.length > 0 ? state.syncVersion + 1 : state.syncVersion,
      newDuplicates: state.newDuplicates + duplicates,
    });
    return results;
  } catch (error) {
    if (isNetworkError(error)) {
      reachable = false;
      set({ online: false });
    }
    return [];
  } finally {
    set({ syncing: false });
    await door.refreshQueue();
  }
}

const onOnline = () => {
  // The browser has a network again: the sync itself tells whether the server answers.
  reachable = true;
  set({ online: true });
  void door.sync();
};
const onOffline = () => set({ online: false });

function start() {
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  set({ online: browserOnline() && reachable });
  void door.refreshQueue();
  void door.loadSnapshotInfo();
}

function stop() {
  window.removeEventListener('online', onOnline);
  window.removeEventListener('offline', onOffline);
}

/** Logout: the device's list and queue are deleted, and the screen's state forgets them. */
export async function wipeDoorData(): Promise<void> {
  await wipeDatabase();
  door.held.clear();
  set({ queue: 0, snapshot: undefined, newDuplicates: 0 });
}
