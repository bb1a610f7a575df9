import { useState, type FormEvent } from 'react';
import { useConsole } from '../console-context';
import { ageText, tvText } from '../console-logic';
import type { Room, ScreenStatus } from '../operator-api';
import { runAction } from '../run-action';
import { useRefreshed } from '../use-refreshed';

const guestName = (guest: NonNullable<Room['guest']>) => [guest.guestTitle, guest.guestFirstName, guest.guestName].filter(Boolean).join(' ');

export function RoomsSection() {
  const context = useConsole();
  const { api, signOut } = context;
  const rooms = useRefreshed(() => Promise.all([api.rooms(), api.status()]), () => signOut(), [api]);
  const [roomList, statusList] = rooms.data ?? [{ rooms: [] }, { rooms: [] }];
  const act = async (action: () => Promise<unknown>, done: string) => {
    if (await runAction(context, action, done)) await rooms.reload();
  };

  return (
    <>
      {rooms.error && <p role="alert">{rooms.error}</p>}
      <table className="rooms">
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">Guest</th>
            <th scope="col">Screens</th>
            <th scope="col">TV</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {roomList.rooms.map((room) => (
            <tr key={room.number} data-testid={`room-${room.number}`}>
              <th scope="row">{room.number}</th>
              <td>{room.guest ? guestName(room.guest) : <span className="muted">Empty</span>}</td>
              <td>
                <Screens room={room} status={statusList.rooms.filter((s) => s.room === room.number)} />
              </td>
              <td>{room.tvIndexes.length > 0 ? <RoomTvState room={room.number} /> : <span className="muted">No TV</span>}</td>
              <td className="actions">
                {room.guest ? (
                  <button type="button" onClick={() => act(() => api.checkout(room.number), `Room ${room.number} is checked out.`)}>
                    Check out
                  </button>
                ) : (
                  <CheckinForm room={room.number} onCheckin={(name) => act(() => api.checkin(room.number, name), `${name} is checked in to room ${room.number}.`)} />
                )}
                {room.registrations.length > 0 && (
                  <button type="button" className="quiet" onClick={() => act(() => api.clearRegistration(room.number), `The screens of room ${room.number} are unregistered.`)}>
                    Clear screens
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Screens({ room, status }: { room: Room; status: ScreenStatus[] }) {
  if (room.registrations.length === 0) return <span className="muted">None registered</span>;
  return (
    <ul className="plain">
      {room.registrations.map((registration) => {
        const report = status.find((s) => s.tvIndex === registration.tvIndex && s.mac === registration.mac);
        return (
          <li key={`${registration.tvIndex}-${registration.mac}`}>
            Screen {registration.tvIndex} <span className="muted">{registration.mac}</span>
            {' · '}
            {report ? <span title={JSON.stringify(report.report, null, 2)}>reported {ageText(report.agoSeconds)}</span> : <span className="muted">no status report yet</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** The room's TVs as the backend knows them, refreshed with the rest of the console. */
function RoomTvState({ room }: { room: string }) {
  const { api, signOut } = useConsole();
  const tv = useRefreshed(async () => ({ ...(await api.tv(room)), readAt: Date.now() }), () => signOut(), [api, room]);
  if (tv.error) return <span className="muted">{tv.error}</span>;
  const data = tv.data;
  if (!data) return null;
  return (
    <ul className="plain" data-testid={`room-tv-${room}`}>
      {data.tvs.map((one) => (
        <li key={one.tvId}>{tvText(one, data.readAt)}</li>
      ))}
      <li className="muted">
        {data.screenOnline ? 'A TV-mode screen answers for the room' : data.simulator ? 'The simulator answers for the room' : 'Nothing answers for the room'}
      </li>
    </ul>
  );
}

function CheckinForm({ room, onCheckin }: { room: string; onCheckin: (name: string) => void }) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onCheckin(name.trim());
  };
  return (
    <form className="inline" onSubmit={submit}>
      <label htmlFor={`checkin-${room}`} className="visually-hidden">
        Last name of the guest for room {room}
      </label>
      <input id={`checkin-${room}`} placeholder="Last name" value={name} onChange={(e) => setName(e.target.value)} />
      <button type="submit" disabled={!name.trim()}>
        Check in
      </button>
    </form>
  );
}
