interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Part 1 §7: router prefetch is skipped on 2g or save-data connections. */
export const prefetchAllowed = (connection: ConnectionInfo | undefined): boolean =>
  !connection || (!connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? ''));

/** Warms the likely next route chunks once the first screen is idle. */
export function prefetchRoutes(loaders: readonly (() => Promise<unknown>)[]): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!prefetchAllowed(connection)) return false;
  const run = () => loaders.forEach((load) => void load().catch(() => undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
  return true;
}
