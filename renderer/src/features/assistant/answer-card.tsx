import { Suspense, type Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatMoney } from '@renderer/lib/currency';
import { useT } from '@renderer/lib/i18n';
import { LazyBillSummary } from '@renderer/features/bill';
import { LazyAddToCart } from '@renderer/features/cart';
import { LazyRecentOrders } from '@renderer/features/orders';
import { useIsLoggedIn } from '@renderer/features/auth';
import { useContentStore, useLinkContext } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { paths } from '@renderer/lib/paths';
import { docTarget, receptionHref } from './answer-links';
import type { Exchange } from './conversation-store';
import { isBillDoc, isOrdersDoc } from './keywords';
import type { IndexedDoc } from './search-index';
import { TargetLink } from './target-link';

const useReceptionHref = (question: string): string | null =>
  receptionHref(question, useContentStore((s) => s.structure?.config.messages?.enabled !== false));

function ReceptionLink({ question, primary }: { question: string; primary?: boolean }) {
  const t = useT();
  const href = useReceptionHref(question);
  if (!href) return null;
  return (
    <Link to={href} className={primary ? 'assistant-action primary' : 'assistant-action'}>
      {t('assistant.askReception')}
    </Link>
  );
}

/** Price, hours and duration exactly as the content gives them. */
function Facts({ doc, withPrice }: { doc: IndexedDoc; withPrice: boolean }) {
  const t = useT();
  const currency = useContentStore((s) => s.structure?.config.currency);
  const hideZero = useHotelStore((s) => s.config?.hideZeroPrices === true);
  const facts = [
    withPrice && doc.price !== undefined && !(hideZero && doc.price === 0) ? t('assistant.price', { price: formatMoney(doc.price, currency) }) : '',
    // Hours read left to right in a right-to-left sentence too: 10:00–19:00 must not turn into 19:00–10:00.
    doc.hours ? t('assistant.hours', { hours: `\u2066${doc.hours.replace('-', '–')}\u2069` }) : '',
    doc.minutes !== undefined ? t('assistant.duration', { minutes: doc.minutes }) : '',
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <ul className="assistant-facts">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/** How many of the latest bill lines or orders an answer shows; the screen behind it has them all. */
const LATEST = 3;

/** The bill and the orders are the guest's own: their features show them, and only to a guest who is logged in. */
function GuestData({ doc }: { doc: IndexedDoc }) {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  if (!isBillDoc(doc) && !isOrdersDoc(doc)) return null;
  if (!loggedIn) return <p>{t('assistant.loginForBill')}</p>;
  return <Suspense fallback={null}>{isBillDoc(doc) ? <LazyBillSummary lines={LATEST} /> : <LazyRecentOrders limit={LATEST} />}</Suspense>;
}

function Found({ exchange }: { exchange: Exchange }) {
  const t = useT();
  const { pathname } = useLocation();
  const ctx = useLinkContext();
  const { answer, phrasing } = exchange;
  const doc = answer.hit!.doc;
  const page = doc.pageId !== undefined ? ctx.pageOf(doc.pageId) : undefined;
  const target = docTarget(doc, ctx, pathname);
  // A product without choices is added right here (the cart's own form shows its price); one with choices opens.
  const simpleProduct = page?.type === 'shopProduct' && !page.toppings?.length ? page : undefined;
  return (
    <>
      {phrasing?.state === 'pending' ? (
        <p className="assistant-status" role="status">
          {t('assistant.thinking')}
        </p>
      ) : null}
      {phrasing?.state === 'done' ? (
        <p className="assistant-phrased" data-testid="assistant-phrased">
          {phrasing.text}
        </p>
      ) : null}
      <h2 className="assistant-source">{doc.title}</h2>
      {answer.quote.length > 0 ? (
        <blockquote className="assistant-quote" data-testid="assistant-quote">
          <p>{answer.quote.join(' ')}</p>
        </blockquote>
      ) : null}
      {phrasing?.state === 'done' ? <p className="assistant-note">{t('assistant.phrasedNote')}</p> : null}
      <Facts doc={doc} withPrice={!simpleProduct} />
      <GuestData doc={doc} />
      {simpleProduct ? (
        <Suspense fallback={null}>
          <LazyAddToCart product={simpleProduct} />
        </Suspense>
      ) : null}
      <div className="assistant-actions">
        {doc.kind === 'wakeup' ? (
          <Link to={paths.wakeUp} className="assistant-action primary">
            {t('assistant.setWakeUp')}
          </Link>
        ) : (
          <TargetLink target={target} className={simpleProduct ? 'assistant-action' : 'assistant-action primary'}>
            {isBillDoc(doc)
              ? t('assistant.bill.open')
              : isOrdersDoc(doc)
                ? t('assistant.orders.open')
                : doc.kind === 'screen'
                  ? doc.title
                  : page?.type === 'shopProduct' && !simpleProduct
                    ? t('assistant.chooseOptions')
                    : t('assistant.openPage')}
          </TargetLink>
        )}
        <ReceptionLink question={answer.question} />
      </div>
      {answer.related.length > 0 ? (
        <nav className="assistant-related" aria-label={t('assistant.related')}>
          <p>{t('assistant.related')}</p>
          <ul>
            {answer.related.map((hit) => (
              <li key={hit.doc.id}>
                <TargetLink target={docTarget(hit.doc, ctx, pathname)}>{hit.doc.title}</TargetLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

function NotFound({ question }: { question: string }) {
  const t = useT();
  const canMessage = useReceptionHref(question) !== null;
  return (
    <>
      <p>{t(canMessage ? 'assistant.notFound' : 'assistant.noMessages')}</p>
      <div className="assistant-actions">
        <ReceptionLink question={question} primary />
      </div>
    </>
  );
}

/** One answer: what the content says and where, the actions one tap away, or the way to reception. */
export function AnswerCard({ exchange, ref }: { exchange: Exchange; ref?: Ref<HTMLElement> }) {
  const { answer } = exchange;
  return (
    <article ref={ref} tabIndex={-1} className={`assistant-answer assistant-${answer.status}`} data-testid="assistant-answer" data-source={answer.hit?.doc.id}>
      {answer.status === 'found' && answer.hit ? <Found exchange={exchange} /> : <NotFound question={answer.question} />}
    </article>
  );
}
