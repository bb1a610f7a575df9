export interface OfflineQueue {
  /** Resolves at once when online; while offline, waits for the connection to return. */
  whenOnline: () => Promise<void>;
  /** The connection is back: release the waiting calls in order, then refresh once if any waited. */
  reconnected: () => Promise<void>;
  pending: () => number;
}

/** Part 1 §4 Network: calls made while offline are deferred, run on reconnect, followed by a refresh. */
export function createOfflineQueue(isOnline: () => boolean, refresh: () => void | Promise<void>): OfflineQueue {
  let waiting: (() => void)[] = [];
  return {
    whenOnline: () => (isOnline() ? Promise.resolve() : new Promise<void>((release) => waiting.push(release))),
    async reconnected() {
      const released = waiting;
      waiting = [];
      for (const release of released) release();
      if (released.length > 0) {
        // Let the released calls go out before the refresh reads fresh state.
        await Promise.resolve();
        await refresh();
      }
    },
    pending: () => waiting.length,
  };
}
