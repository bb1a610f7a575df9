import { useState, type FormEvent } from 'react';
import { useConsole } from '../console-context';
import { runAction } from '../run-action';
import { useRefreshed } from '../use-refreshed';

export function InstallationSection() {
  const context = useConsole();
  const { api, signOut } = context;
  const state = useRefreshed(() => Promise.all([api.installationMode(), api.registrations()]), () => signOut(), [api]);
  const [minutes, setMinutes] = useState('30');
  const [mode, requests] = state.data ?? [undefined, { requests: [] }];
  const pending = requests.requests.filter((r) => r.status === 'pending');
  const act = async <T,>(action: () => Promise<T>, done: string) => {
    if (await runAction(context, action, done)) await state.reload();
  };
  const open = (event: FormEvent) => {
    event.preventDefault();
    void act(() => api.setInstallationMode(true, Number(minutes)), `Installation mode is open for ${minutes} minutes.`);
  };

  return (
    <>
      {state.error && <p role="alert">{state.error}</p>}
      <p data-testid="installation-state">
        {mode === undefined
          ? 'Loading…'
          : mode.installationMode
            ? `Open until ${new Date(mode.until!).toLocaleTimeString('en-GB')}: new screens register without confirmation.`
            : 'Closed: a screen that registers waits for your confirmation below.'}
      </p>
      <form className="inline" onSubmit={open}>
        <label htmlFor="installation-minutes">Minutes</label>
        <input id="installation-minutes" type="number" min={1} max={480} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        <button type="submit">Open installation mode</button>
        {mode?.installationMode && (
          <button type="button" className="quiet" onClick={() => act(() => api.setInstallationMode(false), 'Installation mode is closed.')}>
            Close now
          </button>
        )}
      </form>
      <h3>Screens waiting for confirmation</h3>
      {pending.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul className="plain">
          {pending.map((request) => (
            <li key={request.id} className="card">
              Room {request.room}, screen {request.tvIndex} <span className="muted">{request.mac} · {request.ip} · {new Date(request.requestedAt).toLocaleString('en-GB')}</span>
              <div className="actions">
                <button type="button" onClick={() => act(() => api.decide(request.id, 'confirm'), `Screen ${request.tvIndex} of room ${request.room} confirmed.`)}>
                  Confirm
                </button>
                <button type="button" className="quiet" onClick={() => act(() => api.decide(request.id, 'refuse'), `Screen ${request.tvIndex} of room ${request.room} refused.`)}>
                  Refuse
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
