import { TEXT } from '../../common/spec/texts';

const page = (body: string) =>
  `data:text/html;charset=utf-8,${encodeURIComponent(
    `<!doctype html><meta charset="utf-8"><title>Stay</title><body style="background:#000;color:#fff;font:24px sans-serif;display:grid;place-items:center;height:100vh;margin:0;text-align:center">${body}</body>`,
  )}`;

// data: pages have an opaque origin, so they never pass the bridge's sender check.
export const NOT_SET_PAGE = page(TEXT.hotelNotSet);

/** Shown when the renderer keeps crashing; main retries the hotel page on its own schedule. */
export const FALLBACK_PAGE = page(`${TEXT.serviceNotAvailable}<br><small>${TEXT.contactOperator}</small>`);
