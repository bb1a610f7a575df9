import { lazy, Suspense } from 'react';

const KioskRuntime = lazy(() => import('./kiosk-runtime').then((m) => ({ default: m.KioskRuntime })));

/** Room mode's background services in their own chunk, with the remote-state client and the keyboard behind it. */
export function KioskRuntimeSlot({ screensaver }: { screensaver: string }) {
  return (
    <Suspense fallback={null}>
      <KioskRuntime screensaver={screensaver} />
    </Suspense>
  );
}
