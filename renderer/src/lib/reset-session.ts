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

type Farewell = (token: string) => Promise<void>;

const farewells = new Set<Farewell>();

/** The longest logout holds back the token's revocation for the calls a session still owes the server. */
const FAREWELL_WAIT_MS = 5_000;

/**
 * A call a session owes the server with its token before logout revokes it (unregistering a door-key install). It
 * reads what it needs synchronously: the session stores are reset right after it starts.
 */
export function registerTokenFarewell(farewell: Farewell): () => void {
  farewells.add(farewell);
  return () => farewells.delete(farewell);
}

/** Starts every farewell with the token; settles when all have, or after FAREWELL_WAIT_MS. */
export function sayFarewells(token: string): Promise<void> {
  if (farewells.size === 0) return Promise.resolve();
  const all = Promise.allSettled([...farewells].map((farewell) => farewell(token)));
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FAREWELL_WAIT_MS);
    void all.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
