import { useState, type FormEvent } from 'react';
import { useConsole } from '../console-context';
import { totalUnread, unreadByRecipient } from '../console-logic';
import type { RoomMessages } from '../operator-api';
import { runAction } from '../run-action';
import { useRefreshed } from '../use-refreshed';

/** Every occupied room's conversations, unread guest messages first in mind: the room list shows their counts. */
export function ConversationsSection() {
  const { api, signOut } = useConsole();
  const overview = useRefreshed(
    async () => {
      const { rooms } = await api.rooms();
      const occupied = rooms.filter((room) => room.guest);
      const threads = await Promise.all(occupied.map((room) => api.messages(room.number)));
      return occupied.map((room, i) => ({ room: room.number, guest: room.guest!.guestName, thread: threads[i]! }));
    },
    () => signOut(),
    [api],
  );
  const [selected, setSelected] = useState<string>();
  const rooms = overview.data ?? [];
  const current = rooms.find((r) => r.room === selected) ?? rooms.find((r) => totalUnread(r.thread.messages) > 0) ?? rooms[0];

  return (
    <div className="split">
      {overview.error && <p role="alert">{overview.error}</p>}
      <nav aria-label="Rooms with a guest" className="room-list">
        {rooms.length === 0 && <p className="muted">Nobody is staying.</p>}
        {rooms.map(({ room, guest, thread }) => {
          const unread = totalUnread(thread.messages);
          return (
            <button key={room} type="button" aria-current={room === current?.room ? 'true' : undefined} onClick={() => setSelected(room)}>
              Room {room} · {guest}
              {unread > 0 && (
                <span className="badge" aria-label={`${unread} unread`}>
                  {unread}
                </span>
              )}
            </button>
          );
        })}
      </nav>
      {current && <Thread key={current.room} room={current.room} thread={current.thread} onSent={overview.reload} />}
    </div>
  );
}

function Thread({ room, thread, onSent }: { room: string; thread: RoomMessages; onSent: () => Promise<void> }) {
  const context = useConsole();
  const unread = unreadByRecipient(thread.messages);
  const [recipient, setRecipient] = useState(thread.recipients.find((r) => unread[r.id])?.id ?? thread.recipients[0]?.id ?? '');
  const [text, setText] = useState('');
  const messages = thread.messages.filter((m) => m.categoryId === recipient);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await runAction(context, () => context.api.reply(room, recipient, text.trim()), `Reply sent to room ${room}.`)) {
      setText('');
      await onSent();
    }
  };
  const titleOf = (r: RoomMessages['recipients'][number]) => r.titles.en ?? Object.values(r.titles)[0] ?? r.id;

  return (
    <section className="thread" aria-label={`Conversation with room ${room}`}>
      <div role="tablist" aria-label="Who the guest writes to">
        {thread.recipients.map((r) => (
          <button key={r.id} type="button" role="tab" aria-selected={r.id === recipient} onClick={() => setRecipient(r.id)}>
            {titleOf(r)}
            {unread[r.id] ? (
              <span className="badge" aria-label={`${unread[r.id]} unread`}>
                {unread[r.id]}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <ol className="messages" aria-label="Messages">
        {messages.length === 0 && <li className="muted">No messages yet.</li>}
        {messages.map((m) => (
          <li key={m.id} className={m.fromGuest ? 'from-guest' : 'from-hotel'} data-unread={m.fromGuest && !m.wasRead ? 'true' : undefined}>
            <span className="who">{m.fromGuest ? 'Guest' : 'Hotel'}</span> <time dateTime={m.time}>{new Date(m.time).toLocaleString('en-GB')}</time>
            {m.fromGuest && !m.wasRead && <strong className="unread-mark"> · unread</strong>}
            {!m.fromGuest && <span className="muted"> · {m.wasRead ? 'read by the guest' : 'not read yet'}</span>}
            <p>{m.text}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={send} className="reply">
        <label htmlFor="reply-text">Reply to room {room}</label>
        <textarea id="reply-text" rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" disabled={!text.trim() || !recipient}>
          Send reply
        </button>
      </form>
    </section>
  );
}
