type Reset = () => void;

const resets = new Set<Reset>();

/** Session stores register here so logout and checkout wipe every trace of the guest. */
export function registerSessionReset(reset: Reset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetSession(): void {
  for (const reset of resets) reset();
}
