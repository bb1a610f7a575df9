type Listener = () => void;

const listeners = new Set<Listener>();

/** Any input, from the page or from the kiosk's system idle reading, restarts the idle timers. */
export function noteActivity(): void {
  for (const listener of listeners) listener();
}

export function onActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
