/**
 * Replaces the current route from outside React (payment finishes after its screen may be gone): the browser
 * router follows popstate, so it renders the new address. The history index is kept for the back button.
 */
export function replaceRoute(href: string): void {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '', href);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

export const orderSentHref = (type: 'shop' | 'service' | 'loyalty'): string => `/information/order-is-sent?type=${type}`;
export const RESULT_PAYMENT_PATH = '/information/result-payment';
/** The payment result of the bill's balance leads back to the bill. */
export const BILL_RETURN_QUERY = 'for=bill';
