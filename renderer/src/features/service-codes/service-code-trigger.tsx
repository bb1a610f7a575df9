import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { withFeatureTexts } from '@renderer/lib/i18n';
import { createTapCounter } from './tap-counter';

/** The entry and the codes load on the seventh tap, not with the first screen. */
const ServiceCodeDialog = lazy(withFeatureTexts(() => import('./service-code-dialog').then((m) => ({ default: m.ServiceCodeDialog }))));

/** Wraps the sidebar's version: seven quick taps open the service code entry. */
export function ServiceCodeTrigger({ children, onNavigate }: { children: ReactNode; onNavigate?: () => void }) {
  const counter = useRef(createTapCounter());
  const [open, setOpen] = useState(false);

  return (
    <>
      <button type="button" className="version-tap" onClick={() => counter.current.tap() && setOpen(true)}>
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ServiceCodeDialog onClose={() => setOpen(false)} onNavigate={onNavigate} />
        </Suspense>
      )}
    </>
  );
}
