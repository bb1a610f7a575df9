import { randomBytes } from 'node:crypto';
import { qrSvgDocument } from '../../common/qr/qr-svg';
import type { Catalogue } from '../orders/catalogue';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Minor units in the hotel's currency format ('%v %s' or '%s%v'), plain digits and a dot. */
export function formatAmount(minor: number, currency: Catalogue['currency'], precision: number): string {
  const value = (minor / 10 ** precision).toFixed(precision);
  return currency.format.replace('%v', value).replace('%s', currency.symbol).trim();
}

export interface HostedPage {
  html: string;
  csp: string;
}

/** The simulated provider's page: no script, no external asset, one nonce'd style, forms posting to itself. */
export function hostedPage(hotelName: string, amount: string, paymentId: string, status: string): HostedPage {
  const nonce = randomBytes(16).toString('base64');
  const base = `/pay/stayCloudPay/${encodeURIComponent(paymentId)}`;
  const actions =
    status === 'pending'
      ? `<form method="post" action="${escapeHtml(`${base}/pay`)}"><button class="pay" type="submit">Pay</button></form>
    <form method="post" action="${escapeHtml(`${base}/decline`)}"><button type="submit">Decline</button></form>`
      : `<p>This payment is ${escapeHtml(status)}.</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stay Cloud Pay</title>
<style nonce="${nonce}">body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#14171f}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}h1{font-size:20px;margin:0 0 8px}
.amount{font-size:32px;font-weight:600;margin:16px 0}form{display:inline-block;margin:8px 8px 0 0}
button{font:inherit;padding:12px 24px;border-radius:8px;border:1px solid #8a8f99;background:#fff;cursor:pointer}
button.pay{background:#1a7f37;border-color:#1a7f37;color:#fff}</style></head>
<body><main><p>Stay Cloud Pay (demo provider)</p><h1>${escapeHtml(hotelName)}</h1>
<p class="amount" data-testid="amount">${escapeHtml(amount)}</p>
${actions}</main></body></html>`;
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}

/** The payment link as a scannable QR code (level H), for a tablet that shows it to a guest's phone. */
export function linkImage(link: string): string {
  let svg: string;
  try {
    svg = qrSvgDocument(link, 240);
  } catch {
    // Longer than a level H code holds: the link as text, which a guest can still type.
    svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="60"><text x="8" y="34" font-size="12">${escapeHtml(link)}</text></svg>`;
  }
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
