/// <reference lib="webworker" />
import {
  parseSnapshot,
  type SnapshotJob,
  type SnapshotJobResult,
  storeSnapshotAnswer,
} from './snapshot-store';

/**
 * The door's big snapshot answers are read and stored here, off the page's thread: parsing the whole
 * list of a 50,000-ticket event alone is a task of seconds on a phone (docs/api/big-events.md#snapshot-changes).
 */
self.onmessage = async (message: MessageEvent<SnapshotJob>) => {
  const { eventId, held, body, etag } = message.data;
  let result: SnapshotJobResult;
  try {
    result = { ok: true, refresh: await storeSnapshotAnswer(eventId, held, parseSnapshot(body), etag) };
  } catch (error) {
    result = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(result);
};
