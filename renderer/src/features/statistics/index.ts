/** Page statistics load after the first paint; only a device with a room number counts. */
export const startStatistics = (onNavigation: (listener: (pathname: string) => void) => () => void): Promise<() => void> =>
  import('./start-statistics').then((m) => m.startStatistics(onNavigation));
