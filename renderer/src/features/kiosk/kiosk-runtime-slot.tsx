import { lazy, Suspense, useEffect } from 'react';
import { watchPersonFocus } from '@renderer/features/keyboard';

const KioskRuntime = lazy(() => import('./kiosk-runtime').then((m) => ({ default: m.KioskRuntime })));

/** Room mode's background services in their own chunk, with the remote-state client and the keyboard behind it. */
export function KioskRuntimeSlot({ screensaver }: { screensaver: string }) {
  // Before the chunk arrives: a field a person touches meanwhile gets the keyboard once it has loaded.
  useEffect(watchPersonFocus, []);
  return (
    <Suspense fallback={null}>
      <KioskRuntime screensaver={screensaver} />
    </Suspense>
  );
}
