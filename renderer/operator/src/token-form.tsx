import { useState, type FormEvent } from 'react';

export function TokenForm({ hotel, notice, onToken }: { hotel: string; notice: string | undefined; onToken: (token: string) => void }) {
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) onToken(token.trim());
  };
  return (
    <main className="token-page">
      <form className="card token-form" onSubmit={submit} aria-labelledby="token-title">
        <h1 id="token-title">Front desk of {hotel}</h1>
        <p>Enter the operator token that <code>npm start</code> printed for this hotel.</p>
        {notice && (
          <p className="notice" role="alert">
            {notice}
          </p>
        )}
        <label htmlFor="operator-token">Operator token</label>
        <input id="operator-token" type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} autoFocus />
        <button type="submit" disabled={!token.trim()}>
          Open the console
        </button>
      </form>
    </main>
  );
}
