import { Link, useParams } from 'react-router-dom';
import { hrefs } from '@renderer/lib/paths';
import { LoginRequired, useAuthStore, useUnreadMessages } from '@renderer/features/auth';
import { useHotelStore } from '@renderer/features/hotel';
import { useT } from '@renderer/lib/i18n';
import { ConversationView } from './conversation-view';
import { useRecipients, type RecipientEntry } from './use-recipients';
import './messages.css';

function Conversation({ recipient }: { recipient: RecipientEntry | undefined }) {
  const t = useT();
  const loggedIn = useAuthStore((s) => s.token !== null);
  if (!loggedIn) return <LoginRequired />;
  if (!recipient) return <p className="page conversation-note">{t('messages.unknownRecipient')}</p>;
  return <ConversationView key={recipient.id} recipient={recipient} />;
}

/** `/messages`: the one recipient's conversation; with several, the list of them under the route's own title. */
export function MessagesRoute() {
  const recipients = useRecipients();
  if (recipients.length > 1) return <RecipientsRoute />;
  return <Conversation recipient={recipients[0]} />;
}

/** `/messages/{recipient}`. */
export function RecipientConversationRoute() {
  const { recipient } = useParams();
  const recipients = useRecipients();
  return <Conversation recipient={recipients.find((r) => r.id === recipient)} />;
}

/** `/guest/message`: the peninsula theme's one conversation, with `penchatRecipientId`. */
export function GuestMessageRoute() {
  const recipients = useRecipients();
  const configured = useHotelStore((s) => s.config?.penchatRecipientId);
  return <Conversation recipient={recipients.find((r) => r.id === configured) ?? recipients[0]} />;
}

function RecipientLink({ recipient }: { recipient: RecipientEntry }) {
  const t = useT();
  const unread = useUnreadMessages(recipient.id);
  return (
    <Link to={hrefs.messagesRecipient(recipient.id)} className="recipient" data-testid="recipient">
      <span>{recipient.title}</span>
      {unread > 0 ? (
        <span className="unread-badge" data-testid="unread">
          <span aria-hidden="true">{unread}</span>
          <span className="visually-hidden">{t('messages.unread', { count: unread })}</span>
        </span>
      ) : null}
    </Link>
  );
}

/** `/recipients`: whom the guest can write to, with their unread counts. */
export function RecipientsRoute() {
  const t = useT();
  const loggedIn = useAuthStore((s) => s.token !== null);
  const recipients = useRecipients();
  if (!loggedIn) return <LoginRequired />;
  return (
    <section className="page recipients">
      <p>{t('messages.chooseRecipient')}</p>
      <ul className="recipient-list">
        {recipients.map((recipient) => (
          <li key={recipient.id}>
            <RecipientLink recipient={recipient} />
          </li>
        ))}
      </ul>
    </section>
  );
}
