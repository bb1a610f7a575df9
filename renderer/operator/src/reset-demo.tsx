import { useState } from 'react';
import { useConsole } from './console-context';
import { demoResetText } from './console-logic';
import { runAction } from './run-action';

/** The header's "Reset the demo": asks first, then resets the hotel's demo data and has the console load it again. */
export function ResetDemo({ onReset }: { onReset: () => void }) {
  const context = useConsole();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    setBusy(true);
    const done = await runAction(context, () => context.api.resetDemo(), demoResetText);
    setBusy(false);
    setAsking(false);
    if (done) onReset();
  };

  return (
    <div className="reset">
      <button type="button" className="quiet" aria-expanded={asking} onClick={() => setAsking(true)}>
        Reset the demo
      </button>
      {asking && (
        <div className="card confirm" role="alertdialog" aria-labelledby="reset-title" aria-describedby="reset-text">
          <h2 id="reset-title">Reset the demo?</h2>
          <p id="reset-text">
            This restores the demo’s guests as they were at installation: everyone staying now is checked out, and the demo’s own guests check in again
            with their first bills, their loyalty points and no orders. Spa bookings are cleared; rooms and registered screens stay as they are.
          </p>
          <div className="actions">
            <button type="button" disabled={busy} onClick={() => void reset()}>
              Reset now
            </button>
            <button type="button" className="quiet" disabled={busy} onClick={() => setAsking(false)} autoFocus>
              Keep the data
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
