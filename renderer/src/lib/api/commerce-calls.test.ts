import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureBases } from './bases';
import { getPayment } from './commerce-calls';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  configureBases({ apiUrl: '/api', contentUrl: '/content', queueUrl: '/queue', rcuUrl: '/rcu', statUrl: '/stat', payUrl: '/pay' });
  fetchMock.mockReset().mockResolvedValue(new Response(JSON.stringify({ result: 0 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('getPayment', () => {
  it('carries the token in a header, never in the address', async () => {
    await getPayment('pay_abc1234567', 'secret-guest-token');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/pay/stayCloudPay/payment/pay_abc1234567');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret-guest-token');
  });
});
