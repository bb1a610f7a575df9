import { useState, type FormEvent } from 'react';
import { useConsole } from '../console-context';
import { COMMAND_NAMES, parseCommandData } from '../console-logic';
import { runAction } from '../run-action';

export function CommandSection() {
  const context = useConsole();
  const [room, setRoom] = useState('101');
  const [cmd, setCmd] = useState('goTo');
  const [data, setData] = useState('{"url": "/orders"}');
  const [problem, setProblem] = useState<string>();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCommandData(data);
    if (!parsed.ok) return setProblem(parsed.reason);
    if (!room.trim()) return setProblem('Enter a room number');
    setProblem(undefined);
    await runAction(context, () => context.api.command(room.trim(), cmd, parsed.data), (r) => `${cmd} sent to room ${room.trim()} on its ${r.channel} channel.`);
  };

  return (
    <form className="stack narrow" onSubmit={send} aria-label="Send a command">
      <label>
        Room
        <input value={room} onChange={(e) => setRoom(e.target.value)} inputMode="numeric" />
      </label>
      <label>
        Command
        <select value={cmd} onChange={(e) => setCmd(e.target.value)}>
          {COMMAND_NAMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label>
        Data (JSON object, empty for none)
        <textarea rows={4} className="code" value={data} onChange={(e) => setData(e.target.value)} spellCheck={false} />
      </label>
      {problem && <p role="alert">{problem}</p>}
      <div className="actions">
        <button type="submit">Send command</button>
      </div>
    </form>
  );
}
