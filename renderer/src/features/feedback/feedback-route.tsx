import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_TEXT_MAX_CHARS } from '@common/spec';
import { sendFeedback } from '@renderer/lib/api/commerce-calls';
import { useT } from '@renderer/lib/i18n';
import { useAuthStore } from '@renderer/features/auth';
import { RATINGS, validateFeedback, type FeedbackError } from './feedback-rules';
import './feedback.css';

type Outcome = 'idle' | 'sending' | 'failed' | 'sent';

/** `/feedback` (part 2 §2): a 1-5 rating and comments; a failed send keeps what the guest wrote. */
export function FeedbackRoute() {
  const t = useT();
  const id = useId();
  const token = useAuthStore((s) => s.token);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<FeedbackError>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFeedback(rating);
    setError(found);
    if (found || rating === null || outcome === 'sending') return;
    setOutcome('sending');
    const answer = await sendFeedback({ ...(token ? { token } : {}), rating, text: text.trim() });
    setOutcome(answer?.result === 0 ? 'sent' : 'failed');
  };

  return (
    <section className="page feedback" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('shell.titles.feedback')}</h1>
      {outcome === 'sent' ? (
        <p className="feedback-thanks" role="status">
          {t('services.feedback.thanks')}
        </p>
      ) : (
        <form className="feedback-form" onSubmit={(event) => void submit(event)} noValidate>
          <p>{t('services.feedback.intro')}</p>
          <fieldset className="rating" aria-describedby={error ? `${id}-rating-error` : undefined}>
            <legend>{t('services.feedback.rating')}</legend>
            {RATINGS.map((value) => (
              <label key={value} className="rating-option">
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setError(null);
                  }}
                  aria-label={t('services.feedback.ratingOf', { value, max: RATINGS.length })}
                />
                <span aria-hidden="true">{value}</span>
              </label>
            ))}
          </fieldset>
          {error ? (
            <p id={`${id}-rating-error`} className="field-error" role="alert">
              {t('services.feedback.ratingRequired')}
            </p>
          ) : null}
          <label className="field" htmlFor={`${id}-text`}>
            {t('services.feedback.text')}
          </label>
          <textarea
            id={`${id}-text`}
            name="text"
            rows={5}
            maxLength={FEEDBACK_TEXT_MAX_CHARS}
            value={text}
            onChange={(event) => setText(event.target.value.slice(0, FEEDBACK_TEXT_MAX_CHARS))}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="feedback-count">
            {t('services.feedback.chars', { count: text.length, max: FEEDBACK_TEXT_MAX_CHARS })}
          </p>
          {outcome === 'failed' ? (
            <p className="field-error" role="alert">
              {t('services.feedback.failed')}
            </p>
          ) : null}
          <button type="submit" className="primary" disabled={outcome === 'sending'} aria-busy={outcome === 'sending'}>
            {outcome === 'sending' ? t('services.feedback.sending') : t('services.feedback.send')}
          </button>
        </form>
      )}
    </section>
  );
}
