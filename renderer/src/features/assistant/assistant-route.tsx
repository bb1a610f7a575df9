import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ASSISTANT_QUESTION_MAX_CHARS } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { AnswerCard } from './answer-card';
import { ask } from './ask';
import { useConversationStore } from './conversation-store';
import { useAssistantIndex } from './use-assistant-index';
import './assistant.css';

const SUGGESTIONS = ['breakfast', 'checkout', 'wifi', 'bill'] as const;

/**
 * `/assistant`: the guest asks in their own words and the hotel's content answers, quoted and linked, with the
 * actions one tap away. Every control is a native button, link or field, so touch, keyboard and a TV's arrows and
 * Enter reach them all; a new answer takes the focus.
 */
export function AssistantRoute() {
  const t = useT();
  const index = useAssistantIndex();
  const exchanges = useConversationStore((s) => s.exchanges);
  const phrasing = useHotelStore((s) => s.config?.assistantPhrasing === true);
  const currency = useContentStore((s) => s.structure?.config.currency);
  const [question, setQuestion] = useState('');
  const latest = useRef<HTMLElement>(null);
  const asked = useRef(0);

  useEffect(() => {
    if (asked.current === 0 || exchanges.length !== asked.current) return;
    latest.current?.focus({ preventScroll: true });
    latest.current?.parentElement?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [exchanges.length]);

  // A question asked while the index is still loading waits for it, rather than being lost.
  const waiting = useConversationStore((s) => s.waiting.length > 0);
  useEffect(() => {
    if (!index || !waiting) return;
    for (const text of useConversationStore.getState().takeWaiting()) ask(text, index, { phrasing, lang: index.lang, currency });
    asked.current = useConversationStore.getState().exchanges.length;
  }, [index, waiting, phrasing, currency]);

  const submit = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    useConversationStore.getState().wait(trimmed);
    setQuestion('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(question);
  };

  return (
    <section className="page assistant" aria-labelledby="assistant-title">
      <h1 id="assistant-title">{t('shell.titles.assistant')}</h1>
      <p className="assistant-intro">{t('assistant.intro')}</p>
      {exchanges.length === 0 ? (
        <div className="assistant-suggestions" role="group" aria-label={t('assistant.suggestionsLabel')}>
          {SUGGESTIONS.map((key) => (
            <button key={key} type="button" onClick={() => submit(t(`assistant.suggestions.${key}`))}>
              {t(`assistant.suggestions.${key}`)}
            </button>
          ))}
        </div>
      ) : null}
      <ol className="assistant-log" role="log" aria-label={t('assistant.conversation')} aria-live="polite">
        {exchanges.map((exchange, at) => (
          <li key={exchange.id} className="assistant-exchange">
            <p className="assistant-question">
              <span className="visually-hidden">{t('assistant.you')}: </span>
              {exchange.answer.question}
            </p>
            <AnswerCard exchange={exchange} ref={at === exchanges.length - 1 ? latest : undefined} />
          </li>
        ))}
      </ol>
      <form className="assistant-form" onSubmit={onSubmit}>
        <label htmlFor="assistant-question" className="visually-hidden">
          {t('assistant.questionLabel')}
        </label>
        <input
          id="assistant-question"
          type="text"
          enterKeyHint="send"
          autoComplete="off"
          maxLength={ASSISTANT_QUESTION_MAX_CHARS}
          placeholder={t('assistant.placeholder')}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" className="primary" disabled={question.trim() === ''} aria-busy={waiting}>
          {t('assistant.ask')}
        </button>
      </form>
      {waiting ? (
        <p className="assistant-status" role="status">
          {t('assistant.loading')}
        </p>
      ) : null}
    </section>
  );
}
