import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_TEXT_MAX_CHARS } from '@common/api';
import { useHotelStore } from '@renderer/features/hotel';
import { useLanguageStore } from '@renderer/features/language';
import { PushPrompt } from '@renderer/features/push';
import { useDeviceStore } from '@renderer/features/room';
import { useT } from '@renderer/lib/i18n';
import { MessageText } from './message-text';
import { messageTime } from './message-time';
import { loadConversation, retry, send, setOpenConversation, useMessagesStore } from './messages-store';
import type { RecipientEntry } from './use-recipients';

const NO_MESSAGES: never[] = [];

/** One conversation: the guest's and the hotel's bubbles, sending and failed states, and the box to write in. */
export function ConversationView({ recipient }: { recipient: RecipientEntry }) {
  const t = useT();
  const id = useId();
  const language = useLanguageStore((s) => s.language);
  const clock = useHotelStore((s) => s.config?.time?.format);
  const onPhone = useDeviceStore((s) => s.mode === 'phone');
  const messages = useMessagesStore((s) => s.conversations[recipient.id] ?? NO_MESSAGES);
  const status = useMessagesStore((s) => s.status[recipient.id]);
  const allPending = useMessagesStore((s) => s.pending);
  const pending = allPending.filter((p) => p.recipientId === recipient.id);
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    setOpenConversation(recipient.id);
    void loadConversation(recipient.id);
    return () => setOpenConversation(null);
  }, [recipient.id]);

  const count = messages.length + pending.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    setText('');
    void send(recipient.id, trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit();
  };

  return (
    <section className="page conversation" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="conversation-title">
        {recipient.title}
      </h2>
      {status === 'failed' && messages.length === 0 ? (
        <p className="conversation-note" role="alert">
          {t('messages.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void loadConversation(recipient.id)}>
            {t('messages.retry')}
          </button>
        </p>
      ) : null}
      {status === 'ready' && count === 0 ? <p className="conversation-note">{t('messages.empty')}</p> : null}
      {onPhone ? <PushPrompt /> : null}
      <ol className="bubbles" aria-live="polite" aria-relevant="additions" aria-busy={status === 'loading'} data-testid="conversation">
        {messages.map((message) => (
          <li key={message.id} className={`bubble ${message.fromGuest ? 'from-guest' : 'from-hotel'}`} data-testid="message">
            <span className="visually-hidden">{message.fromGuest ? t('messages.you') : recipient.title}: </span>
            <MessageText text={message.text} />
            <time dateTime={message.time}>{messageTime(message.time, language, undefined, clock)}</time>
          </li>
        ))}
        {pending.map((message) => (
          <li key={message.clientId} className={`bubble from-guest ${message.state}`} data-testid="message" data-state={message.state}>
            <span className="visually-hidden">{t('messages.you')}: </span>
            <MessageText text={message.text} />
            {message.state === 'sending' ? (
              <span className="bubble-state">{t('messages.sending')}</span>
            ) : (
              <span className="bubble-state" role="alert">
                {t('messages.notSent')}{' '}
                <button type="button" className="link-button" onClick={() => void retry(message.clientId)}>
                  {t('messages.retry')}
                </button>
              </span>
            )}
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="bubbles-end" />
      </ol>
      <form className="compose" onSubmit={submit}>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('messages.writeTo', { name: recipient.title })}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          maxLength={MESSAGE_TEXT_MAX_CHARS}
          rows={2}
          placeholder={t('messages.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" disabled={text.trim() === ''}>
          {t('messages.send')}
        </button>
      </form>
    </section>
  );
}
